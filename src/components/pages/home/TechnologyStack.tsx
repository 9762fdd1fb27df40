import { resolveOffer } from '../../../lib/page-content/offer-refs.ts';
import { tokensFor, type SectionProps } from '../../sections/shared/section-props.ts';
import { CtaButton } from '../../sections/CtaButton.tsx';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { PageSection } from './PageSection.tsx';

/**
 * `linkCards` (home section 4): the platforms compared in one table (name linking to its page,
 * what it is for, its starting price) rather than a third row of cards: it reads at a glance on a
 * phone without a rail, and sits between two card sections as something else.
 */
export function TechnologyStack({ id, data: technologyIntro, ctx }: SectionProps<'linkCards'>) {
  const t = tokensFor(ctx);
  const rows = technologyIntro.items.map((p) => ({ ...p, price: resolveOffer(p.offer, ctx.offers)?.price }));
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={technologyIntro.tone}>
      <SectionHeading
        id={`${id}-heading`}
        eyebrow={technologyIntro.eyebrow}
        heading={t(technologyIntro.heading)}
        intro={technologyIntro.intro && t(technologyIntro.intro)}
      />
      <table className="mx-auto mt-10 w-full max-w-3xl text-left">
        <thead className="text-sm text-navy-800">
          <tr className="border-b-2 border-navy-950">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Platform
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Good for
            </th>
            <th scope="col" className="py-2 font-semibold">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.name} className="border-b border-line align-top">
              <th scope="row" className="py-4 pr-4 text-lg font-bold text-navy-950">
                {p.href ? (
                  <a href={p.href} className="link">
                    {p.name}
                  </a>
                ) : (
                  p.name
                )}
              </th>
              <td className="py-4 pr-4 text-navy-800">{t(p.summary)}</td>
              <td className="py-4 text-sm font-semibold text-navy-950">{p.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {technologyIntro.cta && (
        <div className="mt-8 text-center">
          <CtaButton cta={technologyIntro.cta} site={ctx.site} variant="outline" size="lg" />
        </div>
      )}
    </PageSection>
  );
}
