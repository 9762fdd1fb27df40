/*
 * Every price and timeline the site shows, for the Prices view: each placement of an offer (with
 * its base figures beside what the placement shows), every figure written into ordinary copy, and
 * warnings where one offer reads differently on different pages or copy quotes an old figure.
 */
import type { PageDocument } from './page-document.ts';
import { findOfferRefs, type OfferRef } from './offer-refs.ts';
import { SECTION_DEFINITIONS, isSectionType } from './sections/index.ts';

export interface PricedOffer {
  id: string;
  name: string;
  price: string;
  timeline: string;
}

export interface PricedPage {
  slug: string;
  title: string;
  doc: PageDocument;
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
  page: string;
  pageTitle: string;
  sectionId: string;
  section: string;
  text: string;
  figures: string[];
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
const FIGURE = /£\d[\d,.]*k?(?:\/(?:month|mo))?|\b\d+(?:\s*[-–]\s*\d+)?\s+weeks?\b/gi;
const pounds = (s: string) => s.match(/£\d[\d,.]*k?/gi) ?? [];

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

export function auditPrices(pages: PricedPage[], offers: PricedOffer[]): PriceAudit {
  const byId = new Map(offers.map((o) => [o.id, o]));
  const placements: OfferPlacement[] = [];
  const mentions: TextMention[] = [];
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
      for (const text of strings(s.data)) {
        const figures = text.match(FIGURE);
        if (figures) mentions.push({ ...where, text, figures: [...new Set(figures)] });
      }
    }
  }
  return { placements, mentions, warnings: warningsFor(offers, placements, mentions) };
}

/**
 * Pound figures the copy attributes to `offer` that the offer no longer has. Within a sentence a
 * figure belongs to the nearest offer named before it ("A Discovery Sprint is £1,500. A Launch
 * Build starts from £8,000" quotes one figure for each).
 */
function staleFigures(text: string, offer: PricedOffer, offers: PricedOffer[]): string[] {
  const base = new Set(pounds(offer.price));
  const stale: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    for (const match of sentence.matchAll(/£\d[\d,.]*k?/gi)) {
      const before = sentence.slice(0, match.index);
      let nearest: PricedOffer | undefined;
      let at = -1;
      for (const o of offers) {
        const i = before.lastIndexOf(o.name);
        if (i > at) [nearest, at] = [o, i];
      }
      const figure = match[0].replace(/[.,]$/, '');
      if (nearest === offer && !base.has(figure)) stale.push(figure);
    }
  }
  return [...new Set(stale)];
}

function warningsFor(offers: PricedOffer[], placements: OfferPlacement[], mentions: TextMention[]): PriceWarning[] {
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
    for (const m of mentions) {
      const stale = staleFigures(m.text, o, offers);
      if (stale.length > 0) {
        warnings.push({
          offerId: o.id,
          message: `${m.pageTitle}, ${m.section}: the text quotes ${stale.join(', ')} for ${o.name}, whose price is ${o.price}.`,
        });
      }
    }
  }
  return warnings;
}
