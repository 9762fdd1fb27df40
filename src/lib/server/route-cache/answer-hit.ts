// Writes a route-cache hit from a kept entry (stored-entry.ts): a 304 to a matching
// If-None-Match, otherwise the stored encoding the client takes, with no body for HEAD. This is
// the hot path of every cached page view, so it only looks up what the store prepared.
import type http from 'node:http';
import { encodingFor } from './accept-encoding.ts';
import { etagMatches } from '../foundation/etag.ts';
import { addProvisionalVariant } from './encoded-variants.ts';
import { flatHead, writeHead } from './response-head.ts';
import type { CountBytes, Entry } from './stored-entry.ts';

/** What serve() did: nothing (go to the app), a 200 HTML page (a page view), or another answer (304, HEAD, a feed). */
export type Served = false | 'page' | 'other';

/** Answers a GET or HEAD from the entry; the store has already decided it may (fresh, or stale while one refreshes). */
export function answerHit(
  entry: Entry,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  requestId: string | undefined,
  countBytes: CountBytes,
): Exclude<Served, false> {
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
  const variant = entry.variants[encoding] ?? addProvisionalVariant(entry, encoding, countBytes);
  writeHead(res, entry.status, variant.head, requestId);
  if (req.method === 'HEAD') {
    res.end();
    return 'other';
  }
  res.end(variant.body);
  return entry.isPage ? 'page' : 'other';
}
