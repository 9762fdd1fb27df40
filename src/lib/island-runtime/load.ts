// Client half of the site's one piece of its own around Astro's island runtime
// (this folder; docs/libraries.md, issue 39). Where the server has left out
// Astro's inline <astro-island> script (out-of-line.ts), the element is not
// defined until Astro's own script arrives as the island's before-hydration
// module (astro-island-module.ts). The client:early directive fetches it when
// an island is first wanted; Astro's element then upgrades every island on the
// page and calls the directive for each, as it would have done inline. (Where
// Astro's copy is inline, the element is defined before any island is parsed.)

/** Astro's island runtime for this page: at hand, or fetched from the island's before-hydration-url. */
export const loadAstroIslandRuntime = async (island: Element): Promise<unknown> =>
  customElements.get('astro-island') || import(/* @vite-ignore */ island.getAttribute('before-hydration-url')!);
