// Issue 38, trap 2, as the review walked it, on both databases: two editors change different
// fields of About; one publishes; the other's stale save keeps her headline (merged field by
// field, nothing to choose), and her screen learns within seconds that the page changed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, workerBrowser, openPage, signIn, waitForIslands, type TrackedPage } from '../../support/browser.ts';
import { testDatabases } from '../helpers/databases.ts';
import { E2E_OWNER, serverOn, type ServerOnDb } from '../helpers/e2e-both-databases.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { hashPassword } from '../../src/lib/server/auth/password.ts';
import { getContentPage } from '../../src/lib/server/repositories/content-pages.ts';

const shots = process.env.SCREENSHOT_DIR;
const ALEX = { email: 'alex.merge@northmill.example', password: 'Canal-side mill 2026 merge', name: 'Alex Smith' };
const HER_HEADLINE = 'A Rochdale studio: software you own outright';
const HIS_SUBHEADING = 'Custom software for UK firms tired of renting tools that almost fit.';

async function shot(page: Page, name: string, width: number) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width, height: 900 });
  await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe.each(testDatabases())('two editors, different fields of About, on %s', (kind) => {
  let browser: Browser;
  let site: ServerOnDb;
  let owner: TrackedPage;
  let alex: TrackedPage;
  beforeAll(async () => {
    site = await serverOn(kind);
    await createStaff(site.db, {
      email: ALEX.email,
      displayName: ALEX.name,
      passwordHash: await hashPassword(ALEX.password),
      role: 'staff',
    });
    browser = await workerBrowser();
    [owner, alex] = await Promise.all([openPage(browser), openPage(browser)]);
    await signIn(owner.page, site.server.baseUrl, E2E_OWNER.email, E2E_OWNER.password);
    await signIn(alex.page, site.server.baseUrl, ALEX.email, ALEX.password);
  });
  afterAll(async () => {
    await owner?.close();
    await alex?.close();
    if (browser) await closeContexts(browser);
    await site?.stop();
  });

  it('keeps her published headline and his subheading, and tells her screen within seconds', { timeout: 90_000 }, async () => {
    const base = site.server.baseUrl;
    for (const p of [owner.page, alex.page]) {
      await p.goto(`${base}/admin/content/about`);
      await waitForIslands(p);
    }
    // She changes the headline and publishes.
    await owner.page.getByLabel('Headline', { exact: true }).fill(HER_HEADLINE);
    await owner.page.getByRole('button', { name: 'Publish', exact: true }).click();
    await owner.page.getByText('Published: /about shows your changes now.').waitFor({ timeout: 15_000 });
    await owner.page.getByText('Matches the live page.').waitFor();

    // He changes the subheading on the page he opened before: saved, merged, nothing to choose.
    await alex.page.getByLabel('Subheading', { exact: true }).fill(HIS_SUBHEADING);
    await alex.page
      .getByText(/Draft saved, merged with .+’s newer version\. Kept .+’s change to Page hero › Headline/)
      .waitFor({ timeout: 15_000 });
    expect(await alex.page.getByRole('alert').filter({ hasText: 'saved a newer version' }).count()).toBe(0);
    expect(await alex.page.getByLabel('Headline', { exact: true }).inputValue()).toBe(HER_HEADLINE);
    const hero = (await getContentPage(site.db, 'about'))!.draft!.sections[0]!.data as Record<string, unknown>;
    expect(hero).toMatchObject({ headline: HER_HEADLINE, subheading: HIS_SUBHEADING });
    await shot(alex.page, `merge-save-alex-${kind}`, 1440);
    await shot(alex.page, `merge-save-alex-${kind}`, 390);

    // Her screen no longer says it matches the live page: the heartbeat brought the news.
    await owner.page.getByText(`Changed by ${ALEX.name} at`, { exact: false }).first().waitFor({ timeout: 15_000 });
    await owner.page.getByText(`${ALEX.name} changed this page at`).waitFor();
    expect(await owner.page.getByText('Matches the live page.').count()).toBe(0);
    await shot(owner.page, `merge-save-owner-${kind}`, 1440);
    await shot(owner.page, `merge-save-owner-${kind}`, 390);
  });
});
