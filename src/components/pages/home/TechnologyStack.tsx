import { ArrowRight } from 'lucide-react';
import { resolveOffer } from '../../../lib/content/offer-refs.ts';
import { tokensFor, type SectionProps } from '../../sections/content/section-props.ts';
import { CtaButton } from '../../sections/CtaButton.tsx';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { PageSection } from './PageSection.tsx';

/** `linkCards` (home section 4): the platforms, each with its starting price, linking to its page. */
export function TechnologyStack({ id, data: technologyIntro, ctx }: SectionProps<'linkCards'>) {
  const t = tokensFor(ctx);
  const site = ctx.site;
  const technologyCta = technologyIntro.cta;
  const technologyTeasers = technologyIntro.items.map((p) => ({ ...p, priceBadge: resolveOffer(p.offer, ctx.offers)?.price }));
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={technologyIntro.tone}>
      <SectionHeading
        id={`${id}-heading`}
        eyebrow={technologyIntro.eyebrow}
        heading={t(technologyIntro.heading)}
        intro={technologyIntro.intro && t(technologyIntro.intro)}
      />
      <ul
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling rail takes focus so keys scroll it (axe: scrollable-region-focusable)
        tabIndex={0}
        aria-label={t(technologyIntro.heading)}
        className="rail mt-12 grid gap-6 md:grid-cols-3"
      >
        {technologyTeasers.map((p) => (
          <li key={p.name} className="card flex flex-col">
            <div className="flex items-center gap-3">
              <div>
                <h3 className="text-xl font-bold text-navy-950">{p.name}</h3>
                {p.priceBadge && <p className="text-sm font-semibold text-mustard-800">{p.priceBadge}</p>}
              </div>
            </div>
            <p className="mt-4 leading-relaxed text-navy-700">{t(p.summary)}</p>
            {p.href && (
              <a
                href={p.href}
                className="mt-auto inline-flex items-center gap-1.5 self-start pt-5 font-semibold text-navy-900 underline decoration-mustard-500 decoration-2 underline-offset-4 hover:text-navy-700"
              >
                Explore {p.name}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </a>
            )}
          </li>
        ))}
      </ul>
      {technologyCta && (
        <div className="mt-10 text-center">
          <CtaButton cta={technologyCta} site={site} variant="outline" size="lg" />
        </div>
      )}
    </PageSection>
  );
}
