// Astro inlines its <astro-island> script (4.4 KB, ~1.7 KB gzip) before the
// first island of a page. Pages whose islands are client:early get the site's
// own definition of that element from the island module their directive loads
// (src/lib/client/island-element.ts, island-module.ts): Astro's is not needed
// there, and sent anyway it would only weigh on the first round trip (issue 26).
import astroIslandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';

const ASTRO_ISLAND_SCRIPT = `<script>${astroIslandScript}</script>`;
/** A client:early island: its directive's script, which brings the site's element, is in the page. */
const EARLY_ISLAND = /<astro-island\b[^>]*\sclient="early"/;

/** The page without Astro's <astro-island> script when the site's own is in it; otherwise unchanged. */
export function withoutAstroIslandScript(html: string): string {
  if (!EARLY_ISLAND.test(html)) return html;
  const at = html.indexOf(ASTRO_ISLAND_SCRIPT);
  return at < 0 ? html : html.slice(0, at) + html.slice(at + ASTRO_ISLAND_SCRIPT.length);
}

const ISLAND_PRELUDE_START = `<style>${ISLAND_STYLES}</style><script>`;

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
  const start = html.indexOf(ISLAND_PRELUDE_START);
  if (head < 0 || start < head) return html;
  const end = html.indexOf('</script>', start);
  if (end < 0) return html;
  const prelude = html.slice(start, end + '</script>'.length);
  return html.slice(0, head) + prelude + html.slice(head, start) + html.slice(end + '</script>'.length);
}
