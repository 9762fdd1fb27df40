// The CDN purge hook: after a staff edit, one POST to CDN_PURGE_URL with
// CDN_PURGE_BODY (default {"purge_everything":true}, Cloudflare's form) and,
// when set, CDN_PURGE_AUTHORIZATION as the Authorization header. A failure
// is logged, never thrown: the CDN then catches up within CDN_MAX_AGE.
import type { Logger } from 'pino';
import type { Config } from '../foundation/config.ts';

export async function purgeCdn(
  config: Pick<Config, 'CDN_PURGE_URL' | 'CDN_PURGE_AUTHORIZATION' | 'CDN_PURGE_BODY'>,
  logger: Logger,
): Promise<boolean> {
  if (!config.CDN_PURGE_URL) return false;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (config.CDN_PURGE_AUTHORIZATION) headers.Authorization = config.CDN_PURGE_AUTHORIZATION;
  try {
    const res = await fetch(config.CDN_PURGE_URL, {
      method: 'POST',
      headers,
      body: config.CDN_PURGE_BODY,
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) {
      logger.warn({ status: res.status, body: (await res.text()).slice(0, 300) }, 'CDN purge refused');
      return false;
    }
    await res.body?.cancel();
    logger.info({ status: res.status }, 'CDN purged');
    return true;
  } catch (err) {
    logger.warn({ err }, 'CDN purge failed');
    return false;
  }
}
