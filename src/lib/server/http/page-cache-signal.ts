// The public-page cache lives in the Node server in front of Astro
// (scripts/lib/page-cache.ts). The app tells it two things: which responses
// it may keep (a header it strips before anything leaves the server) and
// when everything kept is out of date (a generation counter staff edits bump).
export const PAGE_CACHE_HEADER = 'x-northmill-page-cache';
const GENERATION = Symbol.for('northmill.public-pages.generation');

export function publicPagesGeneration(): number {
  return ((globalThis as Record<symbol, unknown>)[GENERATION] as number | undefined) ?? 0;
}

/** Every cached public page of this instance is dropped; others expire within CACHE_MAX_AGE. */
export function invalidatePublicPages(): void {
  (globalThis as Record<symbol, unknown>)[GENERATION] = publicPagesGeneration() + 1;
}
