import { resolveOffer } from '../../../lib/page-content/offer-refs.ts';
import { tokensFor, type SectionProps } from '../../sections/shared/section-props.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { CardMark } from '../../ui/Icon.tsx';
import { PageSection } from './PageSection.tsx';
import { CardPicture } from '../../sections/CardPicture.tsx';

/**
 * `offerCards`: service cards whose price and timeline come from an offer; each links on.
 * Price and timeline share one line and the link has no icon: on a phone each card of the rail
 * is a screen's half, not most of one, and the page's first round trip keeps its bytes.
 */
export function ServiceCards({ id, data: serviceCardsIntro, ctx }: SectionProps<'offerCards'>) {
  const t = tokensFor(ctx);
  const cards = serviceCardsIntro.items.flatMap((c) => {
    const offer = resolveOffer(c.offer, ctx.offers);
    return offer ? [{ ...c, price: offer.price, timeline: offer.timeline }] : [];
  });
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={serviceCardsIntro.tone}>
      <SectionHeading
        id={`${id}-heading`}
        eyebrow={serviceCardsIntro.eyebrow}
        heading={t(serviceCardsIntro.heading)}
        intro={serviceCardsIntro.intro && t(serviceCardsIntro.intro)}
      />
      <ul
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling rail takes focus so keys scroll it (axe: scrollable-region-focusable)
        tabIndex={0}
        aria-label="Services"
        className="rail mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      >
        {cards.map((card) => (
          <li key={card.title} className="card flex flex-col">
            <CardPicture image={card.image ? ctx.images[card.image.mediaId] : undefined} />
            <CardMark />
            <h3 className="mt-4 text-xl font-bold text-navy-950">{card.title}</h3>
            <p className="mt-1 text-sm text-navy-800">
              <strong className="font-semibold text-navy-950">{card.price}</strong> · {card.timeline}
            </p>
            <p className="mt-3 text-navy-800">{t(card.description)}</p>
            {card.features.length > 0 && (
              <ul className="ticks mt-4 space-y-2 text-sm text-navy-800">
                {card.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            )}
            {card.href && (
              <a href={card.href} className="link mt-auto self-start pt-5">
                Learn more<span className="sr-only"> about {card.title}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
