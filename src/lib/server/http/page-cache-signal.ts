// The public-page cache lives in the Node server in front of Astro
// (src/lib/server/http/page-cache.ts). The app tells it two things: which responses
// it may keep (a header it strips before anything leaves the server) and
// when everything kept is out of date (a generation counter staff edits bump).
// The server entry and the app are one module graph (src/server-entry.ts), so
// the counter and its listeners are plain module state, one per process.

export const PAGE_CACHE_HEADER = 'x-northmill-page-cache';

type Listener = (generation: number) => void;

let generation = 0;
const listeners = new Set<Listener>();

export function publicPagesGeneration(): number {
  return generation;
}

/**
 * A staff edit: every cached public page of this instance is dropped at once,
 * and the listeners (other instances over PostgreSQL, a CDN purge) are told.
 */
export function invalidatePublicPages(): void {
  const next = dropLocalPublicPages();
  for (const l of listeners) l(next);
}

/** Drops this instance's copies only: an edit made elsewhere reached us. */
export function dropLocalPublicPages(): number {
  return ++generation;
}

/** Called after every local invalidation; returns the unsubscribe function. */
export function onPublicPagesInvalidated(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
