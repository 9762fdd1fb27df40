// The one place public pages are dropped, in or out of a request: a staff save, a scheduled
// publish or another instance's notice (which have no Astro context to call
// `context.cache.invalidate` on) drop pages by tag from the route cache's store, exactly
// what Astro's `cache.invalidate({ tags })` does through the provider (provider.ts).
// Listeners (sync.ts) spread a local change to the other instances and the CDN.
//
// The change count moves on every drop, local or heard: what keeps a copy of something
// else a change may touch (the /contact visitor template, the imported-redirects map)
// reloads when it moves.

import { routeStore } from './store.ts';

type Listener = (tags: readonly string[]) => void;

let changes = 0;
const listeners = new Set<Listener>();

/** How many times public pages were dropped on this instance (a cheap "has anything changed"). */
export function publicChangeCount(): number {
  return changes;
}

/** Drops this instance's cached pages carrying any of the tags; nobody else is told. */
export function dropLocalPages(tags: readonly string[]): void {
  changes++;
  routeStore.invalidate(tags);
}

/** A change made here: dropped locally, then the listeners tell the other instances and the CDN. */
export function invalidatePublicTags(tags: readonly string[]): void {
  dropLocalPages(tags);
  for (const l of listeners) l(tags);
}

/** Called after every local invalidation; returns the unsubscribe function. */
export function onPublicTagsInvalidated(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
