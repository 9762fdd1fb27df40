import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createDb, type Db } from '../../../src/lib/server/db/create-db.ts';
import { startServer, type RunningServer } from '../../../support/server.ts';
import { testDatabases } from '../../helpers/databases.ts';
import { adminActionNames } from '../../helpers/action-registry.ts';
import { ADMIN_ACTIONS, can, routePermission } from '../../../src/lib/permissions.ts';
import { mayAttempt } from '../../../src/lib/policy/decide.ts';
import { hashPassword } from '../../../src/lib/server/auth/password.ts';
import { createStaff } from '../../../src/lib/server/repositories/staff.ts';

const OWNER = { email: 'sec-owner@northmill.example', password: 'Security checks all round' };
const ACTIONS = adminActionNames();
const ENDPOINTS = [
  '/admin/enquiries.csv',
  '/admin/newsletter.csv',
  '/admin/audit.csv',
  '/admin/attachments/does-not-matter',
  '/admin/runtime.json',
  '/admin/backups/posts.wordpress.xml',
  '/admin/backups/northmill-20260101-030000-daily.zip',
];
const STAFF = { email: 'sec-staff@northmill.example', password: 'Staff member passphrase' };
const PAGES = [
  '/admin/analytics',
  '/admin/blog',
  '/admin/page-meta',
  '/admin/calculator',
  '/admin/content',
  '/admin/content/about',
  '/admin/content/about/history',
  '/admin/blog/no-such-post/history',
  '/admin/prices/launch-build/history',
  '/admin/staff',
  '/admin/audit',
  '/admin/account',
  '/admin/two-factor',
  '/admin/newsletter',
  '/admin/backups',
];

async function login(base: string, who: { email: string; password: string } = OWNER): Promise<string> {
  const body = new URLSearchParams({ email: who.email, password: who.password });
  const r = await fetch(`${base}/_actions/auth.login`, { method: 'POST', body, headers: { Origin: base }, redirect: 'manual' });
  expect(r.status).toBe(200);
  const cookie = r.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  return cookie.split(';')[0]!;
}

// Form-only actions (plain HTML forms) get their sample as URLSearchParams.
const callAction = (base: string, name: string, cookie?: string, origin = base, body: unknown = {}) =>
  fetch(`${base}/_actions/${name}`, {
    method: 'POST',
    headers: {
      ...(body instanceof URLSearchParams ? {} : { 'Content-Type': 'application/json' }),
      Origin: origin,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body instanceof URLSearchParams ? body : JSON.stringify(body),
  });

// Astro validates input before the handler runs, so a refused role is only
// told 403 for input that would otherwise be accepted: every action a role
// may not use needs a valid sample here (the test fails without one).
const VALID_INPUT: Record<string, unknown> = {
  'admin.settings.updateSecurity': {
    bookingUrl: 'https://evil.example/book',
    enquiryInbox: 'thief@evil.example',
    retentionMonths: 1,
    version: 0,
  },
  'admin.staff.list': {},
  'admin.staff.create': { email: 'intruder@evil.example', displayName: 'Intruder', role: 'owner' },
  'admin.staff.setDisabled': { id: 'someone', disabled: true },
  'admin.staff.resetPassword': { id: 'someone' },
  'admin.staff.resetTwoFactor': { id: 'someone' },
  'admin.staff.audit': {},
  'admin.twoFactor.setRequired': new URLSearchParams({ required: 'yes' }),
  'admin.prices.updateOffer': new URLSearchParams({
    id: 'launch-build',
    price: '£1',
    timeline: '1 day',
    bullets: 'Nothing',
    version: '0',
  }),
  'admin.prices.updateBuildCosts': new URLSearchParams({ calculatorBuildCost: '500', enquiryBuildCost: '500', version: '0' }),
  'admin.prices.restoreRevision': { id: 'no-such-revision' },
  'admin.mail.sendTest': new URLSearchParams(),
  'admin.mail.saveSettings': new URLSearchParams({
    host: 'smtp.evil.example',
    port: '587',
    security: 'starttls',
    user: 'evil',
    password: 'evil',
    fromName: 'Evil',
    fromAddress: 'evil@evil.example',
    version: '0',
  }),
  'admin.setup.dismissChecklist': new URLSearchParams(),
  'admin.newsletter.schedule': { id: 'no-such-issue', when: 'now' },
  'admin.notifications.save': { enabled: true, url: 'https://evil.example/hook', format: 'json', fields: ['name'] },
  'admin.notifications.sendTest': {},
  'admin.notifications.rotateSecret': {},
  'admin.backups.status': {},
  'admin.backups.summary': { name: 'northmill-20260101-030000-daily.zip' },
  'admin.backups.exportNow': {},
  'admin.backups.saveSchedule': { enabled: true, hour: 3, keepDays: 1, version: 0 },
  'admin.backups.remove': { name: 'northmill-20260101-030000-daily.zip' },
  'admin.backups.restore': { name: 'northmill-20260101-030000-daily.zip', confirm: 'REPLACE' },
  'admin.siteImport.start': new URLSearchParams({
    upload: '00000000-0000-4000-8000-000000000000',
    posts: 'on',
    pages: 'on',
    drafts: 'on',
    pictures: 'on',
  }),
  'admin.siteImport.undo': new URLSearchParams({ run: 'no-such-run', confirm: 'on' }),
  'admin.redirects.add': new URLSearchParams({ from: '/old-page', to: 'https://evil.example/' }),
  'admin.redirects.remove': new URLSearchParams({ from: '/old-page' }),
};

describe.each(testDatabases())('admin access control on %s', (kind) => {
  let server: RunningServer;
  let db: Db;
  let schema: string | undefined;

  beforeAll(async () => {
    const env: Record<string, string> = { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, LOG_LEVEL: 'warn' };
    if (kind === 'postgres') {
      schema = `e2e_${Date.now().toString(36)}`;
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`create schema ${schema}`);
      await c.end();
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      env.DATABASE_URL = url.href;
    }
    server = await startServer(env);
    db =
      kind === 'postgres'
        ? createDb({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: schema })
        : createDb({ dataDir: server.dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
    if (schema) {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    }
  });

  it('finds the admin actions in the registry', () => {
    expect(ACTIONS.length).toBeGreaterThanOrEqual(20);
    expect(ACTIONS).toContain('admin.enquiries.search');
  });

  it('refuses every admin action, endpoint and page to an anonymous caller', async () => {
    for (const name of ACTIONS) {
      const r = await callAction(server.baseUrl, name);
      expect([name, r.status]).toEqual([name, 401]);
      expect(r.headers.get('cache-control')).toContain('no-store');
    }
    for (const path of ENDPOINTS) {
      const r = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
      expect([path, r.status]).toEqual([path, 401]);
    }
    for (const path of PAGES) {
      const r = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
      expect([path, r.status, r.headers.get('location')]).toEqual([path, 303, `/admin?next=${encodeURIComponent(path)}`]);
    }
    // The page editor's live preview reads a posted document: only for a session.
    const preview = await fetch(`${server.baseUrl}/admin/content/about/preview`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
      body: JSON.stringify({ doc: { sections: [] } }),
    });
    expect(preview.status).toBe(401);
    expect(preview.headers.get('cache-control')).toContain('no-store');
  });

  it('accepts a live session and refuses the same cookie once the session has expired', async () => {
    const cookie = await login(server.baseUrl);
    expect((await callAction(server.baseUrl, 'admin.pageMeta.list', cookie)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/admin/enquiries.csv`, { headers: { Cookie: cookie } })).status).toBe(200);
    await db.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    for (const name of ACTIONS) {
      const r = await callAction(server.baseUrl, name, cookie);
      expect([name, r.status]).toEqual([name, 401]);
    }
    for (const path of ENDPOINTS) {
      const r = await fetch(`${server.baseUrl}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });
      expect([path, r.status]).toEqual([path, 401]);
    }
  });

  it('refuses cross-origin form and JSON posts even with a valid session (CSRF)', async () => {
    const cookie = await login(server.baseUrl);
    const form = await fetch(`${server.baseUrl}/_actions/admin.calculator.add`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'category=budgets&name=Hacked',
    });
    expect(form.status).toBe(403);
    const json = await callAction(server.baseUrl, 'admin.calculator.add', cookie, 'https://evil.example');
    expect(json.status).toBe(403);
    const noOrigin = await fetch(`${server.baseUrl}/_actions/admin.pageMeta.list`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
      body: '{}',
    });
    expect(noOrigin.status).toBe(403);
    const hacked = await db.db.selectFrom('calculator_options').select('id').where('option_name', '=', 'Hacked').execute();
    expect(hacked).toEqual([]);
  });

  it('holds each role to the permission table for every admin action, page and endpoint', async () => {
    await createStaff(db.db, {
      email: STAFF.email,
      displayName: 'Staff',
      role: 'staff',
      passwordHash: await hashPassword(STAFF.password),
    });
    for (const [role, who] of [
      ['staff', STAFF],
      ['owner', OWNER],
    ] as const) {
      const cookie = await login(server.baseUrl, who);
      for (const name of ACTIONS) {
        const allowed = mayAttempt(role, ADMIN_ACTIONS[name as keyof typeof ADMIN_ACTIONS]);
        if (!allowed) expect([name, name in VALID_INPUT]).toEqual([name, true]);
        const r = await callAction(server.baseUrl, name, cookie, server.baseUrl, allowed ? {} : VALID_INPUT[name]);
        // Allowed calls with an empty body may fail validation (400) or find nothing (404), but are never refused.
        expect([role, name, r.status === 403]).toEqual([role, name, !allowed]);
        expect(r.status).not.toBe(401);
      }
      for (const path of ['/admin', ...PAGES, ...ENDPOINTS]) {
        const r = await fetch(`${server.baseUrl}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });
        expect([role, path, r.status === 403]).toEqual([role, path, !can(role, routePermission(path)!)]);
        expect(r.status).not.toBe(401);
      }
    }
    // Staff could not redirect the inbox or add an owner: nothing changed.
    expect(await db.db.selectFrom('staff_users').select('id').where('email', '=', 'intruder@evil.example').execute()).toEqual([]);
    const inbox = await db.db.selectFrom('site_settings').select('value').where('key', '=', 'enquiry_inbox').executeTakeFirst();
    expect(inbox?.value).not.toBe('thief@evil.example');
    // Nor change a price.
    const launch = await db.db.selectFrom('offers').select('price').where('id', '=', 'launch-build').executeTakeFirst();
    expect(launch?.price).toBe('From £8,000');
  });

  it('throttles one client after 5 attempts on an account with HTTP 429 and a retry time', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await fetch(`${server.baseUrl}/_actions/auth.login`, {
        method: 'POST',
        headers: { Origin: server.baseUrl },
        body: new URLSearchParams({ email: 'victim@northmill.example', password: `wrong-${i}-password` }),
      });
      expect(r.status).toBe(401);
    }
    const locked = await fetch(`${server.baseUrl}/_actions/auth.login`, {
      method: 'POST',
      headers: { Origin: server.baseUrl },
      body: new URLSearchParams({ email: 'victim@northmill.example', password: 'anything at all' }),
    });
    expect(locked.status).toBe(429);
    expect(await locked.text()).toMatch(/Try again in 1[45] minutes/);
  });
});
