/*
 * Offer figures quoted in copy as tokens: `{offer:launch-build.price}` ("From £8,000"),
 * `{offer:launch-build.amount}` ("£8,000", the figure inside the price, for sentences such as
 * "starts from £8,000") and `{offer:launch-build.timeline}` ("3-6 weeks"). The server fills them
 * when it renders a page or a meta description, so a price changed on the Prices page changes
 * every sentence that quotes it. A token naming no offer is refused when the copy is saved.
 */
import type { Offer } from '../shapes/offer.ts';

export const OFFER_TOKEN_FIELDS = ['price', 'amount', 'timeline'] as const;
export type OfferTokenField = (typeof OFFER_TOKEN_FIELDS)[number];

export const OFFER_TOKEN_LABELS: Record<OfferTokenField, string> = {
  price: 'Price as written (e.g. From £8,000)',
  amount: 'Amount only (e.g. £8,000)',
  timeline: 'Timeline (e.g. 3-6 weeks)',
};

export type TokenOffer = Pick<Offer, 'id' | 'name' | 'price' | 'timeline'>;

/** Anything that looks like an offer token, well formed or not, so a typo is caught too. */
const ANY_OFFER_TOKEN = /\{offer:([^{}]*)\}/g;
const WELL_FORMED = /^([a-z0-9][a-z0-9-]*)\.(price|amount|timeline)$/;
const POUNDS = /£\d[\d,.]*k?/i;

export const offerToken = (offerId: string, field: OfferTokenField) => `{offer:${offerId}.${field}}`;

/** The pound figure inside a price ('From £8,000' → '£8,000'); the whole price when it has none. */
export function amountOf(price: string): string {
  return price.match(POUNDS)?.[0].replace(/[.,]$/, '') ?? price;
}

/** Whole pounds of a price ('From £8,000' → 8000, '£5k' → 5000); undefined without a figure. */
export function poundsOf(price: string): number | undefined {
  const m = price.match(/£(\d[\d,]*(?:\.\d+)?)(k?)/i);
  if (!m) return undefined;
  const n = Number(m[1]!.replace(/,/g, '')) * (m[2] ? 1000 : 1);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : undefined;
}

export function offerFigure(offer: Pick<TokenOffer, 'price' | 'timeline'>, field: OfferTokenField): string {
  if (field === 'price') return offer.price;
  if (field === 'amount') return amountOf(offer.price);
  return offer.timeline;
}

/** token body ('launch-build.price') → figure, for every offer. */
export type OfferTokenValues = ReadonlyMap<string, string>;

export function offerTokenValues(offers: readonly Pick<TokenOffer, 'id' | 'price' | 'timeline'>[]): OfferTokenValues {
  const values = new Map<string, string>();
  for (const o of offers) for (const f of OFFER_TOKEN_FIELDS) values.set(`${o.id}.${f}`, offerFigure(o, f));
  return values;
}

/**
 * `text` with each known offer token replaced by its figure, passed through `escape` (HTML
 * escaping for rich text). An unknown token is left as written: saving refuses it, so one can only
 * appear when an offer was removed afterwards, and the Prices page then lists it.
 */
export function fillOfferTokens(text: string, values: OfferTokenValues, escape: (s: string) => string = (s) => s): string {
  if (!text.includes('{offer:')) return text;
  return text.replace(ANY_OFFER_TOKEN, (whole, body: string) => {
    const value = values.get(body);
    return value === undefined ? whole : escape(value);
  });
}

/** Every offer token in `text` that names no offer or no field, as written. */
export function unknownOfferTokens(text: string, values: OfferTokenValues): string[] {
  if (!text.includes('{offer:')) return [];
  const unknown: string[] = [];
  for (const m of text.matchAll(ANY_OFFER_TOKEN)) if (!values.has(m[1]!)) unknown.push(m[0]);
  return [...new Set(unknown)];
}

/** The offer tokens `text` uses: `{ offerId, field }` each, in order, known or not. */
export function offerTokensIn(text: string): { offerId: string; field: OfferTokenField }[] {
  if (!text.includes('{offer:')) return [];
  const found: { offerId: string; field: OfferTokenField }[] = [];
  for (const m of text.matchAll(ANY_OFFER_TOKEN)) {
    const w = m[1]!.match(WELL_FORMED);
    if (w) found.push({ offerId: w[1]!, field: w[2] as OfferTokenField });
  }
  return found;
}

/** The message an editor sees for tokens that name nothing. */
export function unknownTokenMessage(tokens: string[]): string {
  const list = tokens.join(', ');
  return `${list} ${tokens.length === 1 ? 'names' : 'name'} no offer figure. Use 'Insert price' to pick an offer and a figure (price, amount or timeline).`;
}
