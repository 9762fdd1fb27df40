import { defineMiddleware } from 'astro:middleware';
import { getRuntime, ensureReady } from './lib/server/runtime.ts';
import { isHttps } from './lib/server/config.ts';
import { applySecurityHeaders, isStaffPath, isUncacheable } from './lib/server/http/security-headers.ts';
import { crossOriginRefusal, refuseAnonymous } from './lib/server/http/csrf.ts';
import { malformedJsonRefusal } from './lib/server/http/json-body.ts';
import { withEtag } from './lib/server/http/etag.ts';
import { tailorPublicPage } from './lib/server/http/page-stylesheet.ts';
import { PAGE_CACHE_HEADER } from './lib/server/http/page-cache-signal.ts';
import { publicCacheControl } from './lib/server/http/cache-control.ts';
import { sessionCookieName, validateSessionToken } from './lib/server/auth/sessions.ts';
import { routeDenial } from './lib/server/http/route-permission.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  await ensureReady();
  const { config, database, logger } = getRuntime();
  const https = isHttps(config);
  const { pathname } = context.url;
  context.locals.requestId = context.request.headers.get('x-request-id') ?? crypto.randomUUID();

  const refusal = crossOriginRefusal(context.request, context.url, {
    siteOrigin: new URL(config.SITE_URL).origin,
    trustProxy: config.TRUST_PROXY === '1',
  });
  if (refusal) {
    applySecurityHeaders(refusal.headers, https);
    return refusal;
  }

  const staffPath = isStaffPath(pathname);
  if (staffPath) {
    const token = context.cookies.get(sessionCookieName(https))?.value;
    try {
      const session = await validateSessionToken(database.db, token);
      if (session) context.locals.staff = { sessionId: session.id, user: session.user };
    } catch (err) {
      logger.error({ err, reqId: context.locals.requestId }, 'session check failed');
    }
  }

  // The first gate for staff-only URLs: actions and file endpoints answer
  // 401, pages send the visitor to the sign-in gate. Pages, endpoints and
  // every action handler check the session again themselves.
  if (staffPath && !context.locals.staff) {
    const denied = refuseAnonymous(pathname, context.request.method);
    if (denied) {
      applySecurityHeaders(denied.headers, https);
      return denied;
    }
  }
  if (staffPath && !context.locals.staff && pathname.startsWith('/admin/') && context.request.method === 'GET') {
    const response = context.redirect(`/admin?next=${encodeURIComponent(pathname + context.url.search)}`, 303);
    const headers = new Headers(response.headers);
    headers.set('Cache-Control', 'private, no-store');
    applySecurityHeaders(headers, https);
    return new Response(null, { status: 303, headers });
  }

  // Signed in, but the role may lack this page's permission (src/lib/permissions.ts).
  const forbidden = staffPath && context.locals.staff ? routeDenial(pathname, context.locals.staff.user.role) : null;
  if (forbidden) {
    applySecurityHeaders(forbidden.headers, https);
    return forbidden;
  }

  // Malformed JSON to an action is the caller's mistake: 400, not a 500 page.
  const badJson = await malformedJsonRefusal(context.request, context.url);
  if (badJson) {
    applySecurityHeaders(badJson.headers, https);
    return badJson;
  }

  // The route pattern ('/contact', '/blog/[slug]') is the page whatever the URL's spelling.
  const uncacheable = isUncacheable(pathname) || isUncacheable(context.routePattern ?? pathname);
  const cacheable = context.request.method === 'GET' && !uncacheable && config.CACHE_MAX_AGE > 0;

  let response = await next();
  // Public pages carry only the CSS and policy hashes they use. Staff pages
  // keep the whole stylesheet: their editors restyle far more than they render.
  if (!staffPath && !import.meta.env.DEV) response = await tailorPublicPage(response, config.PAGE_CSS === 'trimmed', logger);
  if (context.request.method === 'GET' && !staffPath) response = await withEtag(response);
  // Only successful public pages, the same bytes for every visitor, may be kept
  // by the server's page cache (never /contact, /admin or anything with a cookie).
  // Content-addressed files (immutable: share cards, media) stay out of it:
  // clients keep them a year, and it would only recompress their bytes.
  const immutable = /\bimmutable\b/.test(response.headers.get('Cache-Control') ?? '');
  if (cacheable && response.status === 200 && !immutable && !response.headers.has('set-cookie'))
    response.headers.set(PAGE_CACHE_HEADER, 'public');

  if (staffPath || uncacheable) {
    response.headers.set('Cache-Control', 'private, no-store');
  } else if (!response.headers.has('Cache-Control')) {
    response.headers.set('Cache-Control', publicCacheControl(context.request.method, response, config));
  }
  applySecurityHeaders(response.headers, https);
  return response;
});
