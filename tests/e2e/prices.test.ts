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

const baseUrl = e2eServer().baseUrl;
let browser: Browser;
let t: TrackedPage;
let page: Page;

/** The pages that show the Launch Build offer. */
const LAUNCH_PAGES = ['/', '/packages', '/services', '/process'];
const html = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();

beforeAll(async () => {
  browser = await workerBrowser();
  t = await openPage(browser);
  page = t.page;
  await signIn(page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
});
afterAll(async () => {
  await t.close();
  await closeContexts(browser);
});

async function saveLaunchPrice(price: string) {
  await page.goto(`${baseUrl}/admin/prices`);
  const card = page.locator('#offer-launch-build');
  await card.getByText('Change the figures').click();
  await card.getByLabel('Price', { exact: true }).fill(price);
  await Promise.all([page.waitForURL(/done=offer/), card.getByRole('button', { name: 'Save Launch Build' }).click()]);
}

describe('the Prices view', () => {
  it('lists every placement of each offer, with no contradictions in the seeded site', async () => {
    await page.goto(`${baseUrl}/admin/prices`);
    await page.getByText('Every page shows each offer with the same figures.').waitFor();
    const launch = page.locator('#offer-launch-build');
    for (const title of ['Home', 'Packages', 'Services', 'Process'])
      await launch.getByText(title, { exact: true }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('changes a package price once and every page that shows it follows, past the page cache', async () => {
    // Warm the page cache first: the change must clear it.
    for (const path of LAUNCH_PAGES) expect(await html(path)).not.toContain('£8,750');
    await saveLaunchPrice('From £8,750');
    await page.locator('[role=status]').getByText('Every page that shows this offer now has the new figures.').waitFor();
    for (const path of LAUNCH_PAGES) expect(await html(path), path).toContain('£8,750');

    await page.goto(`${baseUrl}/admin/audit`);
    await page
      .locator('main')
      .getByText('changed the price from ‘From £8,000’ to ‘From £8,750’ of the offer ‘Launch Build’')
      .first()
      .waitFor();

    await saveLaunchPrice('From £8,000');
    for (const path of LAUNCH_PAGES) expect(await html(path), path).not.toContain('£8,750');
  });

  it('restores the previous price from the offer history, and every page that shows it changes back', async () => {
    // Warm the page cache with the current price first: the restore must clear it too.
    for (const path of LAUNCH_PAGES) expect((await html(path)).includes('£9,250'), path).toBe(false);
    await saveLaunchPrice('From £9,250');
    for (const path of LAUNCH_PAGES) expect((await html(path)).includes('£9,250'), path).toBe(true);

    await page.locator('#offer-launch-build').getByRole('link', { name: 'History of Launch Build' }).click();
    await page.waitForURL(/\/admin\/prices\/launch-build\/history$/);
    // The newest version is the one just saved; the first 'View changes' is the version before it.
    const versions = page.getByRole('region', { name: 'Saved versions, newest first' }).getByRole('listitem');
    await versions.first().getByText('(current)').waitFor();
    await page
      .getByRole('link', { name: /^View changes since/ })
      .first()
      .click();
    await page.waitForURL(/\?rev=/);
    const priceChange = page
      .getByRole('region', { name: /^Changes since the version of/ })
      .getByRole('listitem')
      .filter({ hasText: /^Price \(changed since that version\)/ });
    expect(await priceChange.locator('del').textContent()).toContain('£8,000');
    expect(await priceChange.locator('ins').textContent()).toContain('£9,250');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `${width} px`).toEqual([]);
    }

    await waitForIslands(page);
    await page.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await page.waitForURL(/restored=1/);
    await page.getByText('Restored: every page that shows this offer has that version').waitFor();
    expect(await versions.first().textContent()).toContain('Restored the version saved');
    // Each page shows the Launch Build at £8,000 again (the calculator on some quotes £8,000 too,
    // so the proof is that £9,250 is gone everywhere, and the offer reads £8,000 below).
    for (const path of LAUNCH_PAGES) expect((await html(path)).includes('£9,250'), path).toBe(false);
    await page.goto(`${baseUrl}/admin/prices`);
    expect(await page.locator('#offer-launch-build h3 + p').textContent()).toContain('From £8,000');
    await page.goto(`${baseUrl}/admin/audit`);
    await page
      .locator('main')
      .getByText('restored an earlier version of the offer ‘Launch Build’: the price from ‘From £9,250’ to ‘From £8,000’')
      .first()
      .waitFor();
  });

  it('refuses an empty price beside the field and keeps what was typed', async () => {
    await page.goto(`${baseUrl}/admin/prices`);
    const card = page.locator('#offer-care-plan');
    await card.getByText('Change the figures').click();
    await card.getByLabel('Price', { exact: true }).fill('');
    await card.getByLabel('Timeline').fill('Monthly, cancel any time');
    await card.getByRole('button', { name: 'Save Care Plan' }).click();
    await page.getByText('Enter the price, e.g. From £8,000.').waitFor();
    expect(await card.getByLabel('Price', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await card.getByLabel('Timeline').inputValue()).toBe('Monthly, cancel any time');
    expect(await html('/process')).toContain('From £295/month');
  });

  it('sets the calculator build cost the calculator page quotes', async () => {
    const setCost = async (pounds: string) => {
      await page.goto(`${baseUrl}/admin/prices`);
      await page.getByLabel('Savings calculator build cost (£)').fill(pounds);
      await Promise.all([page.waitForURL(/done=costs/), page.getByRole('button', { name: 'Save build costs' }).click()]);
    };
    await setCost('9500');
    expect(await html('/calculator')).toContain('a typical build cost of £9,500');
    await page.getByText('Set apart from the Launch Build: £9,500').waitFor();
    // Empty: follows the Launch Build again.
    await setCost('');
    expect(await html('/calculator')).toContain('a typical build cost of £8,000');
    await page.locator('[data-cost-state=calculatorBuildCost]').getByText('Follows the Launch Build: £8,000.').waitFor();
  });

  it('restores earlier build costs from their history', async () => {
    await page.goto(`${baseUrl}/admin/prices`);
    await page.getByRole('link', { name: 'History of the build costs' }).click();
    await page.waitForURL(/\/admin\/prices\/build-costs\/history$/);
    // Newest first: following the Launch Build (current), then £9,500 from the test above.
    await page
      .getByRole('link', { name: /^View changes since/ })
      .first()
      .click();
    await page.waitForURL(/\?rev=/);
    expect(await page.locator('del').first().textContent()).toContain('£9,500');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await page.waitForURL(/restored=1/);
    expect(await html('/calculator')).toContain('a typical build cost of £9,500');
    // Other e2e files share this server: leave it following the Launch Build, as seeded.
    await page.goto(`${baseUrl}/admin/prices`);
    await page.getByLabel('Savings calculator build cost (£)').fill('');
    await Promise.all([page.waitForURL(/done=costs/), page.getByRole('button', { name: 'Save build costs' }).click()]);
    expect(await html('/calculator')).toContain('a typical build cost of £8,000');
  });
});
