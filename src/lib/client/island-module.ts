// The island module: the site's <astro-island> element (island-element.ts), its
// start when the inline part of client:early wants it (early-schedule.ts), and
// the hydrating itself (island-hydrate.ts). One cached file, Astro's
// before-hydration script (astro.config.mjs), which every island names in its
// `before-hydration-url`: imported by the inline part (early-directive.ts) when
// the first island of the page is to hydrate, never before.
import './island-element.ts';

export { hydrateNow, schedule } from './early-schedule.ts';
export { loadIsland } from './island-hydrate.ts';
