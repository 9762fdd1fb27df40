import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser } from 'playwright-core';
import {
  axeViolations,
  closeContexts,
  workerBrowser,
  openPage,
  signIn,
  waitForIslands,
  type TrackedPage,
} from '../../support/browser.ts';

// The page editor (issue 13): edit, preview, autosave, publish, restore, and the unsaved-changes guard.
const baseUrl = e2eServer().baseUrl;
let browser: Browser;
let t: TrackedPage;
const original = 'A Rochdale studio building software you own';
const edited = `Software you own, built in Rochdale ${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await workerBrowser();
  t = await openPage(browser);
  await signIn(t.page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
});
afterAll(async () => {
  await t.close();
  await closeContexts(browser);
});

const aboutHtml = async () => (await fetch(`${baseUrl}/about`)).text();

describe('content editor', () => {
  it('edits a heading, previews and autosaves it, publishes it, then restores the previous version', async () => {
    const { page } = t;
    await page.goto(`${baseUrl}/admin/content`);
    await page.getByRole('link', { name: 'Edit content of About' }).click();
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
    // An empty required field: the draft is not sent and the message sits beside the field.
    await headline.fill('');
    await page.getByText('Draft not saved: 1 field needs attention.').waitFor({ timeout: 15_000 });
    const describedBy = (await headline.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ').pop()}"]`).textContent()).toBe('Enter headline.');
    expect(await headline.getAttribute('aria-invalid')).toBe('true');

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

  it('moves a list item with the keyboard, keeps focus on it and says where it went', async () => {
    const { page } = t;
    await page.goto(`${baseUrl}/admin/content/about`);
    await waitForIslands(page);
    await page.getByRole('button', { name: /^Move Figure 1: where we.re based down$/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(/^Figure 1: where we.re based moved to position 2 of 4\.$/).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^Move Figure 2: where we.re based down$/,
    );
    await page.keyboard.press('Enter');
    await page.getByText(/^Figure 2: where we.re based moved to position 3 of 4\.$/).waitFor();
    // Leave the page as it was: the draft the autosave kept goes.
    await page.getByText(/^Draft saved/).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard draft' }).click();
    await page.getByText('Matches the live page.').waitFor();
    expect(await page.getByRole('button', { name: /^Move Figure 1: where we.re based down$/ }).count()).toBe(1);
  });

  it('keeps a revision when a published post is saved, and restores an earlier one', async () => {
    const { page } = t;
    const stamp = Date.now().toString(36);
    const first = `Fixed prices, explained ${stamp}`;
    const second = `Why we quote fixed prices ${stamp}`;
    await page.goto(`${baseUrl}/admin/blog`);
    const status = await page.evaluate(
      async (title) =>
        (
          await fetch('/_actions/admin.blog.save', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              title,
              slug: '',
              excerpt: 'How a paid discovery sprint lets us put one price on the whole build.',
              content: '<p>A fixed price starts with a week of discovery.</p>',
              author: 'Northmill',
              category: 'Guides',
              tags: [],
              featured: false,
              published: true,
              publishedAt: null,
              metaTitle: '',
              metaDescription: '',
            }),
          })
        ).status,
      first,
    );
    expect(status).toBe(200);
    await page.reload();
    await waitForIslands(page);
    await page.getByRole('button', { name: `Edit “${first}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await dialog.getByLabel('Title', { exact: true }).fill(second);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Edit “${second}”` }).click();
    const history = await dialog.getByRole('link', { name: /History/ }).getAttribute('href');
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}${history}`);
    await page
      .getByRole('link', { name: /^View changes since/ })
      .first()
      .click();
    await page.waitForURL(/\?rev=/);
    expect(await page.locator('del').filter({ hasText: 'Fixed prices, explained' }).count()).toBe(1);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await page.waitForURL(/restored=1/);
    expect(await page.getByRole('listitem').filter({ hasText: 'Restored the version saved' }).count()).toBe(1);
    const slug = first.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const live = await (await fetch(`${baseUrl}/blog/${slug}`)).text();
    expect(live).toContain(first);
    expect(live).not.toContain(second);

    // Other files count the seeded posts: this one goes to the bin.
    await page.goto(`${baseUrl}/admin/blog?q=${encodeURIComponent(stamp)}`);
    await waitForIslands(page);
    await page.getByRole('button', { name: `Delete “${first}”` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Move to bin' }).click();
    await page
      .getByText(/Moved to the bin/)
      .first()
      .waitFor();
    expect((await fetch(`${baseUrl}/blog/${slug}`)).status).toBe(404);
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
