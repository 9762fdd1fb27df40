// Client half of the site's one piece of its own around Astro's island runtime
// (this folder; docs/libraries.md, issue 39). Where the server has left out
// Astro's inline <astro-island> script (out-of-line.ts), the element is not
// defined until that same script arrives from the file its client:early
// islands name. The directive imports it when an island is first wanted;
// Astro's element then upgrades every island on the page and calls the
// directive for each, as it would have done inline. (Where Astro's copy is
// inline, the element is defined before any island is parsed.)
import { RUNTIME_URL_ATTRIBUTE } from './runtime-url.ts';

/** Astro's island runtime for this page: at hand, or imported from the file the island names. */
export const loadAstroIslandRuntime = async (island: Element): Promise<unknown> =>
  customElements.get('astro-island') || import(/* @vite-ignore */ island.getAttribute(RUNTIME_URL_ATTRIBUTE)!);
