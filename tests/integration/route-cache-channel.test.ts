import { describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  listenForPageChanges,
  notifyPageChange,
  ROUTE_CACHE_CHANNEL,
} from '../../src/lib/server/repositories/route-cache-channel.ts';
import { testDatabases } from '../helpers/databases.ts';

// The channel route-cache/sync.ts spreads public-page changes on (PostgreSQL only: SQLite is one instance).
describe.skipIf(!testDatabases().includes('postgres'))('page-cache channel on PostgreSQL', () => {
  it('delivers one instance’s notice to another that listens', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const listener = new pg.Client({ connectionString: url });
    const sender = new pg.Client({ connectionString: url });
    await Promise.all([listener.connect(), sender.connect()]);
    try {
      const heard = new Promise<pg.Notification>((resolve) => listener.on('notification', resolve));
      await listenForPageChanges(listener);
      const payload = JSON.stringify({ from: 'instance-a', generation: 7 });
      await notifyPageChange(sender, payload);
      const n = await heard;
      expect(n.channel).toBe(ROUTE_CACHE_CHANNEL);
      expect(n.payload).toBe(payload);
    } finally {
      await Promise.all([listener.end(), sender.end()]);
    }
  });
});
