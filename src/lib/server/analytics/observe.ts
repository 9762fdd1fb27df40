import type http from 'node:http';
import { messageClientAddress, requestClientAddress } from '../foundation/client-address.ts';
import { getCollector } from './collector.ts';
import { countablePath, isPageResponse, referrerHost } from './rules.ts';

/**
 * Called by the HTTP wrapper for every request the route cache does not answer: a
 * public page GET is counted when its response finishes as a 200 HTML page.
 * The work happens after the response is sent and costs an HMAC and a few
 * map updates; the database write is the collector's batch.
 */
export function observePageView(req: http.IncomingMessage, res: http.ServerResponse): void {
  countWhenFinished(req, res, () => isPageResponse(res.statusCode, res.getHeader('content-type')));
}

/**
 * A route-cache hit the store reports as a 200 HTML page: counted once sent,
 * like any other view. The cache writes its headers as a flat array, which
 * getHeader cannot read back, so the type is known from the cache instead.
 */
export function observeCachedPageView(req: http.IncomingMessage, res: http.ServerResponse): void {
  countWhenFinished(req, res, () => true);
}

function countWhenFinished(req: http.IncomingMessage, res: http.ServerResponse, isPage: () => boolean): void {
  const collector = getCollector();
  if (!collector) return;
  const path = countablePath(req.method, req.url, req.headers);
  if (!path) return;
  res.once('finish', () => {
    if (!isPage()) return;
    collector.countPageView(messageClientAddress(req), { path, referrer: referrerHost(req.headers.referer, req.headers.host) });
  });
}

/** The visitor key for a request seen inside Astro (the calculator beacon). */
export function visitorKeyOf(request: Request, socketAddress: string | undefined): Promise<string> {
  const collector = getCollector();
  if (!collector) return Promise.reject(new Error('analytics is off'));
  return collector.visitorKey(requestClientAddress(request, socketAddress));
}
