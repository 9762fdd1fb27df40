import { resolveOffer } from '../../../lib/page-content/offer-refs.ts';
import { SectionHeading } from '../SectionHeading.tsx';
import { PackageCards, type PackageCard } from '../../pages/packages/PackageCards.tsx';
import { PageSection } from '../../pages/home/PageSection.tsx';
import { tokensFor, type SectionProps } from './section-props.ts';

/**
 * `packageTable`: the package cards, every figure from the offer records (overrides applied). The
 * 'summary' layout leaves the points to /packages and links there (the home page's section 9).
 */
export function PackageTableSection({ id, data, ctx }: SectionProps<'packageTable'>) {
  const t = tokensFor(ctx);
  const summary = data.layout === 'summary';
  const packages: PackageCard[] = data.items.flatMap((item) => {
    const offer = resolveOffer(item.offer, ctx.offers);
    return offer ? [{ offer, popular: item.popular, cta: item.cta }] : [];
  });
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={data.tone}>
      <SectionHeading id={`${id}-heading`} eyebrow={data.eyebrow} heading={t(data.heading)} intro={data.intro && t(data.intro)} />
      <div className={summary ? 'mt-10' : 'mt-14'}>
        <PackageCards packages={packages} site={ctx.site} points={!summary} />
      </div>
      {summary && (
        <p className="mt-8 text-center">
          <a href="/packages" className="link">
            What each package includes
          </a>
        </p>
      )}
    </PageSection>
  );
}
