import type { Config } from '../foundation/config.ts';

/**
 * Cache-Control for a response that is the same for every visitor (the
 * middleware has already sent staff pages, /contact and the like down the
 * private, no-store path). Browsers always revalidate with the ETag
 * (max-age=0); a shared cache (a CDN) may keep a successful GET for
 * CDN_MAX_AGE and serve it stale for CDN_STALE_WHILE_REVALIDATE more while it
 * refetches. Anything carrying a cookie, and every error, stays no-cache.
 */
export function publicCacheControl(
  method: string,
  response: Response,
  config: Pick<Config, 'CDN_MAX_AGE' | 'CDN_STALE_WHILE_REVALIDATE'>,
): string {
  const shareable = (method === 'GET' || method === 'HEAD') && response.status === 200 && !response.headers.has('set-cookie');
  if (!shareable || config.CDN_MAX_AGE <= 0) return 'no-cache';
  const swr = config.CDN_STALE_WHILE_REVALIDATE > 0 ? `, stale-while-revalidate=${config.CDN_STALE_WHILE_REVALIDATE}` : '';
  return `public, max-age=0, s-maxage=${config.CDN_MAX_AGE}${swr}`;
}
