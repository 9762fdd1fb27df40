// Issue 40 item 5: slugs folded to plain letters, limits kept with a note, pictures once each.
import { describe, expect, it } from 'vitest';
import { dedupePictures, pictureProblem } from '../../src/lib/server/import/pictures.ts';
import { chooseSlug, fitTags, fitTitle, importSlug, tidyNotes } from '../../src/lib/server/import/text.ts';

describe('importSlug', () => {
  it('folds accents, letters without decompositions, Cyrillic and Greek to ASCII', () => {
    expect(importSlug('Crème Brûlée')).toBe('creme-brulee');
    expect(importSlug('Straße & Ærø, Łódź')).toBe('strasse-aero-lodz');
    expect(importSlug('Гончарная мастерская')).toBe('goncharnaia-masterskaia');
    expect(importSlug('Καλημέρα')).toBe('kalimera');
    expect(importSlug('陶芸')).toBe('');
  });

  it('stays within 80 characters, ending on a whole word', () => {
    const slug = importSlug('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('word')).toBe(true);
  });
});

describe('chooseSlug, fitTitle, fitTags, tidyNotes', () => {
  it('falls back to the next candidate, then to the fallback, with notes', () => {
    const notes: string[] = [];
    expect(chooseSlug(['陶芸', 'Pottery trip'], 'post-1', notes)).toBe('pottery-trip');
    expect(chooseSlug(['陶芸'], 'post-2', notes)).toBe('post-2');
    expect(notes).toHaveLength(2);
    expect(chooseSlug(['already-fine'], 'x', [])).toBe('already-fine');
  });

  it('names an untitled item and keeps tags unique and within the blog’s limits', () => {
    const notes: string[] = [];
    expect(fitTitle('   ', notes)).toBe('Untitled');
    const tags = fitTags(['One', 'one', ...Array.from({ length: 25 }, (_, i) => `Tag ${i}`), 'x'.repeat(50)], notes);
    expect(tags).toHaveLength(20);
    expect(tags[0]).toBe('One');
    expect(notes.join(' ')).toMatch(/first 20 were kept/);
  });

  it('says a repeated note once with its count', () => {
    expect(tidyNotes(['a', 'b', 'a', 'a', 'c', 'c'])).toEqual(['a (3 times)', 'b', 'c (twice)']);
  });
});

describe('pictures', () => {
  it('knows which addresses the import will refuse to fetch', () => {
    expect(pictureProblem('https://old.example/a.jpg')).toBeNull();
    expect(pictureProblem('http://203.0.113.9/a.jpg')).toMatch(/private or local/); // documentation range
    expect(pictureProblem('http://localhost:8080/a.jpg')).toMatch(/private or local/);
    expect(pictureProblem('ftp://old.example/a.jpg')).toMatch(/ftp: address/);
    expect(pictureProblem('/content/images/a.jpg')).toMatch(/not a complete web address/);
  });

  it('says nothing of a picture on a network OUTBOUND_ALLOW_NETWORKS opens (the import will fetch it)', () => {
    expect(pictureProblem('http://127.0.0.1:4321/a.png')).toMatch(/private or local/);
    expect(pictureProblem('http://127.0.0.1:4321/a.png', '127.0.0.1')).toBeNull();
    expect(pictureProblem('http://10.0.0.7/a.png', '127.0.0.1')).toMatch(/private or local/);
  });

  it('keeps the first of each address and fills a missing alt or caption from a later one', () => {
    expect(
      dedupePictures([
        { url: 'u', alt: '' },
        { url: 'v', alt: 'V' },
        { url: 'u', alt: 'U', caption: 'C' },
      ]),
    ).toEqual([
      { url: 'u', alt: 'U', caption: 'C' },
      { url: 'v', alt: 'V' },
    ]);
  });
});
