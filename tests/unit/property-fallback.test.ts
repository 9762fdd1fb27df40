import { describe, expect, it } from 'vitest';
import { withPropertyFallbackOnly } from '../../src/lib/css/property-fallback.ts';

// Tailwind 4's output, as the page stylesheet has it after pruning.
const GUARD =
  '@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b))))';
const FALLBACK = '*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-leading:initial}';
const PROPERTIES =
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-leading{syntax:"*";inherits:false}';

describe('withPropertyFallbackOnly', () => {
  it('drops the @property rules and applies their fallback block in every browser', () => {
    const css = `@layer properties{${GUARD}{${FALLBACK}}}@layer utilities{.shadow{box-shadow:var(--tw-shadow)}}${PROPERTIES}`;
    expect(withPropertyFallbackOnly(css)).toBe(
      `@layer properties{${FALLBACK}}@layer utilities{.shadow{box-shadow:var(--tw-shadow)}}`,
    );
  });

  it('keeps the @property rules where there is no fallback block to stand in for them', () => {
    const css = `@layer utilities{.shadow{box-shadow:var(--tw-shadow)}}${PROPERTIES}`;
    expect(withPropertyFallbackOnly(css)).toBe(css);
  });
});
