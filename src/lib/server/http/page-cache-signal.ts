// The public-page cache lives in the Node server in front of Astro
// (src/lib/server/http/page-cache.ts). The app tells it two things: which responses
// it may keep (a header it strips before anything leaves the server) and
// when everything kept is out of date (a generation counter staff edits bump).
// The counter and its listeners live in the process registry because the Astro
// bundle and the server's own modules are separate module graphs in one process.
import { processRegistry } from '../process-registry.ts';

export const PAGE_CACHE_HEADER = 'x-northmill-page-cache';

type Listener = (generation: number) => void;

export function publicPagesGeneration(): number {
  return processRegistry().publicPagesGeneration ?? 0;
}

function listeners(): Set<Listener> {
  return (processRegistry().publicPagesListeners ??= new Set<Listener>());
}

/**
 * A staff edit: every cached public page of this instance is dropped at once,
 * and the listeners (other instances over PostgreSQL, a CDN purge) are told.
 */
export function invalidatePublicPages(): void {
  const generation = dropLocalPublicPages();
  for (const l of listeners()) l(generation);
}

/** Drops this instance's copies only: an edit made elsewhere reached us. */
export function dropLocalPublicPages(): number {
  const next = publicPagesGeneration() + 1;
  processRegistry().publicPagesGeneration = next;
  return next;
}

/** Called after every local invalidation; returns the unsubscribe function. */
export function onPublicPagesInvalidated(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}
