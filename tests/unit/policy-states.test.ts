import { describe, expect, it } from 'vitest';
import { issueRecord, ownerOnlySummary, pageChange, postRecord, staffAccountRecord } from '../../src/lib/policy/states.ts';
import { findOfferRefs } from '../../src/lib/page-content/offer-refs.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';

// A record's state as the policy reads it (issue 37): the same functions on the server and in the admin UI.
describe('the states the policy asks about', () => {
  it('reads a newsletter issue’s status, and a post’s publishing and bin', () => {
    expect(issueRecord(null).state).toBe('new');
    expect(issueRecord({ status: 'queuing' }).state).toBe('sending');
    expect(issueRecord({ status: 'queued' }).state).toBe('sent');
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(postRecord(null).state).toBe('new');
    expect(postRecord({ published: false, publishedAt: null }, now).state).toBe('draft');
    expect(postRecord({ published: true, publishedAt: '2026-11-29T09:00:00Z' }, now).state).toBe('scheduled');
    expect(postRecord({ published: true, publishedAt: '2026-11-27T09:00:00Z' }, now).state).toBe('published');
    expect(postRecord({ published: true, publishedAt: null, deletedAt: '2026-11-28T10:00:00Z' }, now).state).toBe('binned');
    expect(staffAccountRecord('me', 'me').state).toBe('self');
    expect(staffAccountRecord('me', 'you').state).toBe('other');
    expect(staffAccountRecord('me', null).state).toBe('new');
  });

  it('judges a page change by what it touches, once per field across the documents it replaces', () => {
    const doc: PageDocument = {
      sections: [
        {
          id: 'cards',
          type: 'packageTable',
          data: { items: [{ offer: { offerId: 'launch-build' } }], cta: { label: 'Book a call', booking: true } },
        } as never,
      ],
    };
    const priced = structuredClone(doc);
    findOfferRefs(priced.sections[0]!.data)[0]!.ref.priceOverride = '£1';
    expect(pageChange([doc, doc]).record.state).toEqual(['ordinary']);
    const restore = pageChange([doc, priced], [doc, priced]);
    expect(restore.record.state).toEqual(['ordinary', 'offerFigures']);
    expect(restore.changes).toHaveLength(1);
    const linked = structuredClone(priced);
    Object.assign((linked.sections[0]!.data as { cta: object }).cta, { booking: false, href: 'https://evil.example' });
    const both = pageChange([doc, linked]);
    expect(both.record.state).toEqual(['ordinary', 'offerFigures', 'bookingLinks']);
    expect(ownerOnlySummary(both.changes)).toBe('a price or timeline the owner set and where a button sends people');
  });
});
