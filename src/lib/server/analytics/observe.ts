import type http from 'node:http';
import { forwardedClient } from '../http/connection-cap.ts';
import { getCollector, visitorKey } from './collector.ts';
import { countablePath, isPageResponse, referrerHost } from './rules.ts';

/** The address the visitor key is made from; it never leaves this process. */
function clientAddress(req: http.IncomingMessage): string {
  const forwarded = process.env.TRUST_PROXY === '1' ? forwardedClient(req) : null;
  return forwarded ?? req.socket.remoteAddress ?? '';
}

/**
 * Called by the HTTP wrapper for every request, before the page cache: a
 * public page GET is counted when its response finishes as a 200 HTML page.
 * The work happens after the response is sent and costs a hash and a few
 * map updates; the database write is the collector's batch.
 */
export function observePageView(req: http.IncomingMessage, res: http.ServerResponse): void {
  const collector = getCollector();
  if (!collector) return;
  const path = countablePath(req.method, req.url, req.headers);
  if (!path) return;
  res.once('finish', () => {
    if (!isPageResponse(res.statusCode, res.getHeader('content-type'))) return;
    collector.recordPageView({
      path,
      referrer: referrerHost(req.headers.referer, req.headers.host),
      visitor: visitorKey(req.headers['user-agent'] ?? '', clientAddress(req)),
    });
  });
}

/** The visitor key for a request seen inside Astro (the calculator beacon). */
export function visitorKeyOf(request: Request, clientAddressValue: string | undefined): string {
  let address = clientAddressValue ?? '';
  if (process.env.TRUST_PROXY === '1') {
    const hops = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (hops.length) address = hops[hops.length - 1]!;
  }
  return visitorKey(request.headers.get('user-agent') ?? '', address);
}
