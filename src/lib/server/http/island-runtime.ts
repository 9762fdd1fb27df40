// Astro inlines its <astro-island> script (4.4 KB, ~1.7 KB gzip) before the
// first island of a page. Pages whose islands are client:early get the site's
// own definition of that element from the island module their directive loads
// (src/lib/client/island-element.ts, island-module.ts): Astro's is not needed
// there, and sent anyway it would only weigh on the first round trip (issue 26).
import astroIslandScript from 'astro/runtime/server/astro-island.prebuilt.js';

const ASTRO_ISLAND_SCRIPT = `<script>${astroIslandScript}</script>`;
/** A client:early island: its directive's script, which brings the site's element, is in the page. */
const EARLY_ISLAND = /<astro-island\b[^>]*\sclient="early"/;

/** The page without Astro's <astro-island> script when the site's own is in it; otherwise unchanged. */
export function withoutAstroIslandScript(html: string): string {
  if (!EARLY_ISLAND.test(html)) return html;
  const at = html.indexOf(ASTRO_ISLAND_SCRIPT);
  return at < 0 ? html : html.slice(0, at) + html.slice(at + ASTRO_ISLAND_SCRIPT.length);
}
