// Server half of the site's one piece of its own around Astro's island runtime
// (this folder; docs/libraries.md, issue 39). Astro inlines its <astro-island>
// script (4.4 KB, ~1.5 KB brotli) before a page's first island; with it, /
// no longer fits TCP's first window (14,600 bytes: 15,164 measured). Where the
// same script is the islands' before-hydration module (astro-island-module.ts)
// and the client:early directive fetches it when an island is wanted
// (load.ts), the inline copy is left out.
//
// The script is found by what the page holds, not by reading Astro's files: the
// inline script that defines the element. A page that does not match is left as
// Astro made it (a few KB heavier, never broken).
import { DEFINES_ASTRO_ISLAND } from './astro-island-module.ts';

/** A client:early island that names its before-hydration module (Astro's runtime, out of line). */
const EARLY_ISLAND_WITH_MODULE = /<astro-island\b(?=[^>]*\sclient="early")[^>]*\sbefore-hydration-url="/;
/** An inline script without attributes, and its text. */
const INLINE_SCRIPT = /<script>((?:(?!<\/script>)[\s\S])*)<\/script>/g;

/** The page without Astro's inline island script where its islands load it as a module; otherwise unchanged. */
export function withAstroIslandScriptOutOfLine(html: string): string {
  if (!EARLY_ISLAND_WITH_MODULE.test(html)) return html;
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    if (DEFINES_ASTRO_ISLAND.test(m[1]!)) return html.slice(0, m.index) + html.slice(m.index + m[0].length);
  }
  return html;
}

/** A client:early island: the directive's inline script is in the island prelude. */
const EARLY_ISLAND = /<astro-island\b[^>]*\sclient="early"/;
/** Astro's island style rule (`astro-island,astro-slot,… {display:contents}`) and the script after it. */
const ISLAND_PRELUDE_START = /<style>astro-island,[^<]*<\/style><script>/;

/**
 * The page with the island prelude Astro writes before its first island (the
 * island style and the client:early directive's inline script) moved to the
 * end of <head>. Written where Astro puts it, at the top of <main> before the
 * hero, the parser-blocking script split the first screen in two (Lighthouse,
 * /blog: LCP 732-754 -> 672 ms, issue 26). Issue 39's runs, on a busier
 * machine, could not tell the two apart in LCP, but with the prelude in <main>
 * / is 12 bytes larger in gzip and over its 14.6 KB line (14,959 bytes); here it
 * is 14,947 (docs/libraries.md). The script only adds listeners at the window
 * (early-directive.ts), so from the head it holds clicks from the first paint.
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
