/*
 * The Prices view's rules for figures in text: which literal figure contradicts an offer. A figure
 * quoted through a token always matches; a figure written as plain text is flagged when
 *  - the sentence attributes it to an offer (the nearest offer named before it: "A Discovery Sprint
 *    is £1,500. A Launch Build starts from £8,000" quotes one figure for each) that has another, or
 *  - it is a figure an offer had before (its kept versions, or the seed's) and no offer has now:
 *    a bare "From £8,000" in a meta description after the Launch Build went to £8,500.
 */
import { amountOf, unknownOfferTokens, type OfferTokenValues } from './offer-tokens.ts';
import type { PricedCosts, PriceWarning, TextMention } from './price-audit.ts';
import type { Offer } from '../shapes/offer.ts';

export type PricedOffer = Pick<Offer, 'id' | 'name' | 'price' | 'timeline'> & {
  /** Figures this offer showed before (kept versions, the seed); used to spot copy left behind. */
  past?: { prices: string[]; timelines: string[] } | undefined;
};

const POUND = /£\d[\d,.]*k?/gi;
const WEEKS = /\b\d+(?:\s*[-–]\s*\d+)?\s+weeks?\b/gi;
/** Only an offer whose timeline is in weeks can be contradicted by a figure in weeks. */
const inWeeks = (timeline: string) => /\d\s+weeks?\b/i.test(timeline);
const trimFigure = (f: string) => f.replace(/[.,]$/, '');
const norm = (f: string) => trimFigure(f).toLowerCase().replace(/\s+/g, ' ').replace('–', '-');
const withoutTokens = (s: string) => s.replace(/\{offer:[^{}]*\}/g, ' ');

interface Literal {
  figure: string;
  kind: 'price' | 'timeline';
  /** The offer the sentence names last before the figure, if any. */
  nearest: PricedOffer | undefined;
}

function literals(text: string, offers: PricedOffer[]): Literal[] {
  const found: Literal[] = [];
  for (const sentence of withoutTokens(text).split(/(?<=[.!?])\s+/)) {
    for (const [re, kind] of [
      [POUND, 'price'],
      [WEEKS, 'timeline'],
    ] as const) {
      for (const match of sentence.matchAll(re)) {
        const before = sentence.slice(0, match.index);
        let nearest: PricedOffer | undefined;
        let at = -1;
        for (const o of offers) {
          const i = before.lastIndexOf(o.name);
          if (i > at) [nearest, at] = [o, i];
        }
        found.push({ figure: trimFigure(match[0]), kind, nearest });
      }
    }
  }
  return found;
}

const figureOf = (o: Pick<PricedOffer, 'price' | 'timeline'>, kind: Literal['kind']) =>
  norm(kind === 'price' ? amountOf(o.price) : o.timeline);

export function textWarnings(offers: PricedOffer[], mentions: TextMention[], values: OfferTokenValues): PriceWarning[] {
  const current = {
    price: new Set(offers.map((o) => figureOf(o, 'price'))),
    timeline: new Set(offers.map((o) => figureOf(o, 'timeline'))),
  };
  const warnings = new Map<string, PriceWarning>();
  const add = (offerId: string, message: string) => warnings.set(message, { offerId, message });
  for (const m of mentions) {
    if (m.kind === 'setting') continue;
    const where = `${m.pageTitle}, ${m.section}`;
    for (const token of unknownOfferTokens(m.text, values)) {
      add('', `${where}: ${token} names no offer, so visitors read it as written. Pick a figure with 'Insert price'.`);
    }
    for (const lit of literals(m.text, offers)) {
      const f = norm(lit.figure);
      const o = lit.nearest;
      const timelineComparable = lit.kind === 'price' || (o !== undefined && inWeeks(o.timeline));
      if (o && timelineComparable && f !== figureOf(o, lit.kind)) {
        const theirs = lit.kind === 'price' ? `whose price is ${o.price}` : `whose timeline is ${o.timeline}`;
        add(o.id, `${where}: the text quotes ${lit.figure} for ${o.name}, ${theirs}.`);
        continue;
      }
      if (current[lit.kind].has(f)) continue;
      for (const other of offers) {
        const past = lit.kind === 'price' ? (other.past?.prices ?? []).map(amountOf) : (other.past?.timelines ?? []);
        if (past.some((p) => norm(p) === f)) {
          const now = lit.kind === 'price' ? other.price : other.timeline;
          add(other.id, `${where}: the text quotes ${lit.figure}, an earlier figure of ${other.name} (now ${now}).`);
        }
      }
    }
  }
  return [...warnings.values()];
}

/** A build cost set apart from the Launch Build is reported while it differs from the offer. */
export function costWarnings(c: PricedCosts): PriceWarning[] {
  const gbp = (n: number) => `£${n.toLocaleString('en-GB')}`;
  const warnings: PriceWarning[] = [];
  const check = (own: number | null, what: string) => {
    if (own !== null && own !== c.launchBuildCost) {
      warnings.push({
        offerId: 'launch-build',
        message: `${what} uses ${gbp(own)}, set apart from the Launch Build (${gbp(c.launchBuildCost)}). Clear it under Build costs to follow the offer.`,
      });
    }
  };
  check(c.calculatorBuildCost, 'The savings calculator');
  check(c.enquiryBuildCost, 'The enquiry form');
  return warnings;
}
