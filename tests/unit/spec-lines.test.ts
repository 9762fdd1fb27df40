// Lines of SPEC.md with nothing for a browser to see (issue 38's spec trace): the button looks
// the interface offers, and the five sample articles 'Add Existing Blogs' adds.
import { describe, expect, it } from 'vitest';
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonClasses } from '../../src/components/ui/button-styles.ts';
import { EXISTING_BLOG_POSTS } from '../../src/lib/server/seed/seed-data/blog-posts.ts';

describe('interface defaults (SPEC.md 9)', () => {
  it('offers the button variants default, destructive, outline, secondary, ghost, link, hero, heroSecondary, mustard and the sizes default, sm, lg, xl, icon', () => {
    for (const variant of [
      'default',
      'destructive',
      'outline',
      'secondary',
      'ghost',
      'link',
      'hero',
      'heroSecondary',
      'mustard',
    ] as const)
      expect(Object.keys(BUTTON_VARIANTS)).toContain(variant);
    expect(Object.keys(BUTTON_SIZES)).toEqual(['default', 'sm', 'lg', 'xl', 'icon']);
    // One primary look (docs/design.md): the spec's default, hero and mustard are the same button.
    expect(new Set([buttonClasses('default'), buttonClasses('hero'), buttonClasses('mustard')]).size).toBe(1);
    expect(buttonClasses('destructive', 'icon')).toBe('btn btn-destructive btn-icon');
  });
});

describe('the sample articles (SPEC.md 9, Admin)', () => {
  it('are 5, across 5 categories, dated between January and December 2024', () => {
    expect(EXISTING_BLOG_POSTS).toHaveLength(5);
    expect(new Set(EXISTING_BLOG_POSTS.map((p) => p.category)).size).toBe(5);
    for (const p of EXISTING_BLOG_POSTS) expect(p.publishedAt >= '2024-01-01' && p.publishedAt < '2025-01-01').toBe(true);
  });
});
