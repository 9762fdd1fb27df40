// Tailwind's utilities set variables for one another to compose with:
// `font-bold` is `--tw-font-weight:700;font-weight:700`, `tracking-tight` sets
// `--tw-tracking`, and the properties layer gives every element their initial
// values. A page whose kept rules never read one (`var(--tw-font-weight…)`)
// carries every such declaration for nothing (~50 bytes gzip on the home,
// issue 26). Only Tailwind's own `--tw-*` variables: nothing but its rules
// reads them, while a theme or page variable may be read by markup or script.

const DECLARED = /--tw-[\w-]+(?=\s*:)/g;
const READ = /var\(\s*(--tw-[\w-]+)/g;

/** The stylesheet without declarations of `--tw-*` variables that nothing in it reads. */
export function withoutUnreadTailwindVariables(css: string): string {
  const read = new Set([...css.matchAll(READ)].map((m) => m[1]!));
  const unread = new Set([...css.matchAll(DECLARED)].map((m) => m[0]).filter((name) => !read.has(name)));
  if (unread.size === 0) return css;
  // A declaration is `name:value` up to the next `;` or the end of its block (values hold no
  // braces or semicolons: Tailwind writes none into these).
  return css.replace(/(^|[{;])\s*(--tw-[\w-]+)\s*:[^;{}]*(;|(?=\}))/g, (whole, before: string, name: string) =>
    unread.has(name) ? before : whole,
  );
}
