// Serves /media/<hash>-<width>.<ext> straight from the HTTP edge: no Astro
// render, no session lookup, no page cache, no page-view count. The address
// names the bytes, so they are cacheable for a year and never change.
import type http from 'node:http';
import type { Logger } from 'pino';
import { currentRuntime } from '../foundation/runtime.ts';
import { findMediaIdBySha } from '../repositories/media.ts';
import { mediaStorage } from '../media/storage.ts';
import { FORMAT_MIME, parseVariantPath } from '../../media/urls.ts';
import { etagMatches } from '../foundation/etag.ts';

export function isMediaPath(url: string | undefined): boolean {
  return (url ?? '').startsWith('/media/');
}

const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // An image needs no policy of its own beyond "nothing else runs".
  'Content-Security-Policy': "default-src 'none'",
  // Public pictures: feed readers and link previews show them on other sites.
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

function answer(res: http.ServerResponse, status: number, text: string, cache: string): void {
  res.writeHead(status, { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cache });
  res.end(`${text}\n`);
}

export async function serveMedia(req: http.IncomingMessage, res: http.ServerResponse, logger: Logger): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return answer(res, 405, 'Method not allowed', 'no-store');
  }
  const pathname = (req.url ?? '/').split('?')[0]!;
  const address = parseVariantPath(pathname);
  if (!address) return answer(res, 404, 'Not found', 'public, max-age=60');
  const db = currentRuntime()?.database.db;
  if (!db) return answer(res, 503, 'Starting up', 'no-store');
  try {
    const etag = `"${address.shaPrefix}-${address.width}-${address.format}"`;
    const mediaId = await findMediaIdBySha(db, address.shaPrefix);
    const bytes = mediaId ? await mediaStorage(db).getVariant(mediaId, address.format, address.width) : undefined;
    // Short-lived: a variant still being made will exist in a moment.
    if (!bytes) return answer(res, 404, 'Not found', 'public, max-age=60');
    const headers = {
      ...BASE_HEADERS,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'Content-Type': FORMAT_MIME[address.format],
    };
    if (etagMatches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      return void res.end();
    }
    res.writeHead(200, { ...headers, 'Content-Length': String(bytes.byteLength) });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  } catch (err) {
    logger.error({ err, path: pathname }, 'media request failed');
    if (!res.headersSent) answer(res, 500, 'Could not load the image', 'no-store');
  }
}
