// The provider of Astro's route cache (astro.config.mjs `cache.provider`). Astro runs it around
// every GET it renders: a page that called `context.cache.set({ maxAge, tags })`
// (src/middleware/render.ts) comes back with CDN-Cache-Control and Cache-Tag, and is put in
// the store (store.ts) under its tags, which answers it from then on from the Node server
// without reaching Astro. `cache.invalidate({ tags })` drops by tag from this instance's
// store only: the site calls it nowhere, since a change is declared (public-changes.ts),
// which drops the same tags here, on the other instances and at the CDN (registry.ts).
// Astro's own memory provider is not used: through Astro's pipeline a hit cost nine times
// what it costs from the store (docs/libraries.md).
import type { CacheProvider, CacheProviderFactory } from 'astro';
import type http from 'node:http';
import { routeStore, type RouteStore } from './store.ts';
import { coalescedRender, keptByCache } from './coalesce.ts';
import { cacheKeyOf, pageCacheKey } from './page-query.ts';
import { publicChangeCount } from './registry.ts';
import { CDN_TAGS_HEADER } from './cdn-purge.ts';

/** Headers a kept page does not keep: per answer, per encoding, or Astro's instructions to us. */
const NOT_KEPT = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'x-request-id',
  'date',
  'vary',
  'set-cookie',
  'cdn-cache-control',
  'cache-tag',
  CDN_TAGS_HEADER,
]);

const maxAgeOf = (cdnCacheControl: string) => Number(/max-age=(\d+)/.exec(cdnCacheControl)?.[1] ?? 0);
const tagsOf = (cacheTag: string | null) =>
  (cacheTag ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** The provider over a store (tests give their own; Astro's gets the process's). */
export const providerFor = (store: RouteStore): CacheProvider => ({
  name: 'northmill-route-store',
  async onRequest(context, next) {
    if (context.request.method !== 'GET') return next();
    const key = cacheKeyOf(context.url);
    const changesBefore = publicChangeCount();
    const before = store.peek(key);
    const { response, leader } = await coalescedRender(key, next);
    if (!keptByCache(response)) {
      // A refresh that brings no new copy drops the old one: nobody keeps getting it.
      if (before?.refreshing) store.dropKey(key);
      return response;
    }
    const tags = response.headers.get('cache-tag');
    // Only the render's own request stores it, and not when a change overtook the render (checked
    // after the last await, so no change can land between the check and the put).
    if (leader) {
      const body = Buffer.from(await response.clone().arrayBuffer());
      if (publicChangeCount() === changesBefore) {
        const headers: http.OutgoingHttpHeaders = {};
        response.headers.forEach((value, name) => {
          if (!NOT_KEPT.has(name)) headers[name] = value;
        });
        const maxAgeMs = maxAgeOf(response.headers.get('cdn-cache-control') ?? '') * 1000;
        store.put(key, { status: response.status, headers, maxAgeMs, tags: tagsOf(tags) }, body);
      }
    }
    // This answer goes on through Astro, which removes Cache-Tag: the HTTP edge names it for a CDN.
    if (tags) response.headers.set(CDN_TAGS_HEADER, tags);
    return response;
  },
  async invalidate(options) {
    store.invalidate(typeof options.tags === 'string' ? [options.tags] : (options.tags ?? []));
    if (options.path) store.dropKey(pageCacheKey(options.path));
  },
});

const factory: CacheProviderFactory = () => providerFor(routeStore);
export default factory;
