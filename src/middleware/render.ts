import type { MiddlewareHandler } from 'astro';
import { getRuntime } from '../lib/server/foundation/runtime.ts';
import { isStaffPath, isUncacheable } from '../lib/server/http/security-headers.ts';
import { withEtag } from '../lib/server/foundation/etag.ts';
import { tailorPublicPage } from '../lib/server/http/page-stylesheet.ts';
import { withDevPolicy } from '../lib/server/http/dev-policy.ts';
import { previewKindOf, tailorPreviewPage } from '../lib/server/http/preview-policy.ts';
import { publicChangeCount } from '../lib/server/route-cache/registry.ts';
import { collectRenderTags } from '../lib/server/cache-tags/render-tags.ts';
import { PAGE_QUERY_PARAMS } from '../lib/server/route-cache/page-query.ts';
import { EVERY_PAGE } from '../lib/server/cache-tags/tag-names.ts';
import { fillVisitorValues, fromVisitorTemplate } from '../lib/server/http/visitor-template.ts';
import { CONTACT_TEMPLATE } from '../lib/server/enquiries/contact-template.ts';
import { nextUnlessClientGone } from '../lib/server/http/client-gone.ts';

/** Pages rendered once with placeholders for their per-visitor values (visitor-template.ts). */
const VISITOR_TEMPLATES = [CONTACT_TEMPLATE];

/** The page itself: rendered (or filled from its visitor template), tailored, and given to Astro's route cache with its tags. */
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
  const generation = publicChangeCount();
  // Everything the render reads names itself here (route-cache/render-tags.ts); complete once
  // the body has been read, which tailoring and the ETag below do.
  const tags = new Set<string>();
  const preview = previewKindOf(pathname);
  let response = (plainGet && (await fromVisitorTemplate(pathname, maxAgeMs))) || null;
  if (!response)
    response = await collectRenderTags(tags, async () => {
      let response = await nextUnlessClientGone(context.request, next, logger, context.locals.requestId);
      // Public pages carry only the CSS and policy hashes they use. Staff pages
      // keep the whole stylesheet: their editors restyle far more than they render.
      // Previews are public pages too, under a policy of their own (preview-policy.ts).
      // Under `npm run dev` Astro adds no policy: every page gets the production
      // directives with a nonce (dev-policy.ts), so what the policy refuses fails here first.
      if (import.meta.env.DEV) response = await withDevPolicy(response);
      else if (preview) response = await tailorPreviewPage(response, preview, config.PAGE_CSS === 'trimmed', logger);
      else if (!staffPath) {
        // A page the route cache may keep is the same for every visitor: its tailoring may be reused.
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
      return response;
    });
  // Only successful public pages, the same bytes for every visitor, are kept by Astro's route
  // cache (never /contact, /admin or anything with a cookie), under the tags of what they read
  // and for CACHE_MAX_AGE; a change drops them by tag sooner (public-changes.ts). A URL with a
  // query parameter no page reads is answered but not kept (junk queries cannot push pages out).
  // Content-addressed files (immutable: share cards, media) stay out of it: clients keep them
  // a year, and it would only hold their bytes twice.
  const immutable = /\bimmutable\b/.test(response.headers.get('Cache-Control') ?? '');
  const pageQuery = [...context.url.searchParams.keys()].every((k) => PAGE_QUERY_PARAMS.includes(k));
  // A render that a change overtook may hold what it replaced: answered, not kept.
  const current = publicChangeCount() === generation;
  if (cacheable && current && pageQuery && response.status === 200 && !immutable && !response.headers.has('set-cookie'))
    context.cache.set({ maxAge: config.CACHE_MAX_AGE, tags: [EVERY_PAGE, ...tags] });
  return response;
};
