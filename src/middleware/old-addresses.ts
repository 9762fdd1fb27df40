import type { MiddlewareHandler } from 'astro';
import { getRuntime } from '../lib/server/foundation/runtime.ts';
import { isStaffPath } from '../lib/server/http/security-headers.ts';
import { redirectTarget } from '../lib/server/import/redirect-map.ts';

/** Old addresses (an imported blog's, or the owner's own redirects) answer 301 before any render. */
export const oldAddresses: MiddlewareHandler = async (context, next) => {
  const { method } = context.request;
  if (isStaffPath(context.url.pathname) || (method !== 'GET' && method !== 'HEAD')) return next();
  const to = await redirectTarget(getRuntime().database.db, context.url.pathname, context.url.search);
  if (!to) return next();
  return new Response(null, { status: 301, headers: { Location: to, 'Cache-Control': 'public, max-age=3600' } });
};
