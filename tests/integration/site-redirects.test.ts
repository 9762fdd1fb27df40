import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { signIn, type ActionGroup, type Person } from '../helpers/staff-sessions.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { clearRuntime, defaultSettings, setRuntime } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { listRedirects } from '../../src/lib/server/repositories/redirects.ts';
import { redirectTarget } from '../../src/lib/server/import/redirect-map.ts';

// Issue 40 item 5: the owner's redirects on /admin/redirects — local paths only,
// no loops, never from a page the site answers; staff accounts are refused.

vi.mock('astro:actions', () => import('../helpers/astro-actions-mock.ts'));
const redirects = (await import('../../src/actions/admin/redirects.ts')) as unknown as ActionGroup;
const config = loadConfig({ LOG_LEVEL: 'silent' });

describe.each(testDatabases())('the owner’s redirects on %s', (kind) => {
  let t: TestDb;
  let owner: Person;
  let staff: Person;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(db(), defaultSettings(config));
    setRuntime({ config, database: t.database, logger: pino({ level: 'silent' }) });
    owner = await signIn(db(), 'Olivia Owner', 'olivia@northmill.example', 'owner');
    staff = await signIn(db(), 'Sam Patel', 'sam@northmill.example', 'staff');
  });
  afterAll(async () => {
    clearRuntime();
    await t.cleanup();
  });

  it('a staff account can neither add nor remove a redirect', async () => {
    expect(await staff.attempt(redirects.add, { from: '/old', to: '/blog' })).toBe('FORBIDDEN');
    expect(await staff.attempt(redirects.remove, { from: '/old' })).toBe('FORBIDDEN');
    expect(await listRedirects(db())).toEqual([]);
  });

  it('the owner adds a redirect; the old address answers with the new one, with or without the slash', async () => {
    await owner.call(redirects.add, { from: '/old-services/', to: '/blog' });
    expect((await listRedirects(db())).map((r) => [r.from, r.to, r.source])).toEqual([['/old-services', '/blog', 'owner']]);
    expect(await redirectTarget(db(), '/old-services/', '')).toBe('/blog');
    expect(await redirectTarget(db(), '/old-services', '')).toBe('/blog');
  });

  it('refuses another site, a loop, and a page the site answers itself', async () => {
    expect(await owner.attempt(redirects.add, { from: '/x', to: 'https://elsewhere.example/' })).toBe('BAD_REQUEST');
    expect(await owner.attempt(redirects.add, { from: '//evil.example/x', to: '/blog' })).toBe('BAD_REQUEST');
    expect(await owner.attempt(redirects.add, { from: '/loop', to: '/loop/' })).toBe('BAD_REQUEST');
    await owner.call(redirects.add, { from: '/a', to: '/b' });
    expect(await owner.attempt(redirects.add, { from: '/b', to: '/a' })).toBe('BAD_REQUEST');
    expect(await owner.attempt(redirects.add, { from: '/contact', to: '/blog' })).toBe('BAD_REQUEST');
    expect(await owner.attempt(redirects.add, { from: '/blog', to: '/a' })).toBe('BAD_REQUEST');
  });

  it('the owner removes one; its old address no longer redirects', async () => {
    await owner.call(redirects.remove, { from: '/old-services' });
    expect(await redirectTarget(db(), '/old-services', '')).toBeNull();
  });
});
