// The public-page cache lives in the Node server in front of Astro
// (src/lib/server/http/page-cache.ts). The app tells it two things: which responses
// it may keep (a header it strips before anything leaves the server) and
// when everything kept is out of date (a generation counter staff edits bump).
import { processRegistry } from '../process-registry.ts';

export const PAGE_CACHE_HEADER = 'x-northmill-page-cache';
export function publicPagesGeneration(): number {
  return processRegistry().publicPagesGeneration ?? 0;
}

/** Every cached public page of this instance is dropped; others expire within CACHE_MAX_AGE. */
export function invalidatePublicPages(): void {
  processRegistry().publicPagesGeneration = publicPagesGeneration() + 1;
}
