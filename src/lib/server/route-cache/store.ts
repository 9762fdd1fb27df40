// The store behind Astro's route cache (provider.ts) and the one piece of it that is ours:
// Astro decides what is kept, for how long and under which tags (`context.cache.set` in
// src/middleware/render.ts) and drops it by tag (`cache.invalidate`, registry.ts); this holds
// the pages, with gzip and brotli variants made once in the thread pool, and answers a hit
// from the Node server before Astro is reached (http-wrapper.ts). Through Astro's pipeline a
// hit measured 1,000-1,200 requests/s against 8,500-10,200 from here, paired on one loaded
// core; the budget is 5,000 (docs/libraries.md, issue 39). An expired copy is served while
// one request renders it again, so expiry under load is one render, not one per connection.
// What it keeps per answer is stored-entry.ts, its encodings encoded-variants.ts, and the
// answer to a hit answer-hit.ts; this file decides what is held, for how long and what is dropped.
import type http from 'node:http';
import { answerHit, type Served } from './answer-hit.ts';
import { addVariant, precompress } from './encoded-variants.ts';
import { pageCacheKey } from './page-query.ts';
import type { CountBytes, Entry } from './stored-entry.ts';

export type { Served };

/** A refresh that has not answered in this long no longer holds the others on the stale copy. */
const REFRESH_TIMEOUT_MS = 10_000;

export class RouteStore {
  private entries = new Map<string, Entry>();
  // URLs with a query (searches, filters) are kept apart, in a smaller pool:
  // however many there are, they only ever push out each other.
  private queried = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly maxQueried: number;
  private readonly maxBytes: number;
  private bytes = 0;

  /**
   * maxBytes caps the memory every kept page holds (raw, gzip and brotli
   * together): a site with many long pages pushes out its oldest instead of
   * growing the process.
   */
  constructor(maxEntries = 500, maxQueried = 100, maxBytes = 24 * 1024 * 1024) {
    this.maxEntries = maxEntries;
    this.maxQueried = maxQueried;
    this.maxBytes = maxBytes;
  }

  private pool(key: string): Map<string, Entry> {
    return key.includes('?') ? this.queried : this.entries;
  }

  /** How many responses are kept: pages without a query, and with one. */
  get size(): { pages: number; queried: number; bytes: number } {
    return { pages: this.entries.size, queried: this.queried.size, bytes: this.bytes };
  }

  private drop(pool: Map<string, Entry>, key: string): void {
    const entry = pool.get(key);
    if (!entry) return;
    pool.delete(key);
    this.bytes -= entry.bytes;
  }

  /** An entry's encodings changed size: counted only while this store still holds that entry. */
  private readonly countBytes: CountBytes = (entry, addedBytes) => {
    if (this.pool(entry.key).get(entry.key) === entry) this.bytes += addedBytes;
  };

  /** The entry kept for a key, fresh or not (the provider's view: is one being refreshed?). */
  peek(key: string): { refreshing: boolean; fresh: boolean } | undefined {
    const entry = this.pool(key).get(key);
    if (!entry) return undefined;
    return { refreshing: entry.refreshingSince > 0, fresh: Date.now() - entry.storedAt <= entry.maxAgeMs };
  }

  /** Drops one key's entry: its refresh brought no new copy (the page now errs, is gone or private). */
  dropKey(key: string): void {
    this.drop(this.pool(key), key);
  }

  /** Drops every entry carrying one of the tags (Astro's cache.invalidate({ tags }), a change). */
  invalidate(tags: readonly string[]): number {
    const wanted = new Set(tags);
    let dropped = 0;
    for (const pool of [this.entries, this.queried])
      for (const [key, entry] of pool)
        if (entry.tags.some((t) => wanted.has(t))) {
          this.drop(pool, key);
          dropped++;
        }
    return dropped;
  }

  /** A CDN in front purged by tag: the header that carries a kept page's tags to it (CDN_TAG_HEADER). */
  cdnTagHeader: string | undefined;

  /** Answers served from memory since start: a cheap counter instead of a log line per hit. */
  hits = 0;

  /**
   * Answers from memory when it can; returns false to let the app handle it.
   * This is the hot path (every cached page view): no header objects are
   * built, no URL is parsed beyond finding '?', nothing waits.
   */
  serve(req: http.IncomingMessage, res: http.ServerResponse, requestId?: string): Served {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const key = pageCacheKey(req.url ?? '/');
    const entry = this.pool(key).get(key);
    if (!entry) return false;
    const now = Date.now();
    if (now - entry.storedAt > entry.maxAgeMs && method === 'GET' && now - entry.refreshingSince > REFRESH_TIMEOUT_MS) {
      // Expired: this request renders it again (the provider's put() replaces the entry);
      // until then every other request is answered from this copy.
      entry.refreshingSince = now;
      return false;
    }
    this.hits++;
    return answerHit(entry, req, res, requestId, this.countBytes);
  }

  /**
   * Keeps a page Astro rendered and allowed to be kept (provider.ts): its status, the headers
   * every visitor gets (security headers included), its bytes, how long and under which tags.
   */
  put(
    key: string,
    meta: { status: number; headers: http.OutgoingHttpHeaders; maxAgeMs: number; tags: readonly string[] },
    body: Buffer,
  ): void {
    const pool = this.pool(key);
    const max = pool === this.queried ? this.maxQueried : this.maxEntries;
    const before = pool.get(key);
    this.drop(pool, key);
    while (pool.size && (pool.size >= max || this.bytes + body.length > this.maxBytes))
      this.drop(pool, pool.keys().next().value!);
    if (this.cdnTagHeader && meta.tags.length) meta.headers[this.cdnTagHeader.toLowerCase()] = meta.tags.join(', ');
    const etag = typeof meta.headers.etag === 'string' ? meta.headers.etag : undefined;
    const entry: Entry = {
      status: meta.status,
      headers: meta.headers,
      maxAgeMs: meta.maxAgeMs,
      tags: meta.tags,
      key,
      body,
      variants: {},
      etag,
      isPage: meta.status === 200 && String(meta.headers['content-type'] ?? '').startsWith('text/html'),
      storedAt: Date.now(),
      bytes: body.length,
      refreshingSince: 0,
      provisional: new Set(),
    };
    pool.set(key, entry);
    this.bytes += body.length;
    addVariant(entry, 'identity', body, this.countBytes);
    precompress(entry, before, this.countBytes);
  }
}

/** The one store of this process: Astro's provider fills it, the Node server answers from it. */
export const routeStore = new RouteStore();
