/*
 * Offers referenced from section data. A reference is `{ offerId, priceOverride?, timelineOverride? }`
 * (fields.ts `offer()`); the loader fetches the records and components resolve each placement here,
 * so an override is applied in one place and the base figure stays visible to the editor.
 */
import type { z } from 'zod';
import type { OfferView } from './render-context.ts';
import type { offer } from './fields.ts';

/** A placement of an offer in section data, as the section field `offer()` declares it. */
export type OfferRef = z.infer<ReturnType<typeof offer>>;

/** The offer as this placement shows it; undefined when the record is missing (the card is skipped). */
export function resolveOffer(ref: OfferRef, offers: Record<string, OfferView>): OfferView | undefined {
  const base = offers[ref.offerId];
  if (!base) return undefined;
  const price = ref.priceOverride?.trim();
  const timeline = ref.timelineOverride?.trim();
  return {
    ...base,
    ...(price && price !== base.price ? { price, basePrice: base.price } : {}),
    ...(timeline && timeline !== base.timeline ? { timeline, baseTimeline: base.timeline } : {}),
  };
}

function isOfferRef(value: unknown): value is OfferRef {
  return typeof value === 'object' && value !== null && typeof (value as OfferRef).offerId === 'string';
}

/** Every offer reference inside a section's data, in document order, with its path from `data`. */
export function findOfferRefs(data: unknown, path: (string | number)[] = []): { ref: OfferRef; path: (string | number)[] }[] {
  if (isOfferRef(data)) return [{ ref: data, path }];
  if (Array.isArray(data)) return data.flatMap((v, i) => findOfferRefs(v, [...path, i]));
  if (typeof data === 'object' && data !== null) {
    return Object.entries(data).flatMap(([k, v]) => findOfferRefs(v, [...path, k]));
  }
  return [];
}
