/*
 * Fields of a page document only the owner may change (issue 24, finding 7), the same rules as
 * the actions they would otherwise get round: a price or timeline shown in place of an offer's
 * own (admin.prices.updateOffer is owner-only) and where a button sends people off the site or
 * to the booking page (the booking link is an owner-only setting, docs/security.md).
 *
 * Sections are matched by id and buttons and offer cards by what they are, not by position, so
 * moving or reordering one is not a change; adding, altering or removing one of these values is.
 */
import { findOfferRefs } from './offer-refs.ts';
import type { PageDocument } from './page-document.ts';

export interface OwnerOnlyChange {
  /** Path inside the document: 'sections.2.data.cards.1.offer.priceOverride'. */
  path: string;
  /** What it touches, as the policy names it (src/lib/policy/rules.ts, the page's states). */
  kind: 'offerFigures' | 'bookingLinks';
  /** The rule in a sentence: 'Price shown here: only the owner can change …'. */
  rule: string;
  /** The rule and what happened to a draft save ('Your draft was not saved.'). */
  message: string;
}

const NOT_SAVED = 'Your draft was not saved.';

type Path = (string | number)[];

interface Button {
  label: string;
  href?: string;
  booking: boolean;
}

function isButton(v: unknown): v is Button {
  return typeof v === 'object' && v !== null && typeof (v as Button).booking === 'boolean' && 'label' in v;
}

function findButtons(data: unknown, path: Path = []): { button: Button; path: Path }[] {
  if (isButton(data)) return [{ button: data, path }];
  if (Array.isArray(data)) return data.flatMap((v, i) => findButtons(v, [...path, i]));
  if (typeof data === 'object' && data !== null) return Object.entries(data).flatMap(([k, v]) => findButtons(v, [...path, k]));
  return [];
}

/** An address that leaves the site: anything but a site path, an in-page anchor, mailto: or tel:. */
const offSite = (href: string | undefined) => {
  const h = (href ?? '').trim();
  return h !== '' && !h.startsWith('/') && !h.startsWith('#') && !/^(mailto|tel):/i.test(h);
};

/** What a button does, in the terms the rule cares about: the booking page, an outside address, or the site. */
const destination = (b: Button) => (b.booking ? 'booking' : offSite(b.href) ? `link:${(b.href ?? '').trim()}` : 'site');

const overrides = (ref: { priceOverride?: string | undefined; timelineOverride?: string | undefined }) =>
  `${ref.priceOverride?.trim() ?? ''}\u0000${ref.timelineOverride?.trim() ?? ''}`;

function bySection(doc: PageDocument) {
  return new Map(doc.sections.map((s) => [s.id, s]));
}

const quote = (s: string) => `'${s.length > 40 ? `${s.slice(0, 39)}…` : s}'`;

export function ownerOnlyChanges(before: PageDocument, after: PageDocument): OwnerOnlyChange[] {
  const old = bySection(before);
  const changes: OwnerOnlyChange[] = [];
  after.sections.forEach((section, i) => {
    const base: Path = ['sections', i, 'data'];
    const previous = old.get(section.id);

    // Offer cards: each (offer, overrides) pair must already be on this section.
    const oldRefs = previous ? findOfferRefs(previous.data) : [];
    for (const { ref, path } of findOfferRefs(section.data)) {
      const seen = oldRefs.filter((r) => r.ref.offerId === ref.offerId).map((r) => overrides(r.ref));
      const mine = overrides(ref);
      const known = seen.length > 0 ? seen.includes(mine) : mine === '\u0000';
      if (known) continue;
      const oldRef = oldRefs.find((r) => r.ref.offerId === ref.offerId)?.ref;
      const priceChanged = (ref.priceOverride?.trim() ?? '') !== (oldRef?.priceOverride?.trim() ?? '');
      const field = priceChanged ? 'priceOverride' : 'timelineOverride';
      const title = priceChanged ? 'Price shown here' : 'Timeline shown here';
      const rule = `${title}: only the owner can change the price or timeline an offer shows (it is set under Prices).`;
      changes.push({ path: [...base, ...path, field].join('.'), kind: 'offerFigures', rule, message: `${rule} ${NOT_SAVED}` });
    }

    // Buttons: the booking page or an outside address must already be a destination on this section.
    const oldButtons = previous ? findButtons(previous.data) : [];
    const oldDestinations = new Set(oldButtons.map((b) => destination(b.button)));
    for (const { button, path } of findButtons(section.data)) {
      const dest = destination(button);
      const samePlace = oldButtons.find((b) => b.path.join('.') === path.join('.'))?.button;
      const leftBooking = dest === 'site' && samePlace?.booking === true;
      if ((dest === 'site' || oldDestinations.has(dest)) && !leftBooking) continue;
      const field = dest === 'booking' || leftBooking ? 'booking' : 'href';
      const rule =
        field === 'booking'
          ? `Opens the booking page (button ${quote(button.label)}): only the owner can change which buttons open the booking page.`
          : `Button link (button ${quote(button.label)}): only the owner can point a button at another website. Use a page of this site, or ask the owner.`;
      changes.push({ path: [...base, ...path, field].join('.'), kind: 'bookingLinks', rule, message: `${rule} ${NOT_SAVED}` });
    }
  });
  return changes;
}
