import type { MiddlewareHandler } from 'astro';
import { getRuntime } from '../lib/server/foundation/runtime.ts';
import { crossOriginRefusal } from '../lib/server/http/csrf.ts';

/** A post from another site is refused before anything reads it (forms and JSON alike). */
export const crossOrigin: MiddlewareHandler = (context, next) => {
  const { config } = getRuntime();
  const refusal = crossOriginRefusal(context.request, context.url, {
    siteOrigin: new URL(config.SITE_URL).origin,
    trustProxy: config.TRUST_PROXY === '1',
  });
  return refusal ?? next();
};
