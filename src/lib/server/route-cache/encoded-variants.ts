// Each kept answer's encodings (identity, gzip, brotli), ready to send: the best ones made once
// in the zlib thread pool when a page is stored, a quick one on the main thread only for a hit
// that lands before them. The store (store.ts) counts what they add against its byte cap.
import type http from 'node:http';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Encoding } from './accept-encoding.ts';
import { flatHead } from './response-head.ts';
import type { CountBytes, Entry, Variant } from './stored-entry.ts';

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

/** Keeps one encoding's body with its complete head; compressed bytes are counted, identity's are the entry's own. */
export function addVariant(entry: Entry, encoding: Encoding, body: Buffer, countBytes: CountBytes): Variant {
  const headers: http.OutgoingHttpHeaders = { ...entry.headers, vary: 'Accept-Encoding', 'x-cache': 'HIT' };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  const variant = { body, head: flatHead(headers) };
  const replaced = entry.variants[encoding]?.body.length ?? 0;
  entry.variants[encoding] = variant;
  if (encoding !== 'identity') {
    entry.bytes += body.length - replaced;
    countBytes(entry, body.length - replaced);
  }
  return variant;
}

/** A variant made on the main thread while the thread pool's is not there yet. */
export function addProvisionalVariant(entry: Entry, encoding: Encoding, countBytes: CountBytes): Variant {
  if (encoding === 'identity') return addVariant(entry, encoding, entry.body, countBytes);
  entry.provisional.add(encoding);
  const body = encoding === 'br' ? brotliCompressSync(entry.body, BROTLI_QUICK) : gzipSync(entry.body, { level: 6 });
  return addVariant(entry, encoding, body, countBytes);
}

/**
 * gzip and brotli off the main thread, so no hit waits for a compressor. A
 * page rendered again with the same bytes (an expiry; nearly every re-render)
 * keeps the encodings it had rather than paying brotli's best quality again.
 */
export function precompress(entry: Entry, before: Entry | undefined, countBytes: CountBytes): void {
  const same = before && before.body.equals(entry.body);
  const done = (encoding: Encoding) => (err: Error | null, body: Buffer) => {
    if (err || (entry.variants[encoding] && !entry.provisional.has(encoding))) return;
    entry.provisional.delete(encoding);
    addVariant(entry, encoding, body, countBytes);
  };
  for (const encoding of ['gzip', 'br'] as const) {
    const kept = same && !before.provisional.has(encoding) ? before.variants[encoding] : undefined;
    if (kept) done(encoding)(null, kept.body);
    else if (encoding === 'gzip') gzip(entry.body, { level: 9 }, done(encoding));
    else brotliCompress(entry.body, BROTLI_BEST, done(encoding));
  }
}
