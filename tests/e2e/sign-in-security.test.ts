import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createDb, type Db } from '../../src/lib/server/db/create-db.ts';
import { hashPassword } from '../../src/lib/server/auth/password.ts';
import { setTwoFactorRequired } from '../../src/lib/server/auth/two-factor-rule.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { timeStep, totpCode } from '../../src/lib/server/auth/totp.ts';
import { closeContexts, workerBrowser, openPage, waitForIslands, type TrackedPage } from '../../support/browser.ts';
import { startServer, type RunningServer } from '../../support/server.ts';

// Issue 24: the open redirect after sign-in (finding 1), and 'two-factor
// required' reaching sessions already open. Its own server: the test turns
// the rule on for the whole site.
const OWNER = { email: 'gate-owner@northmill.example', password: 'Gatehouse keys on a hook' };
const TESS = { email: 'tess@northmill.example', password: 'Tess has her own phrase' };
const SHOTS = process.env.SHOTS_DIR;
let server: RunningServer;
let browser: Browser;
let db: Db;
const pages: TrackedPage[] = [];

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, LOG_LEVEL: 'warn' });
  db = createDb({ dataDir: server.dataDir });
  browser = await workerBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  for (const p of pages) await p.close();
  if (browser) await closeContexts(browser);
  await db?.close();
  await server?.stop();
});

async function newPage(javaScript = true): Promise<Page> {
  const t = await openPage(browser, { javaScript });
  t.page.setDefaultTimeout(12_000);
  // If anything tries to leave for another site, let it arrive (and fail the test) rather than hang on DNS.
  await t.context.route(
    (url) => url.hostname.endsWith('evil.example'),
    (r) => r.fulfill({ status: 200, contentType: 'text/plain', body: 'another site' }),
  );
  pages.push(t);
  return t.page;
}

async function signIn(page: Page, path: string, who: { email: string; password: string }, javaScript = true) {
  await page.goto(`${server.baseUrl}${path}`);
  if (javaScript) await waitForIslands(page);
  await page.fill('#email', who.email);
  await page.fill('#password', who.password);
  await Promise.all([page.waitForURL(/welcome=1/), page.press('#password', 'Enter')]);
  return new URL(page.url());
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

describe('after signing in', () => {
  const NASTY = '/admin?next=%2Fadmin%2F..%2F..%2F%2Fevil.example';

  it('lands on an /admin page of this site, not another one, with JavaScript on', async () => {
    const page = await newPage();
    const url = await signIn(page, NASTY, OWNER);
    expect(url.origin).toBe(server.baseUrl);
    expect(url.pathname).toBe('/admin');
    await page.getByText(/^Signed in as /).waitFor();
  });

  it('does the same without JavaScript, and still follows a real admin path', async () => {
    const plain = await newPage(false);
    expect(await plain.goto(`${server.baseUrl}${NASTY}`).then(() => plain.locator('form').first().getAttribute('action'))).toBe(
      '/admin?_action=auth.login&next=%2Fadmin',
    );
    const url = await signIn(plain, NASTY, OWNER, false);
    expect([url.origin, url.pathname]).toEqual([server.baseUrl, '/admin']);
    const page = await newPage();
    const blog = await signIn(page, '/admin?next=%2Fadmin%2Fblog%3Fstatus%3Ddraft', OWNER);
    expect(blog.href).toBe(`${server.baseUrl}/admin/blog?status=draft&welcome=1`);
  });
});

describe("'two-factor required' and a session already open", () => {
  it('sends the member to set it up at the next request, and the admin refuses her meanwhile', async () => {
    await createStaff(db.db, {
      email: TESS.email,
      displayName: 'Tess',
      role: 'staff',
      passwordHash: await hashPassword(TESS.password),
    });
    const page = await newPage();
    await signIn(page, '/admin', TESS);
    await page.getByText(/^Signed in as /).waitFor();

    await setTwoFactorRequired(db.db, true);
    // Her next requests are calls from the open page: refused, whatever they are.
    const calls = await page.evaluate(async () =>
      Promise.all(
        ['/_actions/admin.twoFactor.forgetDevices', '/admin/enquiries.csv'].map(async (url) => {
          const r = await fetch(url, {
            method: url.endsWith('.csv') ? 'GET' : 'POST',
            body: url.endsWith('.csv') ? null : new FormData(),
          });
          return { status: r.status, body: await r.text() };
        }),
      ),
    );
    for (const c of calls)
      expect(c).toMatchObject({ status: 401, body: expect.stringContaining('Two-factor sign-in is now required') });
    // The next admin page leads to the set-up step, not the admin, and the old session is over.
    await page.goto(`${server.baseUrl}/admin/blog`);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('nm_session');
    expect(new URL(page.url()).pathname).toBe('/auth/two-factor');
    await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
    await shoot(page, 'two-factor-due-enrol');
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await page.fill('#code', totpCode(secret, timeStep(Date.now())));
    await page.click('text=Turn on and sign in');
    expect(await page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    await Promise.all([page.waitForURL(/welcome=1/), page.click('text=I have saved them: continue')]);
    await page.getByText(/^Signed in as /).waitFor();
    await setTwoFactorRequired(db.db, false);
  });
});
