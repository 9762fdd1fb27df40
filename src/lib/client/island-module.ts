// The island module: the site's <astro-island> element (island-element.ts), when
// a client:early island hydrates unprompted (early-schedule.ts), and the hydrating
// itself (island-hydrate.ts). One cached file, Astro's before-hydration script
// (astro.config.mjs), which every island names in its `before-hydration-url`:
// imported by the inline part of client:early (early-directive.ts) at the load
// event, or at once when a visitor starts to use an island.
import './island-element.ts';

export { hydrateNow, schedule } from './early-schedule.ts';
export { loadIsland } from './island-hydrate.ts';
