import type { MiddlewareHandler } from 'astro';
import { getRuntime } from '../lib/server/foundation/runtime.ts';
import { isStaffPath, isUncacheable } from '../lib/server/http/security-headers.ts';
import { withEtag } from '../lib/server/http/etag.ts';
import { tailorPublicPage } from '../lib/server/http/page-stylesheet.ts';
import { withDevPolicy } from '../lib/server/http/dev-policy.ts';
import { previewKindOf, tailorPreviewPage } from '../lib/server/http/preview-policy.ts';
import { PAGE_CACHE_HEADER, publicPagesGeneration } from '../lib/server/http/page-cache-signal.ts';
import { fillVisitorValues, fromVisitorTemplate } from '../lib/server/http/visitor-template.ts';
import { CONTACT_TEMPLATE } from '../lib/server/enquiries/contact-template.ts';
import { nextUnlessClientGone } from '../lib/server/http/client-gone.ts';

/** Pages rendered once with placeholders for their per-visitor values (visitor-template.ts). */
const VISITOR_TEMPLATES = [CONTACT_TEMPLATE];

/** The page itself: rendered (or filled from its visitor template), tailored, and marked for the page cache. */
export const render: MiddlewareHandler = async (context, next) => {
  const { config, logger } = getRuntime();
  const { pathname } = context.url;
  const staffPath = isStaffPath(pathname);
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
  return response;
};
