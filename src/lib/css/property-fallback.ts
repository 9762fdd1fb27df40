// Tailwind declares each `--tw-*` variable its utilities compose twice: as an
// `@property` rule (typed, not inherited, with its initial value), and, for
// browsers without `@property` (Safari before 16.4, Firefox before 128), as
// one `*,:before,:after,::backdrop{--tw-…}` block in `@layer properties`
// behind an `@supports` test. Either gives every element the initial values
// and stops inheritance, the block by setting them on every element. The site
// animates none of these variables (the one thing only the typed `@property`
// can do), so a page keeps the block alone, for every browser: ~0.2 KB gzip
// less on each page's first round trip (issue 26).

const PROPERTY_RULE = /@property\s*--[\w-]+\s*\{[^{}]*\}/g;
const GUARDED_FALLBACK = /@layer properties\{@supports [^{]*\{(\*,:before,:after,::backdrop\{[^{}]*\})\}\}/;

/** The stylesheet with its `@property` rules dropped and their fallback block applied everywhere. */
export function withPropertyFallbackOnly(css: string): string {
  const fallback = GUARDED_FALLBACK.exec(css);
  // Without the fallback block, the @property rules are the only initial values: keep them.
  if (!fallback) return css;
  return css.replace(GUARDED_FALLBACK, () => `@layer properties{${fallback[1]}}`).replace(PROPERTY_RULE, '');
}
