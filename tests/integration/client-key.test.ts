import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { clientKeyOf } from '../../src/lib/server/foundation/client-key.ts';
import { ukDay } from '../../src/lib/uk-time.ts';

const NOON = Date.parse('2026-11-22T12:00:00Z');
const DAY = 86_400_000;

describe.each(testDatabases())('client keys (HMAC with a per-install secret) on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.cleanup());
  const secrets = async () =>
    (await t.database.db.selectFrom('client_key_secrets').select(['period', 'secret']).orderBy('period').execute()).map((r) => ({
      period: r.period,
      secret: r.secret,
    }));

  it('keys an address with the day’s secret from the database, not a public prefix', async () => {
    const key = await clientKeyOf(t.database.db, '203.0.113.7', NOON);
    const [stored] = await secrets();
    expect(stored!.period).toBe(ukDay(NOON));
    expect(stored!.secret).toMatch(/^[\w-]{43}$/);
    expect(key).toBe(createHmac('sha256', stored!.secret).update('203.0.113.7').digest('base64url').slice(0, 22));
    // The old key could be recovered by trying every IPv4 address; this one cannot without the secret.
    expect(key).not.toBe(createHash('sha256').update('nm:203.0.113.7').digest('base64url').slice(0, 22));
    expect(await clientKeyOf(t.database.db, '203.0.113.7', NOON + 60_000)).toBe(key);
    expect(await clientKeyOf(t.database.db, '203.0.113.8', NOON)).not.toBe(key);
    // One IPv6 /64 is one client.
    expect(await clientKeyOf(t.database.db, '2001:db8:5:6::1', NOON)).toBe(
      await clientKeyOf(t.database.db, '2001:db8:5:6:ffff::2', NOON),
    );
  });

  it('changes the secret every UK day and deletes the old one when the new one is made', async () => {
    const today = await clientKeyOf(t.database.db, '203.0.113.7', NOON);
    const tomorrow = await clientKeyOf(t.database.db, '203.0.113.7', NOON + DAY);
    expect(tomorrow).not.toBe(today);
    expect((await secrets()).map((s) => s.period)).toEqual([ukDay(NOON + DAY)]);
  });
});
