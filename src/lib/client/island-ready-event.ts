// Kept apart from island-ready.ts so the client:early directive (inlined in
// every page that uses it) does not pull React in.
/** Dispatched on an island's <astro-island> when its first effects have run (see early-schedule.ts). */
export const ISLAND_READY_EVENT = 'northmill:island-ready';
/**
 * Dispatched on an island's <astro-island> by the island module when its held
 * input may go through: it is ready, or its scripts failed to load (early-directive.ts).
 */
export const ISLAND_RELEASE_EVENT = 'northmill:island-release';
