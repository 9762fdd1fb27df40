import { ArrowRight, Check } from 'lucide-react';
import { resolveOffer } from '../../../lib/content/offer-refs.ts';
import { tokensFor, type SectionProps } from '../../sections/content/section-props.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { CardMark } from '../../ui/Icon.tsx';
import { PageSection } from './PageSection.tsx';
import { CardPicture } from '../../sections/CardPicture.tsx';

/** `offerCards`: service cards whose price and timeline come from an offer; each links on. */
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
        className="rail mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      >
        {cards.map((card) => (
          <li key={card.title} className="card flex flex-col transition-shadow hover:shadow-lg">
            <CardPicture image={card.image ? ctx.images[card.image.mediaId] : undefined} />
            <div className="flex items-start justify-between gap-3">
              <CardMark />
              <span className="rounded-[var(--radius-pill)] bg-navy-50 px-3 py-1 text-sm font-semibold text-navy-800">
                {card.price}
              </span>
            </div>
            <h3 className="mt-4 text-xl font-bold text-navy-950">{card.title}</h3>
            <p className="mt-1 text-sm font-medium text-navy-600">Timeline: {card.timeline}</p>
            <p className="mt-3 leading-relaxed text-navy-700">{t(card.description)}</p>
            <ul className="mt-4 space-y-2 text-sm text-navy-800">
              {card.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-mustard-700" />
                  <span>{f}</span>
                </li>
              ))}
            </ul>
            {card.href && (
              <a
                href={card.href}
                className="mt-auto inline-flex items-center gap-1.5 self-start pt-6 font-semibold text-navy-900 underline decoration-mustard-500 decoration-2 underline-offset-4 hover:text-navy-700"
              >
                Learn more<span className="sr-only"> about {card.title}</span>
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </a>
            )}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
