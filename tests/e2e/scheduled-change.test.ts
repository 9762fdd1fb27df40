// Issue 38, trap 1, as the review walked it, on both databases: schedule a change to /packages
// for 1 December, then fix a typo and press Publish. Only the fix goes live; the scheduled change
// stays, shown in the editor, and at its time goes live on top of the fix.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, workerBrowser, openPage, signIn, waitForIslands, type TrackedPage } from '../../support/browser.ts';
import { testDatabases } from '../helpers/databases.ts';
import { E2E_OWNER, serverOn, type ServerOnDb } from '../helpers/e2e-both-databases.ts';

const shots = process.env.SCREENSHOT_DIR;
const DECEMBER = 'Winter packages from 1 December';
const FIXED = 'Clear packages, fixed prices for 2027';

/** The screen as seen at 1440 and 390 px wide (the viewport, not the whole page, so it can be read). */
async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe.each(testDatabases())('a scheduled change stays its own on %s', (kind) => {
  let browser: Browser;
  let site: ServerOnDb;
  let tab: TrackedPage;
  beforeAll(async () => {
    // The job looks every second here (30 s in production), so "at its time" comes quickly.
    site = await serverOn(kind, { SCHEDULE_POLL_MS: '1000' });
    browser = await workerBrowser();
    tab = await openPage(browser);
    await signIn(tab.page, site.server.baseUrl, E2E_OWNER.email, E2E_OWNER.password);
  });
  afterAll(async () => {
    await tab?.close();
    if (browser) await closeContexts(browser);
    await site?.stop();
  });

  const livePage = async () => (await fetch(`${site.server.baseUrl}/packages`)).text();

  it(
    'publishing a quick fix publishes only the fix; the scheduled change goes out at its time',
    { timeout: 120_000 },
    async () => {
      const page = tab.page;
      const base = site.server.baseUrl;
      await page.goto(`${base}/admin/content/packages`);
      await waitForIslands(page);
      await page.getByLabel('Headline', { exact: true }).fill(DECEMBER);
      await page.getByText(/^Draft saved \d\d:\d\d\.$/).waitFor({ timeout: 15_000 });
      await page.getByLabel('Go live on (UK time)').fill('2026-12-01T09:00');
      await page.getByRole('button', { name: 'Schedule', exact: true }).click();

      // The change is set aside, shown at the top; the form holds the live page again.
      const pending = page.getByRole('region', { name: /Scheduled change: goes live 1 Dec 2026, 09:00/ });
      await pending.waitFor({ timeout: 15_000 });
      expect(await pending.textContent()).toContain('It changes Page hero: headline.');
      await waitForIslands(page);
      expect(await page.getByLabel('Headline', { exact: true }).inputValue()).toBe('Clear packages, fixed prices');

      // Today's fix, published now.
      await page.getByLabel('Headline', { exact: true }).fill(FIXED);
      await page.getByLabel('Subheading', { exact: true }).fill('Scope it, build it, keep it running, at a fixed price.');
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page
        .getByText(/shows your changes now\. The scheduled change still goes live at its time/)
        .waitFor({ timeout: 15_000 });
      await shot(page, `scheduled-change-published-${kind}`);
      let live = await livePage();
      expect(live).toContain(FIXED);
      expect(live).not.toContain(DECEMBER);

      // Both are shown after a reload: the fix is live, the change still waits.
      await page.reload();
      await waitForIslands(page);
      await pending.waitFor();
      await pending.scrollIntoViewIfNeeded();
      await shot(page, `scheduled-change-editor-${kind}`);
      // The Content list says when, though no draft is waiting.
      await page.goto(`${base}/admin/content`);
      await page.getByText('Goes live 1 Dec 2026, 09:00').waitFor();
      await shot(page, `scheduled-change-list-${kind}`);

      // Its time comes (moved to now rather than waiting for December): it goes live onto the fix.
      await site.db
        .updateTable('page_schedules')
        .set({ publish_at: new Date(Date.now() - 1000).toISOString() })
        .where('slug', '=', 'packages')
        .execute();
      const deadline = Date.now() + 30_000;
      while (!(live = await livePage()).includes(DECEMBER) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
      expect(live).toContain(DECEMBER);
      expect(live).toContain('Scope it, build it, keep it running, at a fixed price.');
      expect(await site.db.selectFrom('page_schedules').select('slug').execute()).toEqual([]);
    },
  );
});
