import { describe, expect, it } from 'vitest';
import { diffWords, htmlToText } from '../../src/lib/page-content/diff.ts';
import { compareEntries, offerEntries, pageEntries, postEntries } from '../../src/lib/revisions/revision-diff.ts';

const side = (segments: ReturnType<typeof diffWords>, keep: 'ins' | 'del') =>
  segments
    .filter((s) => s.op === 'same' || s.op === keep)
    .map((s) => s.text)
    .join('');

describe('word diff', () => {
  it('marks only the words that changed', () => {
    expect(diffWords('Launch Build from £8,000 in 3–6 weeks', 'Launch Build from £5,000 in 1–3 weeks')).toEqual([
      { op: 'same', text: 'Launch Build from ' },
      { op: 'del', text: '£8,000' },
      { op: 'ins', text: '£5,000' },
      { op: 'same', text: ' in ' },
      { op: 'del', text: '3–6' },
      { op: 'ins', text: '1–3' },
      { op: 'same', text: ' weeks' },
    ]);
  });

  it('groups nearby word changes into one removed and one added phrase', () => {
    expect(diffWords('Scope it, build it, keep it running. Each stage', 'Scope it, build it, run it. Each stage')).toEqual([
      { op: 'same', text: 'Scope it, build it, ' },
      { op: 'del', text: 'keep it running.' },
      { op: 'ins', text: 'run it.' },
      { op: 'same', text: ' Each stage' },
    ]);
  });

  it('rebuilds either side from its segments, even for long texts compared line by line', () => {
    const a = Array.from({ length: 3000 }, (_, i) => `line ${i} word`).join('\n');
    const b = a.replace('line 10 word', 'line ten word').replace('line 2900 word', 'changed');
    const pairs: [string, string][] = [
      ['', 'new text'],
      ['old text', ''],
      [a, b],
    ];
    for (const [x, y] of pairs) {
      const d = diffWords(x, y);
      expect(side(d, 'del')).toBe(x);
      expect(side(d, 'ins')).toBe(y);
    }
    expect(diffWords('same', 'same')).toEqual([{ op: 'same', text: 'same' }]);
  });

  it('compares a long text with few changes word by word, and a rewrite line by line', () => {
    const long = Array.from({ length: 3000 }, (_, i) => `line ${i} word`).join('\n');
    const changed = diffWords(long, long.replace('line 10 word', 'line ten word')).filter((s) => s.op !== 'same');
    expect(changed).toEqual([
      { op: 'del', text: '10' },
      { op: 'ins', text: 'ten' },
    ]);
    // 120 words changed out of 160: past the word budget, so whole lines; the untouched line stays.
    const lines = (w: string) => Array.from({ length: 40 }, (_, i) => (i === 20 ? 'Kept as it was.' : `${w} ${i} ${w} ${w}.`));
    const rewrite = diffWords(lines('old').join('\n'), lines('new').join('\n'));
    expect(rewrite.map((s) => s.op)).toEqual(['del', 'ins', 'same', 'del', 'ins']);
    expect(rewrite[2]).toEqual({ op: 'same', text: 'Kept as it was.\n' });
    expect(side(rewrite, 'del')).toBe(lines('old').join('\n'));
  });

  it('reads stored HTML as text with one block per line', () => {
    expect(htmlToText('<h2>Costs</h2><p>From <strong>£5,000</strong> &amp; up</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Costs\nFrom £5,000 & up\n• One\n• Two',
    );
  });
});

describe('revision comparison', () => {
  const label = (type: string) => ({ hero: 'Hero', faq: 'FAQ group' })[type] ?? type;

  it('lists changed page fields by section id, including order and visibility', () => {
    const before = {
      sections: [
        { id: 'top', type: 'hero', data: { heading: 'Software that fits', items: ['a'] } },
        { id: 'questions', type: 'faq', hidden: false, data: { items: [{ q: 'Cost?', a: '<p>From £5,000</p>' }] } },
      ],
    };
    const after = {
      sections: [
        { id: 'questions', type: 'faq', hidden: true, data: { items: [{ q: 'Cost?', a: '<p>From £6,000</p>' }] } },
        { id: 'top', type: 'hero', data: { heading: 'Software that fits', items: [] } },
      ],
    };
    const changes = compareEntries(pageEntries(before, label), pageEntries(after, label));
    expect(changes.map((c) => [c.label, c.change])).toEqual([
      ['Sections in order', 'changed'],
      ['FAQ group “questions” › Hidden from visitors', 'changed'],
      ['FAQ group “questions” › Items › 1 › A', 'changed'],
      ['Hero “top” › Items', 'added'],
      ['Hero “top” › Items › 1', 'removed'],
    ]);
    expect(changes[2]?.segments).toEqual([
      { op: 'same', text: 'From ' },
      { op: 'del', text: '£5,000' },
      { op: 'ins', text: '£6,000' },
    ]);
  });

  it('compares post fields and leaves unchanged ones out', () => {
    const a = { title: 'Why bespoke', content: '<p>Old body</p>', category: 'Guides' };
    const b = { ...a, content: '<p>New body</p>' };
    const changes = compareEntries(postEntries(a), postEntries(b));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ label: 'Article', change: 'changed' });
  });

  it('compares offer fields, a changed point as a changed line and the other points kept', () => {
    const base = {
      name: 'Launch Build',
      subtitle: 'A first version, live',
      price: 'From £8,000',
      priceNote: '',
      timeline: '3-6 weeks',
      description: 'A working product your customers can use.',
      bullets: ['Discovery workshop', 'Fixed price', 'Two rounds of changes'],
    };
    const changes = compareEntries(
      offerEntries(base),
      offerEntries({ ...base, price: 'From £9,250', bullets: ['Discovery workshop', 'Fixed price', 'Three rounds of changes'] }),
    );
    expect(changes.map((c) => c.label)).toEqual(['Price', 'What is included']);
    const points = changes[1]!.segments;
    expect(side(points, 'del')).toBe(base.bullets.join('\n'));
    expect(points.filter((s) => s.op !== 'same').map((s) => s.text)).toEqual(['Two', 'Three']);
  });
});
