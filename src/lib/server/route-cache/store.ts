// The store behind Astro's route cache (provider.ts) and the one piece of it that is ours:
// Astro decides what is kept, for how long and under which tags (`context.cache.set` in
// src/middleware/render.ts) and drops it by tag (`cache.invalidate`, registry.ts); this holds
// the pages, with gzip and brotli variants made once in the thread pool, and answers a hit
// from the Node server before Astro is reached (http-wrapper.ts). Through Astro's pipeline a
// hit measured 1,000-1,200 requests/s against 8,500-10,200 from here, paired on one loaded
// core; the budget is 5,000 (docs/libraries.md, issue 39). An expired copy is served while
// one request renders it again, so expiry under load is one render, not one per connection.
import type http from 'node:http';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { encodingFor, type Encoding } from './accept-encoding.ts';
import { etagMatches } from '../foundation/etag.ts';
import { pageCacheKey } from './page-query.ts';

/**
 * One encoding of a page, ready to send: its body and its headers as the flat
 * [name, value, …] array writeHead takes without building a header object,
 * the last pair being X-Request-Id with the value filled in per request.
 */
type Variant = { body: Buffer; head: string[] };

/** What serve() did: nothing (go to the app), a 200 HTML page (a page view), or another answer (304, HEAD, a feed). */
export type Served = false | 'page' | 'other';

/** A flat header array from a header object, with the request id's slot last. */
function flatHead(headers: http.OutgoingHttpHeaders): string[] {
  const head: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) head.push(name, v);
    else head.push(name, String(value));
  }
  head.push('X-Request-Id', '');
  return head;
}

/**
 * Sends a prepared head. Node's writeHead copies the pairs into the response
 * at once (nothing keeps the array), so one array per variant is reused and
 * only its last value changes; without an id the pair is left off.
 */
function writeHead(res: http.ServerResponse, status: number, head: string[], requestId: string | undefined): void {
  if (requestId === undefined) return void res.writeHead(status, head.slice(0, -2));
  head[head.length - 1] = requestId;
  res.writeHead(status, head);
}

interface Entry {
  key: string;
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
  /**
   * Body and complete headers per encoding: gzip and brotli are made in the
   * zlib thread pool as soon as the page is stored, so a hit only looks them up.
   */
  variants: Partial<Record<Encoding, Variant>>;
  /** The 304's head (no Content-Type), made on the first conditional hit. */
  notModified?: string[];
  /** A 200 HTML page: a GET of it is a page view. */
  isPage: boolean;
  etag: string | undefined;
  storedAt: number;
  /** How long it is fresh (the page's maxAge, from Astro.cache.set). */
  maxAgeMs: number;
  /** What the render read (cache-tags/): an edit of any of them drops the entry. */
  tags: readonly string[];
  /** Bytes held for this entry (all variants), counted against the cache's byte cap. */
  bytes: number;
  /** Encodings made quickly on the main thread, to be replaced by the thread pool's. */
  provisional: Set<Encoding>;
  /** When a request went to the app to replace this expired copy (0: none is out). */
  refreshingSince: number;
}

/** A refresh that has not answered in this long no longer holds the others on the stale copy. */
const REFRESH_TIMEOUT_MS = 10_000;

/**
 * Brotli's best quality, made once per page in the thread pool (70-170 ms for a
 * 70 KB page, against 20 for quality 9) and kept while the page's bytes stay the
 * same: 8% smaller than quality 9 (quality 10 about half of that), which is
 * what brings /blog (13.6 -> 12.5 KB) and a post with its cover within TCP's
 * first window (14,600 bytes with the headers), a whole round trip of
 * Lighthouse's slow 4G (150 ms).
 */
const BROTLI_BEST = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
/**
 * What a hit gets in the few tens of ms before the thread pool's answer, made on
 * the main thread, so it must be cheap (about 1.5 ms for a 70 KB page); the
 * best one replaces it when it lands.
 */
const BROTLI_QUICK = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

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
      // Expired: this request renders it again (capture() replaces the entry);
      // until then every other request is answered from this copy.
      entry.refreshingSince = now;
      return false;
    }
    this.hits++;
    const inm = req.headers['if-none-match'];
    if (inm !== undefined && etagMatches(inm, entry.etag)) {
      if (!entry.notModified) {
        const { 'content-type': _type, ...rest } = entry.headers;
        entry.notModified = flatHead({ ...rest, vary: 'Accept-Encoding', 'x-cache': 'HIT' });
      }
      writeHead(res, 304, entry.notModified, requestId);
      res.end();
      return 'other';
    }
    const encoding = encodingFor(req.headers['accept-encoding']);
    // Only between storing and the thread pool's answer (a few ms) is a variant made here.
    const variant = entry.variants[encoding] ?? this.addProvisionalVariant(entry, encoding);
    writeHead(res, entry.status, variant.head, requestId);
    if (method === 'HEAD') {
      res.end();
      return 'other';
    }
    res.end(variant.body);
    return entry.isPage ? 'page' : 'other';
  }

  /** A variant made on the main thread while the thread pool's is not there yet. */
  private addProvisionalVariant(entry: Entry, encoding: Encoding): Variant {
    if (encoding === 'identity') return this.addVariant(entry, encoding, entry.body);
    entry.provisional.add(encoding);
    const body = encoding === 'br' ? brotliCompressSync(entry.body, BROTLI_QUICK) : gzipSync(entry.body, { level: 6 });
    return this.addVariant(entry, encoding, body);
  }

  private addVariant(entry: Entry, encoding: Encoding, body: Buffer): Variant {
    const headers: http.OutgoingHttpHeaders = { ...entry.headers, vary: 'Accept-Encoding', 'x-cache': 'HIT' };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    const variant = { body, head: flatHead(headers) };
    const replaced = entry.variants[encoding]?.body.length ?? 0;
    entry.variants[encoding] = variant;
    if (encoding !== 'identity') {
      entry.bytes += body.length - replaced;
      if (this.pool(entry.key).get(entry.key) === entry) this.bytes += body.length - replaced;
    }
    return variant;
  }

  /**
   * gzip and brotli off the main thread, so no hit waits for a compressor. A
   * page rendered again with the same bytes (an expiry; nearly every re-render)
   * keeps the encodings it had rather than paying brotli's best quality again.
   */
  private precompress(entry: Entry, before: Entry | undefined): void {
    const same = before && before.body.equals(entry.body);
    const done = (encoding: Encoding) => (err: Error | null, body: Buffer) => {
      if (err || (entry.variants[encoding] && !entry.provisional.has(encoding))) return;
      entry.provisional.delete(encoding);
      this.addVariant(entry, encoding, body);
    };
    for (const encoding of ['gzip', 'br'] as const) {
      const kept = same && !before.provisional.has(encoding) ? before.variants[encoding] : undefined;
      if (kept) done(encoding)(null, kept.body);
      else if (encoding === 'gzip') gzip(entry.body, { level: 9 }, done(encoding));
      else brotliCompress(entry.body, BROTLI_BEST, done(encoding));
    }
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
    this.addVariant(entry, 'identity', body);
    this.precompress(entry, before);
  }
}

/** The one store of this process: Astro's provider fills it, the Node server answers from it. */
export const routeStore = new RouteStore();
