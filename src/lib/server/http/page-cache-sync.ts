// Spreads a staff edit to every instance at once instead of within
// CACHE_MAX_AGE: on PostgreSQL each instance LISTENs on one channel and the
// instance that saved NOTIFYs it with its cache generation; the others drop
// their cached public pages. A CDN in front is purged by the instance that
// saved (cdn-purge.ts). SQLite means one instance: nothing to spread.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { loadPg } from '../db/load-pg.ts';
import type { Logger } from 'pino';
import type { Config } from '../foundation/config.ts';
import { dropLocalPublicPages, onPublicPagesInvalidated } from './page-cache-signal.ts';
import { purgeCdn } from './cdn-purge.ts';
import { PAGE_CACHE_CHANNEL, listenForPageChanges, notifyPageChange } from '../repositories/page-cache-channel.ts';

const RECONNECT_MS = 1000;

export interface PageCacheSync {
  stop(): Promise<void>;
}

export function startPageCacheSync(r: { config: Config; logger: Logger }): PageCacheSync {
  const { config, logger } = r;
  const instance = randomUUID();
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (reconnecting: boolean) => {
    const c = new (loadPg().Client)({ connectionString: config.DATABASE_URL, connectionTimeoutMillis: 3000 });
    c.on('error', () => {}); // 'end' below handles the loss
    c.on('notification', (n) => {
      if (n.channel !== PAGE_CACHE_CHANNEL || !n.payload) return;
      try {
        const msg = JSON.parse(n.payload) as { from?: string; generation?: number };
        if (msg.from === instance) return;
        dropLocalPublicPages();
        logger.debug({ from: msg.from, generation: msg.generation }, 'public pages changed on another instance');
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
      logger.warn({ err }, 'page-cache sync: cannot listen on PostgreSQL; retrying');
      await c.end().catch(() => {});
      return;
    }
    if (stopped) return void (await c.end().catch(() => {}));
    client = c;
    // Notifications sent while we were away are lost: assume something changed.
    if (reconnecting) dropLocalPublicPages();
  };
  const schedule = () => {
    clearTimeout(retry);
    retry = setTimeout(() => void connect(true), RECONNECT_MS);
    retry.unref();
  };

  if (config.DATABASE_URL) void connect(false);

  const unsubscribe = onPublicPagesInvalidated((generation) => {
    if (client) {
      notifyPageChange(client, JSON.stringify({ from: instance, generation })).catch((err) =>
        logger.warn({ err }, 'page-cache sync: NOTIFY failed; other instances catch up within CACHE_MAX_AGE'),
      );
    } else if (config.DATABASE_URL) {
      logger.warn('page-cache sync: not connected; other instances catch up within CACHE_MAX_AGE');
    }
    if (config.CDN_PURGE_URL) void purgeCdn(config, logger);
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
