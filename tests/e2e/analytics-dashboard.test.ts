import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  closeContexts,
  workerBrowser,
  openPage,
  signIn,
  waitForIslands,
  type TrackedPage,
} from '../../support/browser.ts';
import { createDb } from '../../src/lib/server/db/create-db.ts';
import { ukDay } from '../../src/lib/uk-time.ts';
import { startServer } from '../../support/server.ts';
import { TEST_SERVER_ENV } from '../helpers/built-server.ts';

const baseUrl = e2eServer().baseUrl;
const db = createDb({ dataDir: e2eServer().dataDir }).db;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const shots = process.env.SCREENSHOT_DIR;

let browser: Browser;
let t: TrackedPage;
let page: Page;

beforeAll(async () => {
  browser = await workerBrowser();
  t = await openPage(browser);
  page = t.page;
});
afterAll(async () => {
  await t.close();
  await closeContexts(browser);
});

const stored = async (kind: string, key = '') => {
  const rows = await db
    .selectFrom('analytics_daily')
    .select('count')
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('day', '=', ukDay())
    .execute();
  return rows.reduce((n, r) => n + Number(r.count), 0);
};
/** A little over one write of the collector (ANALYTICS_FLUSH_MS, 1 s on the test servers). */
const ONE_FLUSH_MS = Number(TEST_SERVER_ENV.ANALYTICS_FLUSH_MS) + 500;
/** Waits until the database shows at least `atLeast`. */
async function untilStored(kind: string, key: string, atLeast: number) {
  const end = Date.now() + 15_000;
  while ((await stored(kind, key)) < atLeast) {
    if (Date.now() > end) throw new Error(`${kind}:${key} never reached ${atLeast} (have ${await stored(kind, key)})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
const visit = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${path}`, { headers: { 'user-agent': CHROME, ...headers } }).then((r) => r.arrayBuffer());

describe('first-party analytics', () => {
  it('counts visits by real browsers, skips DNT, GPC and bots, and stores no address', async () => {
    // Visits made by earlier files (public-pages opens /about) may still be in the batch: let it land first.
    await new Promise((r) => setTimeout(r, ONE_FLUSH_MS));
    const about = await stored('page', '/about');
    const views = await stored('view');
    await visit('/about', { referer: 'https://www.ecosia.org/search?q=northmill' });
    await visit('/about');
    await visit('/about', { dnt: '1' });
    await visit('/about', { 'sec-gpc': '1' });
    await visit('/about', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await untilStored('page', '/about', about + 2);
    await new Promise((r) => setTimeout(r, ONE_FLUSH_MS)); // one more flush: nothing else arrives
    expect(await stored('page', '/about')).toBe(about + 2);
    expect(await stored('view')).toBeGreaterThanOrEqual(views + 2);
    expect(await stored('referrer', 'www.ecosia.org')).toBeGreaterThanOrEqual(1);
    const everything = JSON.stringify([
      await db.selectFrom('analytics_daily').selectAll().execute(),
      await db.selectFrom('analytics_visitors').selectAll().execute(),
    ]);
    expect(everything).not.toMatch(/127\.0\.0\.1|::1|Mozilla|ecosia\.org\/search/);
  });

  it('writes the last batch on shutdown (SIGTERM) instead of losing it', async () => {
    const own = await startServer({ LOG_LEVEL: 'warn' });
    let ownDb: ReturnType<typeof createDb> | undefined;
    try {
      for (let i = 0; i < 3; i++)
        await fetch(`${own.baseUrl}/faq`, { headers: { 'user-agent': CHROME } }).then((r) => r.arrayBuffer());
      expect(await own.stop('SIGTERM')).toBe(0); // well inside the 5 s flush interval
      ownDb = createDb({ dataDir: own.dataDir });
      const rows = await ownDb.db
        .selectFrom('analytics_daily')
        .select(['kind', 'key', 'count'])
        .where('kind', 'in', ['page', 'view'])
        .orderBy('kind')
        .execute();
      expect(rows.map((r) => [r.kind, r.key, Number(r.count)])).toEqual([
        ['page', '/faq', 3],
        ['view', '', 3],
      ]);
    } finally {
      await ownDb?.close();
    }
  });

  it('counts a use of the savings calculator from the island', async () => {
    const before = await stored('calculator');
    const context = await browser.newContext({ userAgent: CHROME, viewport: { width: 1440, height: 900 } });
    const p = await context.newPage();
    await p.goto(`${baseUrl}/calculator`);
    const calc = p.locator('astro-island', { has: p.getByText('Your current subscriptions') });
    await calc.scrollIntoViewIfNeeded();
    // The island hydrates when visible; a change before that never reaches React.
    await p.waitForFunction(() => !document.querySelector('astro-island[ssr]:has(input[role=combobox])'));
    const spend = calc.getByLabel('Tool 1 monthly spend in pounds');
    await spend.fill('240');
    await calc.getByText('£2,880').first().waitFor(); // 240 × 12: React took the change
    await spend.fill('250');
    await untilStored('calculator', '', before + 1);
    await context.close();
    await new Promise((r) => setTimeout(r, ONE_FLUSH_MS));
    expect(await stored('calculator')).toBe(before + 1); // once per page load, however many changes
  });

  it('refuses cross-site calculator beacons and ignores DNT ones', async () => {
    const before = await stored('calculator');
    const post = (headers: Record<string, string>) =>
      fetch(`${baseUrl}/analytics/calculator`, { method: 'POST', headers: { 'user-agent': CHROME, ...headers } });
    expect((await post({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ origin: baseUrl, dnt: '1' })).status).toBe(204);
    expect((await post({ origin: baseUrl, 'user-agent': 'curl/8.5.0' })).status).toBe(204);
    await new Promise((r) => setTimeout(r, ONE_FLUSH_MS));
    expect(await stored('calculator')).toBe(before);
  });

  it("shows the stored figures on /admin, with the enquiry list's budget badge", async () => {
    await db
      .insertInto('contact_submissions')
      .values({
        id: `dash-${Date.now()}`,
        created_at: new Date().toISOString(),
        name: 'Ffion Budget',
        email: 'ffion@example.co.uk',
        company: 'Budget Bakes',
        phone: '',
        project_type: 'internal-tool',
        project: 'Stock tracking',
        saas_to_replace: '[]',
        custom_saas: '',
        monthly_saas_costs: '{}',
        budget: '15k-50k',
        timeline: '',
        consent: true,
        status: 'new',
        notes: '',
        is_spam: false,
      })
      .execute();
    await signIn(page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
    // Analytics has its own page (issue 23): the admin home leads with the inbox.
    await page.goto(`${baseUrl}/admin/analytics`);
    const from = new Date(Date.now() - 29 * 86_400_000);
    const sum = async (kind: string, key?: string) => {
      let q = db.selectFrom('analytics_daily').select('count').where('kind', '=', kind).where('day', '>=', ukDay(from.getTime()));
      if (key !== undefined) q = q.where('key', '=', key);
      return (await q.execute()).reduce((n, r) => n + Number(r.count), 0);
    };
    const text = (id: string) => page.locator(`#${id}`).innerText();
    const num = (s: string) => Number(s.replace(/,/g, ''));
    expect(num(await text('stat-views'))).toBe(await sum('view'));
    expect(num(await text('stat-visitors'))).toBe(await sum('visitor'));
    expect(num(await text('stat-calculator'))).toBe(await sum('calculator'));
    expect(num(await text('stat-contact'))).toBe(await sum('page', '/contact'));
    expect(await sum('view')).toBeGreaterThan(0);
    const topRows = await page
      .locator('#top-pages tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]));
    expect(topRows.length).toBeGreaterThan(0);
    for (const [path, count] of topRows) expect([path, num(count!)]).toEqual([path, await sum('page', path!)]);
    // The visits chart draws today's bar at the stored height.
    const today = ukDay();
    const todayViews = await db
      .selectFrom('analytics_daily')
      .select('count')
      .where('kind', '=', 'view')
      .where('key', '=', '')
      .where('day', '=', today)
      .executeTakeFirst();
    expect(Number(await page.locator(`#chart-visits rect[data-day="${today}"]`).first().getAttribute('data-value'))).toBe(
      Number(todayViews?.count),
    );
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/analytics-1440.png`, fullPage: true });
    await page.goto(`${baseUrl}/admin`);
    await waitForIslands(page);
    expect(await page.locator('#chart-visits').count()).toBe(0);
    const row = page.getByRole('listitem').filter({ hasText: 'Ffion Budget' });
    expect(await row.getByText('£15,000 – £50,000').isVisible()).toBe(true);
    expect(await row.innerText()).toContain('£15,000 – £50,000');
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-1440.png`, fullPage: true });
  });

  it('reads at 390 px wide without sideways scrolling, and passes axe', async () => {
    const narrow = await openPage(browser, { width: 390 });
    await signIn(narrow.page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
    await narrow.page.goto(`${baseUrl}/admin/analytics`);
    const overflow = await narrow.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await narrow.page.locator('#chart-visits-title').waitFor();
    expect(await axeViolations(narrow.page)).toEqual([]);
    if (shots) await narrow.page.screenshot({ path: `${shots}/admin-390.png`, fullPage: true });
    await narrow.close();
  });
});
