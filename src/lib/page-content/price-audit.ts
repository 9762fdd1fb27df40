/*
 * Every price and timeline the site shows, for the Prices view: each placement of an offer (with
 * its base figures beside what the placement shows), every text that quotes a figure (page copy,
 * FAQ answers, rich text, meta descriptions) either through an offer token or written literally,
 * the build costs the calculator and the enquiry form use, and warnings wherever anything shows a
 * figure for an offer other than the offer's own. No warnings means the site is consistent.
 */
import type { PageDocument } from './page-document.ts';
import { findOfferRefs, type OfferRef } from './offer-refs.ts';
import { SECTION_DEFINITIONS, isSectionType } from './sections/index.ts';
import { OFFER_TOKEN_LABELS, fillOfferTokens, offerTokenValues, offerTokensIn } from './offer-tokens.ts';
import { costWarnings, textWarnings, type PricedOffer } from './price-audit-rules.ts';

export type { PricedOffer } from './price-audit-rules.ts';

export interface PricedPage {
  slug: string;
  title: string;
  doc: PageDocument;
}

/** A page's meta description as stored (tokens unfilled). */
export interface PricedMeta {
  path: string;
  name: string;
  description: string;
}

/** The build costs as stored: null follows the Launch Build offer. */
export interface PricedCosts {
  calculatorBuildCost: number | null;
  enquiryBuildCost: number | null;
  /** The Launch Build's price in pounds, which a null cost uses. */
  launchBuildCost: number;
}

export interface OfferPlacement {
  page: string;
  pageTitle: string;
  sectionId: string;
  section: string;
  offerId: string;
  offerName: string;
  basePrice: string;
  baseTimeline: string;
  shownPrice: string;
  shownTimeline: string;
  overridden: boolean;
  hidden: boolean;
}

export interface TextMention {
  kind: 'page' | 'meta' | 'setting';
  page: string;
  pageTitle: string;
  sectionId: string;
  section: string;
  /** As stored, tokens included. */
  text: string;
  /** As visitors read it now, tokens filled. */
  shown: string;
  /** Every figure visitors read in it. */
  figures: string[];
  /** Offer figures it quotes through tokens (these follow the offer), e.g. 'Launch Build: amount'. */
  followed: string[];
  /** Figures written as plain text, which do not follow any offer. */
  literal: string[];
}

export interface PriceWarning {
  offerId: string;
  message: string;
}

export interface PriceAudit {
  placements: OfferPlacement[];
  mentions: TextMention[];
  warnings: PriceWarning[];
}

// A pound figure (£8,000, £295/month, £5k) or a duration in weeks (1-3 weeks, 1 week).
export const FIGURE = /£\d[\d,.]*k?(?:\/(?:month|mo))?|\b\d+(?:\s*[-–]\s*\d+)?\s+weeks?\b/gi;
const figuresIn = (s: string) => [...new Set((s.match(FIGURE) ?? []).map((f) => f.replace(/[.,]$/, '')))];
const withoutTokens = (s: string) => s.replace(/\{offer:[^{}]*\}/g, ' ');
const plain = (s: string) =>
  s
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function sectionLabel(type: string, data: unknown): string {
  const label = isSectionType(type) ? SECTION_DEFINITIONS[type].label : type;
  const d = data as { heading?: unknown; headline?: unknown };
  const heading = typeof d?.heading === 'string' ? d.heading : typeof d?.headline === 'string' ? d.headline : '';
  return heading ? `${label}: ${heading}` : label;
}

/** Every string in a section's data outside its offer references. */
function strings(data: unknown): string[] {
  if (typeof data === 'string') return [data];
  if (Array.isArray(data)) return data.flatMap(strings);
  if (data && typeof data === 'object') {
    if (typeof (data as OfferRef).offerId === 'string') return [];
    return Object.values(data).flatMap(strings);
  }
  return [];
}

export function auditPrices(
  pages: PricedPage[],
  offers: PricedOffer[],
  extra: { metas?: PricedMeta[]; costs?: PricedCosts } = {},
): PriceAudit {
  const byId = new Map(offers.map((o) => [o.id, o]));
  const values = offerTokenValues(offers);
  const placements: OfferPlacement[] = [];
  const mentions: TextMention[] = [];
  const c = extra.costs;
  const buildCost = c ? `£${(c.calculatorBuildCost ?? c.launchBuildCost).toLocaleString('en-GB')}` : undefined;
  const mention = (where: Omit<TextMention, 'text' | 'shown' | 'figures' | 'followed' | 'literal'>, raw: string) => {
    const text = plain(raw);
    const tokens = offerTokensIn(text);
    // {buildCost} (the calculator's note) quotes the calculator build cost: the Launch Build's unless set apart.
    const quotesCost = buildCost !== undefined && text.includes('{buildCost}');
    const shown = fillOfferTokens(quotesCost ? text.replaceAll('{buildCost}', buildCost) : text, values);
    const figures = figuresIn(shown);
    if (figures.length === 0 && tokens.length === 0) return;
    const followed = tokens.map(
      (t) => `${byId.get(t.offerId)?.name ?? t.offerId}: ${OFFER_TOKEN_LABELS[t.field].split(' (')[0]}`,
    );
    if (quotesCost) followed.push('the calculator build cost');
    mentions.push({ ...where, text, shown, figures, followed: [...new Set(followed)], literal: figuresIn(withoutTokens(text)) });
  };
  for (const page of pages) {
    for (const s of page.doc.sections) {
      const where = { page: page.slug, pageTitle: page.title, sectionId: s.id, section: sectionLabel(s.type, s.data) };
      for (const { ref } of findOfferRefs(s.data)) {
        const o = byId.get(ref.offerId);
        if (!o) continue;
        const shownPrice = ref.priceOverride?.trim() || o.price;
        const shownTimeline = ref.timelineOverride?.trim() || o.timeline;
        placements.push({
          ...where,
          offerId: o.id,
          offerName: o.name,
          basePrice: o.price,
          baseTimeline: o.timeline,
          shownPrice,
          shownTimeline,
          overridden: shownPrice !== o.price || shownTimeline !== o.timeline,
          hidden: s.hidden,
        });
      }
      for (const text of strings(s.data)) mention({ kind: 'page', ...where }, text);
    }
  }
  for (const m of extra.metas ?? []) {
    mention({ kind: 'meta', page: m.path, pageTitle: m.name, sectionId: 'meta', section: 'Meta description' }, m.description);
  }
  const warnings = [...placementWarnings(offers, placements), ...textWarnings(offers, mentions, values)];
  if (extra.costs) {
    mentions.push(...costMentions(extra.costs));
    warnings.push(...costWarnings(extra.costs));
  }
  return { placements, mentions, warnings };
}

/** The build costs as two more places a figure appears (the calculator's note and the enquiry form). */
function costMentions(c: PricedCosts): TextMention[] {
  const gbp = (n: number) => `£${n.toLocaleString('en-GB')}`;
  const row = (sectionId: string, section: string, own: number | null, sentence: (v: string) => string): TextMention => {
    const shown = sentence(gbp(own ?? c.launchBuildCost));
    return {
      kind: 'setting',
      page: 'settings',
      pageTitle: 'Settings',
      sectionId,
      section,
      text: own === null ? sentence('{Launch Build amount}') : shown,
      shown,
      figures: [gbp(own ?? c.launchBuildCost)],
      followed: own === null ? ['Launch Build: Amount only'] : [],
      literal: own === null ? [] : [gbp(own)],
    };
  };
  return [
    row('calculator', 'Savings calculator (Home, Packages, Calculator)', c.calculatorBuildCost, (v) => `Custom build from ${v}`),
    row('enquiry', 'Enquiry form savings', c.enquiryBuildCost, (v) => `Potential savings after a ${v} build`),
  ];
}

function placementWarnings(offers: PricedOffer[], placements: OfferPlacement[]): PriceWarning[] {
  const warnings: PriceWarning[] = [];
  for (const o of offers) {
    const shown = placements.filter((p) => p.offerId === o.id && !p.hidden);
    const readings = new Map<string, string[]>();
    for (const p of shown) {
      const key = `${p.shownPrice} · ${p.shownTimeline}`;
      readings.set(key, [...(readings.get(key) ?? []), p.pageTitle]);
    }
    if (readings.size > 1) {
      const list = [...readings].map(([figures, where]) => `${figures} (${[...new Set(where)].join(', ')})`).join('; ');
      warnings.push({ offerId: o.id, message: `${o.name} shows different figures on different pages: ${list}.` });
    }
  }
  return warnings;
}
