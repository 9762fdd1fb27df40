// Spreads a staff edit to every instance at once instead of within
// CACHE_MAX_AGE: on PostgreSQL each instance LISTENs on one channel and the
// instance that saved NOTIFYs it with the tags it dropped; the others drop the
// same tags from their route cache. A CDN in front is purged of the same tags by
// the instance that saved (cdn-purge.ts). SQLite means one instance: nothing to spread.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { loadPg } from '../db/load-pg.ts';
import type { Logger } from 'pino';
import type { Config } from '../foundation/config.ts';
import { dropLocalPages, onPublicTagsInvalidated } from './registry.ts';
import { purgeCdn } from './cdn-purge.ts';
import { EVERY_PAGE } from '../cache-tags/tag-names.ts';
import { ROUTE_CACHE_CHANNEL, listenForPageChanges, notifyPageChange } from '../repositories/route-cache-channel.ts';

const RECONNECT_MS = 1000;

export interface RouteCacheSync {
  stop(): Promise<void>;
}

export function startRouteCacheSync(r: { config: Config; logger: Logger }): RouteCacheSync {
  const { config, logger } = r;
  const instance = randomUUID();
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (reconnecting: boolean) => {
    const c = new (loadPg().Client)({ connectionString: config.DATABASE_URL, connectionTimeoutMillis: 3000 });
    c.on('error', () => {}); // 'end' below handles the loss
    c.on('notification', (n) => {
      if (n.channel !== ROUTE_CACHE_CHANNEL || !n.payload) return;
      try {
        const msg = JSON.parse(n.payload) as { from?: string; tags?: unknown };
        if (msg.from === instance) return;
        const tags = Array.isArray(msg.tags) ? msg.tags.filter((t): t is string => typeof t === 'string') : [];
        dropLocalPages(tags);
        logger.debug({ from: msg.from, tags }, 'public pages changed on another instance');
      } catch {
        logger.warn({ payload: n.payload.slice(0, 200) }, 'ignored a malformed page-cache notification');
      }
    });
    c.on('end', () => {
      if (client === c) client = null;
      if (!stopped) schedule();
    });
    try {
      await c.connect();
      await listenForPageChanges(c);
    } catch (err) {
      logger.warn({ err }, 'route-cache sync: cannot listen on PostgreSQL; retrying');
      await c.end().catch(() => {});
      return;
    }
    if (stopped) return void (await c.end().catch(() => {}));
    client = c;
    // Notifications sent while we were away are lost: assume everything changed.
    if (reconnecting) dropLocalPages([EVERY_PAGE]);
  };
  const schedule = () => {
    clearTimeout(retry);
    retry = setTimeout(() => void connect(true), RECONNECT_MS);
    retry.unref();
  };

  if (config.DATABASE_URL) void connect(false);

  const unsubscribe = onPublicTagsInvalidated((tags) => {
    if (client) {
      notifyPageChange(client, JSON.stringify({ from: instance, tags })).catch((err) =>
        logger.warn({ err }, 'route-cache sync: NOTIFY failed; other instances catch up within CACHE_MAX_AGE'),
      );
    } else if (config.DATABASE_URL) {
      logger.warn('route-cache sync: not connected; other instances catch up within CACHE_MAX_AGE');
    }
    if (config.CDN_PURGE_URL) void purgeCdn(config, tags, logger);
  });

  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      unsubscribe();
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
