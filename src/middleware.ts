import { defineMiddleware } from 'astro:middleware';
import { getRuntime } from './lib/server/runtime.ts';
import { ensureReady } from './lib/server/server-process.ts';
import { isHttps } from './lib/server/config.ts';
import { applySecurityHeaders, isStaffPath, isUncacheable } from './lib/server/http/security-headers.ts';
import { crossOriginRefusal, refuseAnonymous } from './lib/server/http/csrf.ts';
import { malformedJsonRefusal } from './lib/server/http/json-body.ts';
import { withEtag } from './lib/server/http/etag.ts';
import { tailorPublicPage } from './lib/server/http/page-stylesheet.ts';
import { withDevPolicy } from './lib/server/http/dev-policy.ts';
import { previewKindOf, tailorPreviewPage } from './lib/server/http/preview-policy.ts';
import { PAGE_CACHE_HEADER, publicPagesGeneration } from './lib/server/http/page-cache-signal.ts';
import { publicCacheControl } from './lib/server/http/cache-control.ts';
import { checkSessionToken, sessionCookieName } from './lib/server/auth/sessions.ts';
import { clearSessionCookie } from './lib/server/auth/cookies.ts';
import { setChallengeCookie } from './lib/server/auth/two-factor-cookies.ts';
import { ENROL_PATH, enrolInsteadOfSession, isPageLoad, twoFactorDueRefusal } from './lib/server/auth/two-factor-due.ts';
import { routeDenial } from './lib/server/http/route-permission.ts';
import { fillVisitorValues, fromVisitorTemplate } from './lib/server/http/visitor-template.ts';
import { CONTACT_TEMPLATE } from './lib/server/enquiries/contact-template.ts';
import { nextUnlessClientGone } from './lib/server/http/client-gone.ts';
import { redirectTarget } from './lib/server/import/redirect-map.ts';

/** Pages rendered once with placeholders for their per-visitor values (visitor-template.ts). */
const VISITOR_TEMPLATES = [CONTACT_TEMPLATE];

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
  // Old addresses (an imported blog's, or the owner's own) answer 301 before any render.
  if (!staffPath && (context.request.method === 'GET' || context.request.method === 'HEAD')) {
    const to = await redirectTarget(database.db, pathname, context.url.search);
    if (to) {
      const headers = new Headers({ Location: to, 'Cache-Control': 'public, max-age=3600' });
      applySecurityHeaders(headers, https);
      return new Response(null, { status: 301, headers });
    }
  }
  if (staffPath) {
    const token = context.cookies.get(sessionCookieName(https))?.value;
    try {
      const check = await checkSessionToken(database.db, token);
      if (check.state === 'ok') context.locals.staff = { sessionId: check.session.id, user: check.session.user };
      // The owner now requires two-factor and this account has none: a page
      // load turns the session into the enrolment step of a sign-in; any
      // other call is refused (auth/two-factor-due.ts).
      if (check.state === 'two-factor-due') {
        let due = twoFactorDueRefusal(pathname);
        if (isPageLoad(context.request, pathname)) {
          setChallengeCookie(context.cookies, config, await enrolInsteadOfSession(database.db, check.session));
          clearSessionCookie(context.cookies, config);
          due = context.redirect(ENROL_PATH, 303);
        }
        const headers = new Headers(due.headers);
        headers.set('Cache-Control', 'private, no-store');
        applySecurityHeaders(headers, https);
        return new Response(due.body, { status: due.status, headers });
      }
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

  // A page kept as a visitor template (/contact): filled with this visitor's
  // values, no render. Its headers are those of the render it was kept from
  // (so not under `npm run dev`, where each answer has a nonce of its own).
  const plainGet = !import.meta.env.DEV && context.request.method === 'GET' && !staffPath && context.url.search === '';
  const maxAgeMs = config.CACHE_MAX_AGE * 1000;
  const generation = publicPagesGeneration();
  const preview = previewKindOf(pathname);
  let response = (plainGet && (await fromVisitorTemplate(pathname, maxAgeMs))) || null;
  if (!response) {
    response = await nextUnlessClientGone(context.request, next, logger, context.locals.requestId);
    // Public pages carry only the CSS and policy hashes they use. Staff pages
    // keep the whole stylesheet: their editors restyle far more than they render.
    // Previews are public pages too, under a policy of their own (preview-policy.ts).
    // Under `npm run dev` Astro adds no policy: every page gets the production
    // directives with a nonce (dev-policy.ts), so what the policy refuses fails here first.
    if (import.meta.env.DEV) response = await withDevPolicy(response);
    else if (preview) response = await tailorPreviewPage(response, preview, config.PAGE_CSS === 'trimmed', logger);
    else if (!staffPath) {
      // A page the page cache may keep is the same for every visitor: its tailoring may be reused.
      const shareable = cacheable && response.status === 200 && !response.headers.has('set-cookie');
      response = await tailorPublicPage(response, config.PAGE_CSS === 'trimmed', logger, shareable);
    }
    if (context.request.method === 'GET' && !staffPath && !preview) response = await withEtag(response);
    // Placeholders a page rendered become this visitor's values (and a plain GET's markup is kept).
    response = await fillVisitorValues(
      response,
      VISITOR_TEMPLATES,
      plainGet ? { path: pathname, generation, maxAgeMs } : undefined,
    );
  }
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
  applySecurityHeaders(response.headers, https, preview === 'staff');
  // A shared preview's address is its secret: no Referer carries it to the next request.
  if (preview === 'shared') response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
});
