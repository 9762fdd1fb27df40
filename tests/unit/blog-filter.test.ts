import { describe, expect, it } from 'vitest';
import { blogListHref, filterPosts, normaliseQuery, pageCountFor, parsePage } from '../../src/lib/blog/filter.ts';
import { CATEGORY_CHIPS, EDITOR_CATEGORIES, normaliseCategory } from '../../src/lib/blog/categories.ts';
import { formatPostDate } from '../../src/lib/blog/format.ts';
import { parseReadingList, withPost, withoutPost } from '../../src/lib/blog/reading-list.ts';

const posts = [
  { title: 'Costs of SaaS', excerpt: 'Five-year maths', category: 'Software Development' },
  { title: 'AI for quotes', excerpt: 'Drafting with 50% less typing', category: 'AI & Automation' },
  { title: 'Cyber Essentials', excerpt: 'A checklist for SaaS users', category: 'Cybersecurity' },
];

describe('blog list filter', () => {
  it('matches title or excerpt case-insensitively, AND the category', () => {
    expect(filterPosts(posts, { q: 'saas', category: '' }).map((p) => p.title)).toEqual(['Costs of SaaS', 'Cyber Essentials']);
    expect(filterPosts(posts, { q: 'SAAS', category: 'Cybersecurity' }).map((p) => p.title)).toEqual(['Cyber Essentials']);
    expect(filterPosts(posts, { q: 'saas', category: 'AI & Automation' })).toEqual([]);
    expect(filterPosts(posts, { q: '  ', category: '' })).toHaveLength(3);
  });

  it('treats wildcard characters literally', () => {
    expect(filterPosts(posts, { q: '50%', category: '' }).map((p) => p.title)).toEqual(['AI for quotes']);
    expect(filterPosts(posts, { q: '%', category: '' })).toHaveLength(1);
    expect(filterPosts(posts, { q: '_', category: '' })).toHaveLength(0);
  });

  it('reads query-string values defensively', () => {
    expect(normaliseQuery('  x  ')).toBe('x');
    expect(normaliseQuery('a'.repeat(500))).toHaveLength(100);
    expect(normaliseCategory('All')).toBe('');
    expect(normaliseCategory(null)).toBe('');
    expect(normaliseCategory('Cybersecurity')).toBe('Cybersecurity');
    expect(parsePage('3')).toBe(3);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '9999999']) expect(parsePage(bad)).toBe(1);
    expect(pageCountFor(0)).toBe(1);
    expect(pageCountFor(12)).toBe(1);
    expect(pageCountFor(13)).toBe(2);
  });

  it('builds shareable addresses', () => {
    expect(blogListHref({ q: '', category: '' })).toBe('/blog');
    expect(blogListHref({ q: ' cost & time ', category: 'AI & Automation', page: 2 })).toBe(
      '/blog?q=cost+%26+time&category=AI+%26+Automation&page=2',
    );
    expect(blogListHref({ q: '', category: 'E-commerce', page: 1 })).toBe('/blog?category=E-commerce');
  });

  it('offers the spec chips and the editor default', () => {
    expect(CATEGORY_CHIPS).toEqual([
      'All',
      'Software Development',
      'AI & Automation',
      'Web Design',
      'Mobile Apps',
      'Cybersecurity',
      'Cloud Computing',
      'E-commerce',
      'Software Architecture',
    ]);
    expect(EDITOR_CATEGORIES[0]).toBe('Technology');
    expect(EDITOR_CATEGORIES).not.toContain('All');
  });
});

describe('formatPostDate', () => {
  it('uses en-GB long dates in UK time', () => {
    expect(formatPostDate('2024-03-14T09:00:00Z')).toBe('14 March 2024');
    // 23:30 UTC on 31 May is 00:30 on 1 June in London (BST).
    expect(formatPostDate('2024-05-31T23:30:00Z')).toBe('1 June 2024');
    expect(formatPostDate(null)).toBe('');
    expect(formatPostDate('nonsense')).toBe('');
  });
});

describe('reading list', () => {
  it('adds, moves to the front, removes and survives junk in storage', () => {
    let list = withPost([], { slug: 'a', title: 'A' }, '2024-01-01T00:00:00Z');
    list = withPost(list, { slug: 'b', title: 'B' });
    list = withPost(list, { slug: 'a', title: 'A2' });
    expect(list.map((p) => [p.slug, p.title])).toEqual([
      ['a', 'A2'],
      ['b', 'B'],
    ]);
    expect(withoutPost(list, 'a').map((p) => p.slug)).toEqual(['b']);
    expect(parseReadingList(JSON.stringify(list))).toEqual(list);
    expect(parseReadingList('not json')).toEqual([]);
    expect(parseReadingList('{"slug":"a"}')).toEqual([]);
    expect(parseReadingList(JSON.stringify([{ slug: '../x', title: 't', savedAt: '' }, { slug: 1 }, list[0]]))).toEqual([
      list[0],
    ]);
  });
});
