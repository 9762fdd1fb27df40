// An in-process cache of public pages in front of Astro: a hit is answered
// straight from memory (with gzip and brotli variants made once), never
// reaching the app. What may be kept is the app's decision (PAGE_CACHE_HEADER
// on a response); staff edits drop everything on this instance at once (the
// generation counter) and other instances' copies expire after maxAge.
import type http from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PAGE_CACHE_HEADER, publicPagesGeneration } from './page-cache-signal.ts';

type Encoding = 'identity' | 'gzip' | 'br';

interface Entry {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
  /** Body and complete headers per encoding, made on first use: a hit only looks them up. */
  variants: Partial<Record<Encoding, { body: Buffer; headers: http.OutgoingHttpHeaders }>>;
  notModified?: http.OutgoingHttpHeaders;
  etag: string | undefined;
  storedAt: number;
  generation: number;
}

/** If-None-Match against an ETag (a list, or '*'). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  return Boolean(ifNoneMatch && etag && ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*'));
}

/** Query parameters a public page reads (/blog: search, category, page); any other makes a URL uncacheable. */
const PAGE_QUERY_PARAMS = new Set(['q', 'category', 'page']);

/**
 * The cache key of a URL: its path and the page's own query parameters in a
 * fixed order; null (never cached) when it carries any other parameter, so
 * junk or tracking query strings can neither be cached nor push pages out.
 * Paths are canonical here: the server redirects every variant first.
 */
export function pageCacheKey(url: string): string | null {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of params.keys()) if (!PAGE_QUERY_PARAMS.has(name)) return null;
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, q)}?${query}` : url.slice(0, q);
}

const DROPPED = /^(content-length|content-encoding|transfer-encoding|connection|keep-alive|x-request-id|date|vary)$/i;

export class PageCache {
  private entries = new Map<string, Entry>();
  // URLs with a query (searches, filters) are kept apart, in a smaller pool:
  // however many there are, they only ever push out each other.
  private queried = new Map<string, Entry>();
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;
  private readonly maxQueried: number;

  constructor(maxAgeMs: number, maxEntries = 500, maxQueried = 100) {
    this.maxAgeMs = maxAgeMs;
    this.maxEntries = maxEntries;
    this.maxQueried = maxQueried;
  }

  private pool(key: string): Map<string, Entry> {
    return key.includes('?') ? this.queried : this.entries;
  }

  /** How many responses are kept: pages without a query, and with one. */
  get size(): { pages: number; queried: number } {
    return { pages: this.entries.size, queried: this.queried.size };
  }

  /** Answers from memory when it can; returns false to let the app handle it. */
  serve(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    if (this.maxAgeMs <= 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const key = pageCacheKey(req.url ?? '/');
    if (key === null) return false;
    const entry = this.pool(key).get(key);
    if (!entry) return false;
    if (entry.generation !== publicPagesGeneration() || Date.now() - entry.storedAt > this.maxAgeMs) {
      this.pool(key).delete(key);
      return false;
    }
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      if (!entry.notModified) {
        const { 'content-type': _type, ...rest } = entry.headers;
        entry.notModified = { ...rest, vary: 'Accept-Encoding', 'x-cache': 'HIT' };
      }
      res.writeHead(304, entry.notModified);
      res.end();
      return true;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding: Encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'identity';
    const variant = (entry.variants[encoding] ??= PageCache.variant(entry, encoding));
    res.writeHead(entry.status, variant.headers);
    res.end(req.method === 'HEAD' ? undefined : variant.body);
    return true;
  }

  private static variant(entry: Entry, encoding: Encoding): { body: Buffer; headers: http.OutgoingHttpHeaders } {
    const body =
      encoding === 'br'
        ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : encoding === 'gzip'
          ? gzipSync(entry.body, { level: 9 })
          : entry.body;
    const headers: http.OutgoingHttpHeaders = { ...entry.headers, vary: 'Accept-Encoding', 'x-cache': 'HIT' };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    return { body, headers };
  }

  /**
   * Watches the app's response: strips the internal marker header and, when
   * the app allowed it, keeps a copy of the uncompressed body.
   */
  capture(req: http.IncomingMessage, res: http.ServerResponse): void {
    if (req.method !== 'GET') return;
    const key = pageCacheKey(req.url ?? '/');
    const generation = publicPagesGeneration();
    const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => http.ServerResponse;
    let keep: { status: number; headers: http.OutgoingHttpHeaders } | null = null;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      const headersArg = rest.find((r) => r && typeof r === 'object' && !Array.isArray(r)) as
        http.OutgoingHttpHeaders | undefined;
      if (headersArg && PAGE_CACHE_HEADER in headersArg) {
        const allowed = headersArg[PAGE_CACHE_HEADER] === 'public' && status === 200 && !('set-cookie' in headersArg);
        delete headersArg[PAGE_CACHE_HEADER];
        if (allowed && this.maxAgeMs > 0 && key !== null) {
          const headers: http.OutgoingHttpHeaders = {};
          for (const [k, v] of Object.entries(headersArg)) if (!DROPPED.test(k) && v !== undefined) headers[k.toLowerCase()] = v;
          keep = { status, headers };
        }
      }
      return writeHead(status, ...rest);
    }) as typeof res.writeHead;
    if (this.maxAgeMs <= 0) return;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...a: unknown[]) => boolean;
    const end = res.end.bind(res) as (...a: unknown[]) => http.ServerResponse;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (keep && chunk) chunks.push(Buffer.from(chunk as Uint8Array));
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (keep && chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Uint8Array));
      // A 304 (the client already had it) carries no body worth keeping.
      if (keep && key !== null && res.statusCode === 200 && publicPagesGeneration() === generation)
        this.store(key, keep, Buffer.concat(chunks), generation);
      return end(chunk, ...rest);
    }) as typeof res.end;
  }

  private store(
    key: string,
    meta: { status: number; headers: http.OutgoingHttpHeaders },
    body: Buffer,
    generation: number,
  ): void {
    const pool = this.pool(key);
    const max = pool === this.queried ? this.maxQueried : this.maxEntries;
    if (!pool.has(key) && pool.size >= max) pool.delete(pool.keys().next().value!);
    const etag = typeof meta.headers.etag === 'string' ? meta.headers.etag : undefined;
    pool.set(key, { ...meta, body, variants: {}, etag, storedAt: Date.now(), generation });
  }
}
