import type { MiddlewareHandler } from 'astro';
import { getRuntime } from '../lib/server/foundation/runtime.ts';
import { isHttps } from '../lib/server/foundation/config.ts';
import { applySecurityHeaders, isStaffPath, isUncacheable } from '../lib/server/http/security-headers.ts';
import { publicCacheControl } from '../lib/server/http/cache-control.ts';
import { previewKindOf } from '../lib/server/http/preview-policy.ts';

/**
 * Every answer's security headers and cache policy, whichever step gave it: a refusal, a
 * redirect to sign in or a rendered page. Staff pages and per-visitor pages are never kept by
 * anyone; public pages say how long a CDN may keep them.
 */
export const responseHeaders: MiddlewareHandler = async (context, next) => {
  const { config } = getRuntime();
  const { pathname } = context.url;
  const preview = previewKindOf(pathname);
  const response = withHeadersToSet(await next());
  // The route pattern ('/contact', '/blog/[slug]') is the page whatever the URL's spelling.
  const uncacheable = isUncacheable(pathname) || isUncacheable(context.routePattern ?? pathname);
  if (isStaffPath(pathname) || uncacheable) response.headers.set('Cache-Control', 'private, no-store');
  else if (!response.headers.has('Cache-Control'))
    response.headers.set('Cache-Control', publicCacheControl(context.request.method, response, config));
  applySecurityHeaders(response.headers, isHttps(config), preview === 'staff');
  // A shared preview's address is its secret: no Referer carries it to the next request.
  if (preview === 'shared') response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
};

/** The same answer with headers that can be set: Response.redirect() makes them immutable. */
function withHeadersToSet(response: Response): Response {
  try {
    response.headers.set('Vary', response.headers.get('Vary') ?? '');
    if (!response.headers.get('Vary')) response.headers.delete('Vary');
    return response;
  } catch {
    const { body, status, statusText } = response;
    return new Response(body, { status, statusText, headers: new Headers(response.headers) });
  }
}
