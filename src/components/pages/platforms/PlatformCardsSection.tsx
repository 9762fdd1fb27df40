import { resolveOffer } from '../../../lib/page-content/offer-refs.ts';
import { fillTokens } from '../../../lib/site.ts';
import { CtaButton } from '../../sections/CtaButton.tsx';
import type { SectionProps } from '../../sections/shared/section-props.ts';
import { PageSection } from './PageSection.tsx';
import { PlatformCard } from './PlatformCard.tsx';

/** One large card per platform, then an optional line and button pointing elsewhere. */
export function PlatformCardsSection({ id, data, ctx }: SectionProps<'platformCards'>) {
  const { site } = ctx;
  return (
    <PageSection id={id} intro={data} site={site}>
      <ul className="space-y-8">
        {data.items.map((platform) => {
          const offer = resolveOffer(platform.offer, ctx.offers);
          return offer ? (
            <li key={platform.href}>
              <PlatformCard platform={platform} price={offer.price} site={site} />
            </li>
          ) : null;
        })}
      </ul>
      {(data.footerPrompt || data.footerCta) && (
        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          {data.footerPrompt && <p className="text-lg text-navy-700">{fillTokens(data.footerPrompt, site)}</p>}
          {data.footerCta && <CtaButton cta={data.footerCta} site={site} variant="outline" size="lg" />}
        </div>
      )}
    </PageSection>
  );
}
