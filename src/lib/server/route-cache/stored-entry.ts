// What the route cache's store (store.ts) holds for one kept answer: the raw bytes, each
// encoding ready to send, and what decides when it is stale or dropped. The shape alone,
// shared by the store, the encodings (encoded-variants.ts) and the answer to a hit (answer-hit.ts).
import type http from 'node:http';
import type { Encoding } from './accept-encoding.ts';

/**
 * One encoding of a page, ready to send: its body and its headers as the flat
 * [name, value, …] array writeHead takes without building a header object,
 * the last pair being X-Request-Id with the value filled in per request.
 */
export type Variant = { body: Buffer; head: string[] };

export interface Entry {
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

/**
 * Told when an entry's encodings grow or shrink by some bytes, so the store can count them
 * against its byte cap while it still holds the entry (a dropped one's late encoding is not).
 */
export type CountBytes = (entry: Entry, addedBytes: number) => void;
