// The CDN purge hook: after a staff edit, one POST to CDN_PURGE_URL with
// CDN_PURGE_BODY, in which $TAGS becomes the JSON list of the tags dropped (default
// {"tags":$TAGS}, Cloudflare's purge by tag; pages carry their tags to the CDN in
// CDN_TAG_HEADER) and, when set, CDN_PURGE_AUTHORIZATION as the Authorization header.
// A body without $TAGS ({"purge_everything":true}) purges everything on every change. A failure
// is logged, never thrown: the CDN then catches up within CDN_MAX_AGE.
import type { Logger } from 'pino';
import type { Config } from '../foundation/config.ts';

/**
 * The tags of a cached page on its way out (route-cache/provider.ts copies them here, as Astro
 * removes Cache-Tag): the HTTP wrapper sends them under CDN_TAG_HEADER when a CDN is purged by
 * tag, and drops them otherwise.
 */
export const CDN_TAGS_HEADER = 'x-northmill-cdn-tags';

/** The purge request's body for these tags. */
export function purgeBody(template: string, tags: readonly string[]): string {
  return template.replaceAll('$TAGS', JSON.stringify(tags));
}

export async function purgeCdn(
  config: Pick<Config, 'CDN_PURGE_URL' | 'CDN_PURGE_AUTHORIZATION' | 'CDN_PURGE_BODY'>,
  tags: readonly string[],
  logger: Logger,
): Promise<boolean> {
  if (!config.CDN_PURGE_URL) return false;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (config.CDN_PURGE_AUTHORIZATION) headers.Authorization = config.CDN_PURGE_AUTHORIZATION;
  try {
    const res = await fetch(config.CDN_PURGE_URL, {
      method: 'POST',
      headers,
      body: purgeBody(config.CDN_PURGE_BODY, tags),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) {
      logger.warn({ status: res.status, body: (await res.text()).slice(0, 300) }, 'CDN purge refused');
      return false;
    }
    await res.body?.cancel();
    logger.info({ status: res.status, tags }, 'CDN purged');
    return true;
  } catch (err) {
    logger.warn({ err }, 'CDN purge failed');
    return false;
  }
}
