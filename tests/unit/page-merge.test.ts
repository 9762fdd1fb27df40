// The three-way merge of a page (issue 38, traps 1 and 2): fields one side changed are kept
// from that side; only a field both changed is a conflict, settled by the winner.
import { describe, expect, it } from 'vitest';
import { mergeDocuments } from '../../src/lib/admin/merge.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';

const doc = (hero: Record<string, unknown>, extra: PageDocument['sections'] = []): PageDocument => ({
  sections: [{ id: 'hero', type: 'PageHero', hidden: false, data: hero }, ...extra],
});
const base = doc({ headline: 'About us', intro: 'We build software.' });

describe('mergeDocuments', () => {
  it('keeps a headline only they changed and an intro only I changed, without a conflict', () => {
    const theirs = doc({ headline: 'About Northmill', intro: 'We build software.' });
    const mine = doc({ headline: 'About us', intro: 'We build software you own.' });
    const r = mergeDocuments(base, mine, theirs);
    expect(r.conflicts).toEqual([]);
    expect(r.merged.sections[0]!.data).toEqual({ headline: 'About Northmill', intro: 'We build software you own.' });
    expect(r.fromTheirs).toEqual([{ section: 'hero', field: 'headline' }]);
  });

  it('names a field both changed as the only conflict, and the winner settles it', () => {
    const theirs = doc({ headline: 'Theirs', intro: 'Their intro.' });
    const mine = doc({ headline: 'Mine', intro: 'We build software.' });
    const r = mergeDocuments(base, mine, theirs, 'mine');
    expect(r.conflicts).toEqual([{ section: 'hero', field: 'headline' }]);
    expect(r.merged.sections[0]!.data).toEqual({ headline: 'Mine', intro: 'Their intro.' });
    expect(mergeDocuments(base, mine, theirs, 'theirs').merged.sections[0]!.data).toMatchObject({ headline: 'Theirs' });
  });

  it('the same change on both sides is no conflict', () => {
    const both = doc({ headline: 'Same', intro: 'We build software.' });
    expect(mergeDocuments(base, both, both).conflicts).toEqual([]);
  });

  it('keeps a section only they added, where they added it, and drops one only I removed', () => {
    const faq = { id: 'faq', type: 'Faq', hidden: false, data: { items: [] } };
    const cta = { id: 'cta', type: 'Cta', hidden: false, data: { label: 'Go' } };
    const start = doc({ headline: 'A' }, [cta]);
    const theirs = doc({ headline: 'A' }, [faq, cta]);
    const mine = doc({ headline: 'A' });
    const r = mergeDocuments(start, mine, theirs);
    expect(r.merged.sections.map((s) => s.id)).toEqual(['hero', 'faq']);
    expect(r.conflicts).toEqual([]);
  });

  it('a section one side removed and the other changed is a conflict', () => {
    const cta = { id: 'cta', type: 'Cta', hidden: false, data: { label: 'Go' } };
    const start = doc({ headline: 'A' }, [cta]);
    const theirs = doc({ headline: 'A' }, [{ ...cta, data: { label: 'Start' } }]);
    const r = mergeDocuments(start, doc({ headline: 'A' }), theirs);
    expect(r.conflicts).toEqual([{ section: 'cta', field: 'section' }]);
    expect(r.merged.sections.map((s) => s.id)).toEqual(['hero']);
  });

  it('keeps the order only one side changed', () => {
    const a = { id: 'a', type: 'T', hidden: false, data: {} };
    const b = { id: 'b', type: 'T', hidden: false, data: {} };
    const start: PageDocument = { sections: [a, b] };
    const theirs: PageDocument = { sections: [b, a] };
    const mine: PageDocument = { sections: [a, { ...b, hidden: true }] };
    const r = mergeDocuments(start, mine, theirs);
    expect(r.merged.sections.map((s) => [s.id, s.hidden])).toEqual([
      ['b', true],
      ['a', false],
    ]);
    expect(r.conflicts).toEqual([]);
  });
});
