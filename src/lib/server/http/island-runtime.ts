// Astro inlines its <astro-island> script (4.4 KB, ~1.7 KB gzip) before the
// first island of a page. Pages whose islands are client:early get the site's
// own definition of that element from the island module their directive loads
// (src/lib/client/island-element.ts, island-module.ts): Astro's is not needed
// there, and sent anyway it would only weigh on the first round trip (issue 26).
//
// Both are found by what the page shows, not by importing Astro's files (astro/runtime/* is
// its dist folder, no public API): the inline script that defines the element, and the style
// rule for it. If an upgrade writes them differently the page is left as Astro made it (a few
// KB heavier, never broken), and tests/unit/island-element.test.ts, which reads Astro's own
// files, fails.

/** A client:early island: its directive's script, which brings the site's element, is in the page. */
const EARLY_ISLAND = /<astro-island\b[^>]*\sclient="early"/;
/** An inline script without attributes, and its text. */
const INLINE_SCRIPT = /<script>((?:(?!<\/script>)[\s\S])*)<\/script>/g;
const DEFINES_ISLAND = /customElements\.define\(\s*["']astro-island["']/;

/** The page without Astro's <astro-island> script when the site's own is in it; otherwise unchanged. */
export function withoutAstroIslandScript(html: string): string {
  if (!EARLY_ISLAND.test(html)) return html;
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    if (DEFINES_ISLAND.test(m[1]!)) return html.slice(0, m.index) + html.slice(m.index + m[0].length);
  }
  return html;
}

/** Astro's island style rule (`astro-island,astro-slot,… {display:contents}`) and the script after it. */
const ISLAND_PRELUDE_START = /<style>astro-island,[^<]*<\/style><script>/;

/**
 * The page with the island prelude Astro writes before its first island (the
 * island style and the client:early directive's inline script) moved to the
 * end of <head>. Written where Astro puts it, at the top of <main> before the
 * hero, the parser-blocking script split the first screen in two: Chrome
 * painted the header, then the main text a frame later, and that later paint
 * was the LCP (Lighthouse, /blog: LCP 732-754 -> 672 ms, equal to its FCP). The
 * script only adds listeners at the window (early-directive.ts), so from the
 * head it also holds clicks from the very first paint.
 */
export function withIslandPreludeInHead(html: string): string {
  if (!EARLY_ISLAND.test(html)) return html;
  const head = html.indexOf('</head>');
  const start = html.search(ISLAND_PRELUDE_START);
  if (head < 0 || start < head) return html;
  const end = html.indexOf('</script>', start);
  if (end < 0) return html;
  const prelude = html.slice(start, end + '</script>'.length);
  return html.slice(0, head) + prelude + html.slice(head, start) + html.slice(end + '</script>'.length);
}
