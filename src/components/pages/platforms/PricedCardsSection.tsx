import { Check, Clock } from 'lucide-react';
import { resolveOffer } from '../../../lib/page-content/offer-refs.ts';
import { fillTokens } from '../../../lib/site.ts';
import { Icon } from '../../ui/Icon.tsx';
import type { SectionProps } from '../../sections/shared/section-props.ts';
import { PageSection } from './PageSection.tsx';
import { PlatformPromise } from './PlatformPromise.tsx';

/** Priced service cards (two columns at large widths), then an optional strip of figures. */
export function PricedCardsSection({ id, data, ctx }: SectionProps<'pricedCards'>) {
  // A card whose offer record is gone is left out rather than shown without a price.
  const services = data.items.flatMap((item) => {
    const offer = resolveOffer(item.offer, ctx.offers);
    return offer ? [{ ...item, price: offer.price, timeline: offer.timeline }] : [];
  });
  const { site } = ctx;
  return (
    <PageSection id={id} intro={data} site={site}>
      <ul className="grid gap-6 md:grid-cols-2">
        {services.map((service) => (
          <li key={service.title} className="card flex flex-col">
            <div className="flex items-start justify-between gap-4">
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-navy-900 text-mustard-300">
                <Icon name={service.icon} className="h-6 w-6" />
              </span>
              <p className="flex items-center gap-1.5 rounded-[var(--radius-pill)] bg-navy-50 px-3 py-1 text-sm font-medium text-navy-700">
                <Clock aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">Timeline: </span>
                {service.timeline}
              </p>
            </div>
            <h3 className="mt-5 text-xl font-bold text-navy-950">{fillTokens(service.title, site)}</h3>
            <p className="mt-1 font-display text-2xl font-extrabold text-mustard-800">{service.price}</p>
            <p className="mt-3 leading-relaxed text-navy-700">{fillTokens(service.description, site)}</p>
            <ul className="mt-5 space-y-2 border-t border-line pt-5 text-navy-800">
              {service.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-mustard-700" />
                  <span>{fillTokens(feature, site)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {data.figures.length > 0 && <PlatformPromise figures={data.figures} />}
    </PageSection>
  );
}
