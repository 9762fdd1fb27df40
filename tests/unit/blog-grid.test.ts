import { describe, expect, it } from 'vitest';
import { gridSpans } from '../../src/lib/blog/grid.ts';
import { blogGridClasses } from '../../src/components/islands/blog/PostCard.tsx';

/** Places spans row by row as CSS grid auto-placement does; fails on any hole. */
function holes(spans: number[], columns: number): number {
  let used = 0;
  let empty = 0;
  for (const span of spans) {
    if (span > columns) throw new Error(`span ${span} wider than ${columns} columns`);
    if (used + span > columns) {
      empty += columns - used;
      used = 0;
    }
    used = (used + span) % columns;
  }
  return empty + (used ? columns - used : 0);
}

/** Every featured/plain pattern of n posts. */
function patterns(n: number): boolean[][] {
  return Array.from({ length: 2 ** n }, (_, bits) => Array.from({ length: n }, (_, i) => Boolean(bits & (1 << i))));
}

describe('blog grid', () => {
  it('fills every row at two and three columns for 0 to 10 posts, featured anywhere', () => {
    for (let n = 0; n <= 10; n++)
      for (const featured of patterns(n)) {
        const wants = featured.map((f) => (f ? 2 : 1));
        for (const columns of [2, 3]) {
          const spans = gridSpans(wants, columns);
          expect(spans).toHaveLength(n);
          expect(holes(spans, columns), `${columns} columns, ${featured.map(Number).join('')}`).toBe(0);
        }
      }
  });

  it('keeps a featured card wide and plain cards narrow when they already fit', () => {
    expect(gridSpans([2, 1, 1, 1, 1], 3)).toEqual([2, 1, 1, 1, 1]);
    expect(gridSpans([1, 1, 1, 1], 2)).toEqual([1, 1, 1, 1]);
    expect(gridSpans([1, 1, 1, 1, 1, 1], 3)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('widens the last card of a short final row', () => {
    expect(gridSpans([1, 1, 1, 1], 3)).toEqual([1, 1, 1, 3]);
    expect(gridSpans([1, 1, 1], 2)).toEqual([1, 1, 2]);
    expect(gridSpans([1, 1, 1, 1, 1], 3)).toEqual([1, 1, 1, 1, 2]);
  });

  it('closes a row a featured card cannot join by widening the card before it', () => {
    expect(gridSpans([1, 2, 1], 2)).toEqual([2, 2, 2]);
    expect(gridSpans([1, 1, 2, 1], 3)).toEqual([1, 2, 2, 1]);
  });

  it('names a class for every breakpoint, one column below sm', () => {
    expect(blogGridClasses([true, false, false])).toEqual([
      'sm:col-span-2 lg:col-span-2',
      'sm:col-span-1 lg:col-span-1',
      'sm:col-span-1 lg:col-span-3',
    ]);
  });
});
