import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Logger } from 'pino';
import compression from 'compression';
import { PageCache, etagMatches } from './page-cache.ts';
import { guardRequestBody } from './body-guard.ts';
import { inFlightLimiter } from './connection-cap.ts';
import { canonicalRedirect } from './canonical-url.ts';
import { observePageView } from '../analytics/observe.ts';
import { isMediaPath, serveMedia } from './media-route.ts';
import { ensureSecurityHeaders } from './edge-headers.ts';
import { hasUnreadableBytes, originForm } from './request-target.ts';
import { isOneClickUnsubscribe, serveOneClickUnsubscribe } from './one-click-unsubscribe.ts';

// Answers 304 when the client already holds the representation: the page's
// ETag is computed inside the app (so cached pages carry it too); this layer
// compares it with If-None-Match before any body byte is written.
function conditional(req: http.IncomingMessage, res: http.ServerResponse): void {
  const inm = req.headers['if-none-match'];
  if (!inm || (req.method !== 'GET' && req.method !== 'HEAD')) return;
  const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => http.ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headersArg = rest.find((r) => r && typeof r === 'object') as Record<string, unknown> | undefined;
    const etag = (headersArg?.etag ?? headersArg?.ETag ?? res.getHeader('etag')) as string | undefined;
    if (status !== 200 || !etagMatches(inm, etag)) return writeHead(status, ...rest);
    const kept: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(headersArg ?? {})) {
      if (!/^(content-length|content-type|transfer-encoding)$/i.test(k)) kept[k] = v;
    }
    res.write = (() => true) as typeof res.write;
    const end = res.end.bind(res);
    res.end = ((..._args: unknown[]) => end()) as typeof res.end;
    return writeHead(304, kept);
  }) as typeof res.writeHead;
}

// gzip/brotli for text responses (HTML, CSS, JS, XML, JSON); fonts and
// images are already compressed and pass through untouched.
const compress = compression({ threshold: 1024 }) as unknown as (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
) => void;

/** A 400 for a request target no route can read (request-target.ts). */
function refuseTarget(res: http.ServerResponse): void {
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' });
  res.end('This address holds characters that cannot be read.\n');
}

export function wrapHandler(
  handler: http.RequestListener,
  logger: Logger,
  cacheMaxAgeSeconds = 0,
  options: { https?: boolean } = {},
): http.RequestListener {
  const https = options.https ?? false;
  const pages = new PageCache(cacheMaxAgeSeconds * 1000);
  const overInFlightLimit = inFlightLimiter();
  // At LOG_LEVEL=info every request gets a line; above it only 5xx are
  // logged, which a page-cache hit never is, so a hit then skips the listener.
  const logsEveryRequest = logger.isLevelEnabled('info');
  return (req, res) => {
    const started = process.hrtime.bigint();
    // Every head this response writes carries the security headers (edge-headers.ts).
    ensureSecurityHeaders(res, https);
    // Never trust a client-supplied id: the app reads this header as ours.
    const requestId = randomUUID();
    req.headers['x-request-id'] = requestId;
    res.setHeader('X-Request-Id', requestId);
    const logWhenFinished = () =>
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const pathOnly = (req.url ?? '/').split('?')[0];
        const line = {
          reqId: requestId,
          method: req.method,
          path: pathOnly,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        };
        if (res.statusCode >= 500) logger.error(line, 'request');
        else logger.info(line, 'request');
      });
    if (logsEveryRequest) logWhenFinished();
    // The target in origin form before anything reads it (request-target.ts): the body
    // limits and every route below see '/path?query', never another host's absolute URL.
    const target = originForm(req.url ?? '/');
    if (target !== null) req.url = target;
    // Body limits first: an oversized or trickling body never reaches the app.
    const refusedAtOnce = guardRequestBody(
      req,
      res,
      ({ status, bodyClass, received }) => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const pathOnly = (req.url ?? '/').split('?')[0];
        logger.warn(
          { reqId: requestId, method: req.method, path: pathOnly, status, bodyClass, received, ms: Math.round(ms * 10) / 10 },
          'request body refused',
        );
      },
      https,
    );
    if (refusedAtOnce || overInFlightLimit(req, res)) return;
    // One check for every route, path segment and query parameter: bytes that decode (request-target.ts).
    if (target === null || hasUnreadableBytes(target)) return refuseTarget(res);
    // Library images: content-addressed bytes, before the page cache and the app (media-route.ts).
    if (isMediaPath(req.url)) return void serveMedia(req, res, logger);
    // RFC 8058 one-click unsubscribe from mail providers (no Origin header): see one-click-unsubscribe.ts.
    if (isOneClickUnsubscribe(req)) return void serveOneClickUnsubscribe(req, res, logger);
    // One address per page: variants are sent to the canonical URL before the cache or the app.
    const canonical = canonicalRedirect(req.method, req.url ?? '/');
    if (canonical) {
      res.writeHead(301, {
        Location: canonical,
        'Cache-Control': 'public, max-age=3600',
        'Content-Type': 'text/plain; charset=utf-8',
      });
      res.end(req.method === 'HEAD' ? undefined : `Moved to ${canonical}\n`);
      return;
    }
    // Page views are counted here so page-cache hits count too (in memory; flushed in batches).
    observePageView(req, res);
    if (pages.serve(req, res)) return;
    if (!logsEveryRequest) logWhenFinished();
    compress(req, res, () => {
      conditional(req, res);
      pages.capture(req, res);
      handler(req, res);
    });
  };
}
