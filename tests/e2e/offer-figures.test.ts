// One figure, one source (issue 23): the Launch Build's price changed once on the Prices page is
// the price on every public page, in FAQ answers, meta descriptions and the calculator; restored,
// every page reads £8,000 again. The meta editor previews a search result and warns past the limits.
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

const PUBLIC = ['/', '/packages', '/services', '/process', '/faq', '/calculator'];
/** Pages whose meta description quotes the Launch Build. */
const META_PAGES = ['/', '/packages', '/services'];
const html = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();
const metaDescription = (doc: string) =>
  (doc.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '').replaceAll('&#163;', '£').replaceAll('&pound;', '£');

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

async function expectEverywhere(shown: string, gone: string) {
  for (const path of PUBLIC) {
    const doc = await html(path);
    expect(doc, `${path} shows a token as written`).not.toContain('{offer:');
    expect(doc.includes(gone), `${path} still shows ${gone}`).toBe(false);
    expect(doc.includes(shown), `${path} shows ${shown}`).toBe(true);
  }
  for (const path of META_PAGES) {
    const description = metaDescription(await html(path));
    expect(description, `${path} meta description`).toContain(shown);
    expect(description, `${path} meta description`).not.toContain(gone);
  }
}

describe('one figure, one source', () => {
  it('changes the Launch Build to £8,500 on every public page, meta description and calculator, and back', async () => {
    // No page shows a token as written (meta descriptions of the platform pages quote offers too).
    for (const path of ['/lovable', '/replit', '/base44', '/tech-stack', '/about', '/contact']) {
      const doc = await html(path);
      expect(doc, path).not.toContain('{offer:');
    }
    expect(metaDescription(await html('/base44'))).toContain('from £1,200.');
    await expectEverywhere('£8,000', '£8,500');
    await saveLaunchPrice('From £8,500');
    await expectEverywhere('£8,500', '£8,000');
    // The FAQ answers and the calculator's build cost say so in words too.
    expect(await html('/faq')).toContain('A Launch Build starts from £8,500 as a one-time cost');
    expect(await html('/packages')).toContain('Launch Build starts from £8,500 for a focused system');
    expect(await html('/calculator')).toContain('a typical build cost of £8,500');
    await page.goto(`${baseUrl}/admin/prices`);
    await page.getByText('Every page shows each offer with the same figures.').waitFor();

    await saveLaunchPrice('From £8,000');
    await expectEverywhere('£8,000', '£8,500');
  });

  it('flags a figure typed into a meta description once the offer has moved on, and never says consistent', async () => {
    await page.goto(`${baseUrl}/admin/page-meta`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Edit meta for Home' }).click();
    const dialog = page.getByRole('dialog');
    const description = dialog.getByLabel('Meta description');
    const original = await description.inputValue();
    expect(original).toContain('{offer:launch-build.amount}');
    // The preview fills the token with today's figure.
    expect(await dialog.getByTestId('search-description').textContent()).toContain('From £8,000.');
    await description.fill('Custom software for UK businesses, owned outright. From £8,000.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Page meta updated successfully!').last().waitFor();

    await saveLaunchPrice('From £8,500');
    await page.goto(`${baseUrl}/admin/prices`);
    await page
      .getByText('Home, Meta description: the text quotes £8,000, an earlier figure of Launch Build (now From £8,500).')
      .waitFor();
    expect(await page.getByText('Every page shows each offer with the same figures.').count()).toBe(0);

    // Back as it was: the token again and the seeded price.
    await saveLaunchPrice('From £8,000');
    await page.goto(`${baseUrl}/admin/page-meta`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Edit meta for Home' }).click();
    await dialog.getByLabel('Meta description').fill(original);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Page meta updated successfully!').last().waitFor();
    expect(metaDescription(await html('/'))).toContain('From £8,000.');
  });

  it('previews the search result, warns past 160 characters instead of cutting, and refuses an unknown token', async () => {
    await page.goto(`${baseUrl}/admin/page-meta`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Edit meta for FAQ' }).click();
    const dialog = page.getByRole('dialog');
    const long = `${'Straight answers on cost, timelines, data, support and what happens if we part ways. '.repeat(2)}Ask us anything else.`;
    expect(long.length).toBeGreaterThan(160);
    await dialog.getByLabel('Meta description').fill(long);
    await dialog.getByTestId('meta-warnings').getByText(`The description is ${long.length} characters`).waitFor();
    expect(await dialog.getByTestId('search-description').textContent()).toMatch(/…$/);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `${width} px`).toEqual([]);
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Page meta updated successfully!').last().waitFor();
    // Saved whole: the page's description is every character typed.
    expect(metaDescription(await html('/faq'))).toBe(long);

    await page.getByRole('button', { name: 'Edit meta for FAQ' }).click();
    await dialog.getByLabel('Meta description').fill('Answers, from {offer:launch-bild.amount}.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('{offer:launch-bild.amount} names no offer figure.').first().waitFor();
    // Put back the seeded description, using 'Insert price' for nothing: plain words.
    await dialog
      .getByLabel('Meta description')
      .fill(
        'Answers on what we build, data security, lock-in, technical details, timelines, pricing, support and training for custom software.',
      );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Page meta updated successfully!').last().waitFor();
  });

  it("inserts an offer figure into page copy with 'Insert price'", async () => {
    await page.goto(`${baseUrl}/admin/content/faq`);
    await waitForIslands(page);
    const button = page.getByRole('button', { name: /^Insert price into/ }).first();
    await button.click();
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await panel.getByLabel('Offer').selectOption('launch-build');
    await panel.getByLabel('Figure').selectOption('timeline');
    await panel.getByText('Shows 3-6 weeks today').waitFor();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `${width} px`).toEqual([]);
    }
    // The field the button belongs to gets the token at its caret (the end, untouched).
    const field = button.locator('xpath=ancestor::div[contains(@class, "group min-w-0")][1]').locator('input, textarea').first();
    const before = await field.inputValue();
    await panel.getByRole('button', { name: 'Insert' }).click();
    expect(await field.inputValue()).toBe(`${before}{offer:launch-build.timeline}`);
    // The autosaved draft is discarded again: other tests expect the page without one.
    await page.getByText(/^Draft saved/).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard draft' }).click();
    await page.getByText('Matches the live page.').waitFor();

    // A mistyped token is refused beside its field when the draft is saved, never shown to visitors.
    await page.getByRole('button', { name: /^2\. Questions by topic/ }).click();
    const answer = page.getByLabel('Answer', { exact: true }).first();
    const written = await answer.inputValue();
    await answer.fill('Launch Build starts from {offer:launch-bild.amount}.');
    await page
      .getByText(/\{offer:launch-bild\.amount\} names no offer figure\. Use 'Insert price'/)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await answer.getAttribute('aria-invalid')).toBe('true');
    // Corrected, the draft saves (and is discarded: other tests expect the page without one).
    await answer.fill(`${written.replace(/\.$/, '')}, from {offer:launch-build.amount}.`);
    await page.getByText(/^Draft saved/).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard draft' }).click();
    await page.getByText('Matches the live page.').waitFor();
    expect(await html('/faq')).not.toContain('launch-bild');
  });
});
