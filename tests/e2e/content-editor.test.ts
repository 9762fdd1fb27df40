import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, openPage, signIn, waitForIslands, type TrackedPage } from '../helpers/browser.ts';

// The page editor (issue 13): edit, preview, autosave, publish, restore, and the unsaved-changes guard.
const baseUrl = inject('baseUrl');
let browser: Browser;
let t: TrackedPage;
const original = 'A Rochdale studio building software you own';
const edited = `Software you own, built in Rochdale ${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  t = await openPage(browser);
  await signIn(t.page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
});
afterAll(async () => {
  await t.close();
  await browser.close();
});

const aboutHtml = async () => (await fetch(`${baseUrl}/about`)).text();

describe('content editor', () => {
  it('edits a heading, previews and autosaves it, publishes it, then restores the previous version', async () => {
    const { page } = t;
    await page.goto(`${baseUrl}/admin/content`);
    await page.getByRole('link', { name: "Edit the About page's content" }).click();
    await page.waitForURL(/\/admin\/content\/about$/);
    await waitForIslands(page);

    const headline = page.getByLabel('Headline', { exact: true });
    expect(await headline.inputValue()).toBe(original);
    await headline.fill(edited);
    const preview = page.frameLocator('iframe[title="Preview of About"]');
    await preview.getByRole('heading', { level: 1, name: edited }).waitFor({ timeout: 15_000 });
    await page.getByText(/^Draft saved \d\d:\d\d\.$/).waitFor({ timeout: 15_000 });
    // A draft is not live.
    expect(await aboutHtml()).toContain(original);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published: /about shows your changes now.').first().waitFor();
    const live = await aboutHtml();
    expect(live).toContain(edited);
    expect(live).not.toContain(original);

    await page.goto(`${baseUrl}/admin/content/about/history`);
    await page
      .getByRole('link', { name: /^View changes since/ })
      .first()
      .click();
    await page.waitForURL(/\?rev=/);
    // The diff is in the HTML the server sent: removed and added words, labelled.
    expect(await page.locator('del').filter({ hasText: 'studio' }).count()).toBeGreaterThan(0);
    expect(await page.locator('ins').first().textContent()).toContain('[added:');
    expect(await axeViolations(page)).toEqual([]);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await page.waitForURL(/restored=1/);
    await page.getByText('Restored: the live page shows that version now').waitFor();
    const restored = await aboutHtml();
    expect(restored).toContain(original);
    expect(restored).not.toContain(edited);
  });

  it('asks before Escape or a link throws unsaved changes away', async () => {
    const { page } = t;
    await page.goto(`${baseUrl}/admin/content/about`);
    await waitForIslands(page);
    const headline = page.getByLabel('Headline', { exact: true });
    await headline.fill(`${original} (unsaved)`);
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: /changes that are not saved yet/ });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/admin\/content\/about$/);

    await headline.fill(`${original} (unsaved again)`);
    await page.getByRole('link', { name: 'All pages' }).click();
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(/\/admin\/content$/);
  });

  for (const width of [390, 1440]) {
    it(`has no axe violations at ${width} px`, async () => {
      const narrow = await openPage(browser, { width });
      try {
        await signIn(narrow.page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
        await narrow.page.goto(`${baseUrl}/admin/content/about`);
        await waitForIslands(narrow.page);
        await narrow.page.getByLabel('Headline', { exact: true }).waitFor();
        expect(await axeViolations(narrow.page)).toEqual([]);
        expect(narrow.consoleErrors).toEqual([]);
      } finally {
        await narrow.close();
      }
    });
  }
});
