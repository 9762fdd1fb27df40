import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Logger } from 'pino';
import { constants } from 'node:zlib';
import compression from 'compression';
import onHeaders from 'on-headers';
import { CDN_TAGS_HEADER } from '../route-cache/cdn-purge.ts';
import { routeStore, type RouteStore } from '../route-cache/store.ts';
import { etagMatches } from '../foundation/etag.ts';
import { guardRequestBody, mayCarryBody } from './body-guard.ts';
import { inFlightLimiter } from './connection-cap.ts';
import { canonicalRedirect } from './canonical-url.ts';
import { observeCachedPageView, observePageView } from '../analytics/observe.ts';
import { isMediaPath, serveMedia } from './media-route.ts';
import { ensureSecurityHeaders } from './edge-headers.ts';
import { hasUnreadableBytes, originForm } from './request-target.ts';
import { isOneClickUnsubscribe, serveOneClickUnsubscribe } from './one-click-unsubscribe.ts';
import { answerUnservedMethod } from './methods.ts';

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
// images are already compressed and pass through untouched. Brotli at quality
// 5, not the package's 4: for the same time (about 1.5 ms for a 64 KB page) a
// page is 7% smaller, and quality 4 was larger than gzip. That is what brings
// /contact, compressed per answer as every visitor gets fresh form values,
// within TCP's first window with its headers (13.9 KB against 14.9 KB at
// quality 4): one round trip of Lighthouse's slow 4G, not two (FCP 845 -> ~690 ms).
// Each stream in flight holds about 0.5 MB more than at quality 4.
const compress = compression({
  threshold: 1024,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
}) as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

/** A 400 for a request target no route can read (request-target.ts). */
function refuseTarget(res: http.ServerResponse): void {
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' });
  res.end('This address holds characters that cannot be read.\n');
}

/** How often route-cache hits are logged as one line (at LOG_LEVEL=info) instead of a line each. */
const HIT_SUMMARY_MS = 60_000;

export function wrapHandler(
  handler: http.RequestListener,
  logger: Logger,
  options: { https?: boolean; cdnTagHeader?: string; store?: RouteStore } = {},
): http.RequestListener {
  const https = options.https ?? false;
  // The route cache's store (route-cache/store.ts): Astro fills it, hits are answered here.
  const pages = options.store ?? routeStore;
  pages.cdnTagHeader = options.cdnTagHeader;
  const overInFlightLimit = inFlightLimiter(undefined, undefined, https);
  // At LOG_LEVEL=info every request gets a line, except route-cache hits: they are counted
  // (a log line per hit cost more than the hit) and the count is logged once a minute.
  // Above info only 5xx are logged.
  const logsEveryRequest = logger.isLevelEnabled('info');
  if (logsEveryRequest) {
    let logged = 0;
    setInterval(() => {
      if (pages.hits === logged) return;
      logger.info({ hits: pages.hits - logged, since: new Date(Date.now() - HIT_SUMMARY_MS).toISOString() }, 'route cache hits');
      logged = pages.hits;
    }, HIT_SUMMARY_MS).unref();
  }
  const logWhenFinished = (req: http.IncomingMessage, res: http.ServerResponse, requestId: string, started: bigint) =>
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const pathOnly = (req.url ?? '/').split('?')[0];
      const line = { reqId: requestId, method: req.method, path: pathOnly, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (res.statusCode >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    });
  const cdnTags = (res: http.ServerResponse) =>
    onHeaders(res, () => {
      const tags = res.getHeader(CDN_TAGS_HEADER);
      if (tags === undefined) return;
      res.removeHeader(CDN_TAGS_HEADER);
      if (options.cdnTagHeader) res.setHeader(options.cdnTagHeader, tags);
    });
  return (req, res) => {
    // Only GET, HEAD and POST go further (methods.ts): TRACE, PUT, OPTIONS and the rest are answered here.
    if (answerUnservedMethod(req, res, https, logger)) return;
    // Never trust a client-supplied id: the app reads this header as ours.
    const requestId = randomUUID();
    // The target in origin form before anything reads it (request-target.ts): the body
    // limits and every route below see '/path?query', never another host's absolute URL.
    const target = originForm(req.url ?? '/');
    if (target !== null) req.url = target;
    // Body limits first: an oversized or trickling body never reaches the app.
    // (A GET has none, so the cache-hit path allocates nothing here.)
    const carriesBody = mayCarryBody(req);
    if (carriesBody) {
      // Every head this response writes carries the security headers (edge-headers.ts).
      ensureSecurityHeaders(res, https);
      const started = process.hrtime.bigint();
      res.setHeader('X-Request-Id', requestId); // the refusal, written to the socket, carries it
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
      if (refusedAtOnce) return;
    }
    if (overInFlightLimit(req, res)) return;
    if (target !== null && !isMediaPath(req.url)) {
      // A page Astro's route cache keeps, straight from its store, with the headers the app gave
      // it (the security headers included). Its URL is canonical and readable already: only a
      // URL that passed the checks below was ever rendered and stored under its key.
      const served = pages.serve(req, res, requestId);
      if (served) {
        if (served === 'page') observeCachedPageView(req, res);
        return;
      }
    }
    if (!carriesBody) ensureSecurityHeaders(res, https);
    const started = process.hrtime.bigint();
    req.headers['x-request-id'] = requestId;
    res.setHeader('X-Request-Id', requestId);
    if (logsEveryRequest) logWhenFinished(req, res, requestId, started);
    // One check for every route, path segment and query parameter: bytes that decode (request-target.ts).
    if (target === null || hasUnreadableBytes(target)) return refuseTarget(res);
    // Library images: content-addressed bytes, before the app (media-route.ts).
    if (isMediaPath(req.url)) return void serveMedia(req, res, logger);
    // RFC 8058 one-click unsubscribe from mail providers (no Origin header): see one-click-unsubscribe.ts.
    if (isOneClickUnsubscribe(req)) return void serveOneClickUnsubscribe(req, res, logger);
    // One address per page: variants are sent to the canonical URL before the app and its
    // route cache, so a page is kept under one URL only.
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
    // Page views are counted here for pages the app answers (cache hits above).
    observePageView(req, res);
    if (!logsEveryRequest) logWhenFinished(req, res, requestId, started);
    compress(req, res, () => {
      conditional(req, res);
      cdnTags(res);
      handler(req, res);
    });
  };
}
