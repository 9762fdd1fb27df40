import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, isValidSlug, slugify } from '../../src/lib/blog/slugify.ts';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  What Your SaaS Stack Really Costs  ', 'what-your-saas-stack-really-costs'],
    ['AI & Automation: 5 quick wins!', 'ai-automation-5-quick-wins'],
    ['--Leading and trailing--', 'leading-and-trailing'],
    ['Multiple   spaces___and---hyphens', 'multiple-spaces-and-hyphens'],
    ['E-commerce in 2024', 'e-commerce-in-2024'],
    ['£5,000 builds (from)', '5-000-builds-from'],
    ['UPPER lower MiXeD', 'upper-lower-mixed'],
    ['Café déjà vu', 'cafe-deja-vu'],
    ['<script>alert(1)</script>', 'script-alert-1-script'],
    ['../../etc/passwd', 'etc-passwd'],
    ['already-a-slug', 'already-a-slug'],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('gives an empty string when nothing alphanumeric is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('!!! --- ???')).toBe('');
    expect(slugify('🙂🙂')).toBe('');
  });

  it('limits the length to 100 and never ends with a hyphen', () => {
    const long = slugify('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long.length).toBeGreaterThan(SLUG_MAX_LENGTH / 2);
    expect(long).toMatch(/^word(-word)+$/);
    const unbroken = slugify('a'.repeat(250));
    expect(unbroken).toBe('a'.repeat(100));
  });

  it('is idempotent and its output is valid', () => {
    for (const t of ['Hello World', 'AI & Automation', 'x'.repeat(300), 'Café']) {
      const s = slugify(t);
      expect(slugify(s)).toBe(s);
      expect(isValidSlug(s)).toBe(true);
    }
  });

  it('isValidSlug rejects what slugify would change', () => {
    for (const bad of ['', 'Hello', 'a--b', '-a', 'a-', 'a b', 'a/b', 'a'.repeat(101)]) expect(isValidSlug(bad)).toBe(false);
  });
});
