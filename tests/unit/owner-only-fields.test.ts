import { describe, expect, it } from 'vitest';
import { ownerOnlyChanges } from '../../src/lib/page-content/owner-only-fields.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';
import { auditSentence } from '../../src/lib/audit-sentence.ts';
import { valueDifferences } from '../../src/lib/admin/versions.ts';

// Which page-document changes only the owner may make (issue 24, finding 7), matched by what
// they are rather than where they sit, so reordering is never mistaken for a change.

const card = (offerId: string, o: { priceOverride?: string; timelineOverride?: string } = {}) => ({ offer: { offerId, ...o } });
const button = (label: string, o: { href?: string; booking?: boolean } = {}) => ({
  label,
  href: o.href ?? '',
  booking: o.booking ?? false,
});
const doc = (...data: Record<string, unknown>[]): PageDocument => ({
  sections: data.map((d, i) => ({ id: `s${i}`, type: 'packages', hidden: false, data: d })),
});

describe('ownerOnlyChanges', () => {
  const base = doc({
    cards: [card('launch-build', { priceOverride: 'From £8,000' }), card('care-plan')],
    cta: button('Book a call', { booking: true }),
  });

  it('allows ordinary edits, reordering cards and adding a card without an override', () => {
    const moved = doc({
      cards: [card('care-plan'), card('launch-build', { priceOverride: 'From £8,000' }), card('care-plan')],
      cta: button('Book a call today', { booking: true }),
      heading: 'New words',
    });
    expect(ownerOnlyChanges(base, moved)).toEqual([]);
  });

  it('names the field of a changed, added or removed price or timeline override', () => {
    const changed = doc({
      cards: [card('launch-build', { priceOverride: '£1 (was £8,000)' }), card('care-plan')],
      cta: base.sections[0]!.data as never,
    });
    expect(ownerOnlyChanges(base, changed)).toEqual([
      {
        path: 'sections.0.data.cards.0.offer.priceOverride',
        kind: 'offerFigures',
        rule: 'Price shown here: only the owner can change the price or timeline an offer shows (it is set under Prices).',
        message: expect.stringMatching(/^Price shown here: only the owner.* Your draft was not saved\.$/),
      },
    ]);
    const removed = doc({ cards: [card('launch-build'), card('care-plan')], cta: button('Book a call', { booking: true }) });
    expect(ownerOnlyChanges(base, removed)[0]!.path).toBe('sections.0.data.cards.0.offer.priceOverride');
    const timeline = doc({
      cards: [card('launch-build', { priceOverride: 'From £8,000' }), card('care-plan', { timelineOverride: '1 day' })],
      cta: button('Book a call', { booking: true }),
    });
    expect(ownerOnlyChanges(base, timeline)).toEqual([
      {
        path: 'sections.0.data.cards.1.offer.timelineOverride',
        kind: 'offerFigures',
        rule: expect.stringMatching(/^Timeline shown here: only the owner/),
        message: expect.stringMatching(/^Timeline shown here: only the owner/),
      },
    ]);
    // A new section with an override is a change too.
    expect(
      ownerOnlyChanges(base, {
        sections: [
          ...base.sections,
          ...doc({ x: card('care-plan', { priceOverride: '£0' }) }).sections.map((s) => ({ ...s, id: 'new' })),
        ],
      }),
    ).toHaveLength(1);
  });

  it('refuses pointing a button off the site and changing which buttons open the booking page', () => {
    const offSite = doc({
      cards: (base.sections[0]!.data as { cards: unknown[] }).cards,
      cta: button('Book a call', { href: 'https://evil.example' }),
    });
    expect(ownerOnlyChanges(base, offSite).map((c) => [c.path, c.kind])).toEqual([['sections.0.data.cta.href', 'bookingLinks']]);
    const plain = doc({
      cards: (base.sections[0]!.data as { cards: unknown[] }).cards,
      cta: button('Book a call', { href: '/contact' }),
    });
    expect(ownerOnlyChanges(base, plain)[0]!.message).toMatch(/^Opens the booking page \(button 'Book a call'\)/);
    const start = doc({ cta: button('Read more', { href: '/process' }) });
    expect(ownerOnlyChanges(start, doc({ cta: button('Read more', { href: 'https://evil.example' }) }))[0]).toMatchObject({
      path: 'sections.0.data.cta.href',
      message: expect.stringMatching(/^Button link \(button 'Read more'\): only the owner can point a button at another website/),
    });
    expect(ownerOnlyChanges(start, doc({ cta: button('Read more', { booking: true }) }))[0]!.path).toBe(
      'sections.0.data.cta.booking',
    );
    // Site paths, anchors, mailto: and tel: are ordinary links.
    for (const href of ['/contact', '#faq', 'mailto:hello@northmill.example', 'tel:+441614960123'])
      expect(ownerOnlyChanges(start, doc({ cta: button('Read more', { href }) }))).toEqual([]);
  });
});

describe('valueDifferences', () => {
  it('lists each differing leaf, ignoring the version fields', () => {
    expect(
      valueDifferences(
        { title: 'Mine', tags: ['a'], version: 3, body: { x: 1 } },
        { title: 'Theirs', tags: ['a', 'b'], version: 4, body: { x: 1 } },
      ),
    ).toEqual([
      { path: 'title', mine: 'Mine', theirs: 'Theirs' },
      { path: 'tags.1', mine: '', theirs: 'b' },
    ]);
  });
});

describe('audit sentences of versions and drafts', () => {
  const e = (action: string, targetType: string, targetId: string, detail: Record<string, unknown>) =>
    auditSentence({
      actorId: 'x',
      actorEmail: 'olivia@northmill.example',
      actorName: 'Olivia Owner',
      action,
      targetType,
      targetId,
      detail,
    });
  it('reads as sentences', () => {
    expect(e('content.saveDraft', 'content_page', 'about', { saves: 14 })).toBe(
      'Olivia Owner changed the draft of the page ‘/about’ (14 saves)',
    );
    expect(e('content.publish', 'content_page', 'about', { draftAuthors: [{ name: 'Sam Patel' }, { name: 'Jo Reid' }] })).toBe(
      'Olivia Owner published changes to the page ‘/about’, a draft by Sam Patel and Jo Reid',
    );
    expect(e('version.overwrite', 'offer', 'launch-build', { replacedBy: 'Alex Smith' })).toBe(
      'Olivia Owner knowingly saved over Alex Smith’s newer version of the offer',
    );
  });
});
