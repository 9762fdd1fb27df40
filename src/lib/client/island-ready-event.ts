// Kept apart from island-ready.ts so the client:early directive (inlined in
// every page that uses it) does not pull React in.
/** Dispatched on an island's <astro-island> when its first effects have run (see early-directive.ts). */
export const ISLAND_READY_EVENT = 'northmill:island-ready';
