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
import { calculatorSuggestions } from '../helpers/calculator-suggestions.ts';

const baseUrl = e2eServer().baseUrl;
let browser: Browser;
let t: TrackedPage;
let page: Page;
const run = Date.now().toString(36);

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

const toast = (text: string | RegExp) => page.locator('[role=status]').getByText(text).first().waitFor({ timeout: 10_000 });

/** A real enquiry through the public form's action. */
async function submitEnquiry(name: string, company: string) {
  const form = await (await fetch(`${baseUrl}/contact`)).text();
  const token = /name="form_token" value="([^"]+)"/.exec(form)![1]!;
  await new Promise((r) => setTimeout(r, 400));
  const body = new FormData();
  for (const [k, v] of Object.entries({
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.co.uk`,
    company,
    project_type: 'website',
    budget: '15k-50k',
    timeline: '3-months',
    project: 'A new website for our joinery workshop.',
    consent: 'on',
    form_token: token,
    idempotency_key: `bulk-${run}-${name.replace(/\W/g, '')}-abcdef`,
  }))
    body.append(k, v);
  const res = await fetch(`${baseUrl}/_actions/enquiry.submit`, { method: 'POST', body, headers: { Origin: baseUrl } });
  expect(res.status).toBe(200);
}

describe('bulk work in the admin', () => {
  it('changes the status of several enquiries at once, then deletes two after confirming', async () => {
    const company = `Bulkley Joinery ${run}`;
    for (const name of ['Ana Bulk', 'Ben Bulk', 'Cy Bulk']) await submitEnquiry(name, company);
    await page.goto(`${baseUrl}/admin?q=${encodeURIComponent(company)}`);
    await waitForIslands(page);
    const rows = page.locator('main li', { hasText: company });
    await expect.poll(() => rows.count()).toBe(3);
    // The budget badge the spec asks for.
    expect(await rows.first().textContent()).toContain('Budget: £15,000 – £50,000');

    const bar = page.getByRole('group', { name: 'Bulk actions' });
    await bar.getByLabel('Select all on this page').check();
    await bar.getByText('3 enquiries selected').waitFor();
    await bar.getByLabel('New status for the selected enquiries').selectOption('qualified');
    await bar.getByRole('button', { name: 'Set status' }).click();
    await toast('Moved 3 enquiries to Qualified.');
    await expect.poll(async () => (await rows.allTextContents()).filter((r) => r.includes('Status: Qualified')).length).toBe(3);
    await bar.getByText('None selected').waitFor();

    await page.getByLabel('Select the enquiry from Ana Bulk').check();
    await page.getByLabel('Select the enquiry from Ben Bulk').check();
    await bar.getByText('2 enquiries selected').waitFor();
    await bar.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Delete 2 enquiries?', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete 2 enquiries' }).click();
    await toast('Deleted 2 enquiries.');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Cy Bulk');
  });

  it('asks before Escape throws away unsaved notes', async () => {
    await page.getByRole('button', { name: /View Details for Cy Bulk/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#enq-notes').fill('Wants a quote before Friday.');
    await page.keyboard.press('Escape');
    await dialog.getByText('Discard your unsaved changes to this enquiry?').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Keep editing');
    // A second Escape means 'keep editing', never a forced close.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('enq-notes');
    expect(await dialog.locator('#enq-notes').inputValue()).toBe('Wants a quote before Friday.');
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('moves a post to the bin, off the public site at once, and restores it', async () => {
    const title = 'Cyber Essentials for a 20-Person Firm: A Practical Guide';
    const postUrl = `${baseUrl}/blog/cyber-essentials-for-a-20-person-firm`;
    expect((await fetch(postUrl)).status).toBe(200);
    await page.goto(`${baseUrl}/admin/blog?q=${encodeURIComponent('cyber essentials')}`);
    await waitForIslands(page);
    expect(await page.locator('#post-q').inputValue()).toBe('cyber essentials');
    await page.getByRole('button', { name: `Delete “${title}”` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Move to bin' }).click();
    await toast(/Moved to the bin/);
    expect((await fetch(postUrl)).status).toBe(404);
    expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).not.toContain('cyber-essentials-for-a-20-person-firm');

    await page.getByRole('navigation', { name: 'Posts or bin' }).getByRole('link', { name: 'Bin' }).click();
    await page.waitForURL(/view=bin/);
    await waitForIslands(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `Restore “${title}”` }).click();
    await toast(`Restored “${title}”.`);
    expect((await fetch(postUrl)).status).toBe(200);
  });

  it('filters posts by status in the URL and unpublishes and republishes in bulk', async () => {
    await page.goto(`${baseUrl}/admin/blog`);
    await waitForIslands(page);
    await page.locator('#post-q').fill('cloud hosting');
    await Promise.all([page.waitForURL(/q=cloud\+hosting/), page.getByRole('button', { name: 'Find' }).click()]);
    await waitForIslands(page);
    const bar = page.getByRole('group', { name: 'Bulk actions' });
    await bar.getByLabel('Select all').check();
    await bar.getByRole('button', { name: 'Unpublish' }).click();
    await toast('Unpublished 1 post: they are drafts now.');
    await page.goto(`${baseUrl}/admin/blog?status=draft&q=cloud+hosting`);
    await waitForIslands(page);
    expect(await page.locator('main li h3').allTextContents()).toEqual([
      'What Does Cloud Hosting Actually Cost? A Guide in Pounds',
    ]);
    await bar.getByLabel('Select all').check();
    await bar.getByRole('button', { name: 'Publish', exact: true }).click();
    await toast('Published 1 post.');
  });

  it('reorders calculator options by keyboard, announcing where each lands, and hides an inactive one from the site', async () => {
    await page.goto(`${baseUrl}/admin/calculator`);
    await waitForIslands(page);
    const list = page.getByRole('list', { name: 'Budgets options' });
    const names = async () => (await list.locator('li > span.min-w-0 > span:first-child').allTextContents()).map((s) => s.trim());
    const [first, second] = await names();
    await list.getByRole('button', { name: `Move ${first} down` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`${first} moved to position 2 of`).waitFor();
    expect((await names()).slice(0, 2)).toEqual([second, first]);
    // Focus stays on the button that moved with its option.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move ${first} down`);
    await page.reload();
    await waitForIslands(page);
    expect((await names()).slice(0, 2)).toEqual([second, first]);
    await list.getByRole('button', { name: `Move ${first} up` }).click();
    await expect.poll(async () => (await names())[0]).toBe(first);

    await page.getByRole('button', { name: 'Deactivate Zapier' }).click();
    await toast('Zapier is no longer offered on the website.');
    expect(await calculatorSuggestions(baseUrl)).not.toContain('Zapier');
    await page.getByRole('button', { name: 'Reactivate Zapier' }).click();
    await toast('Zapier is offered again.');
    expect(await calculatorSuggestions(baseUrl)).toContain('Zapier');
  });

  it('clears an error toast when the next try succeeds', async () => {
    await page.goto(`${baseUrl}/admin/calculator`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Add option' }).click();
    await toast('Option name is required');
    await page.fill('#opt-name', `Toast check ${run}`);
    await page.getByRole('button', { name: 'Add option' }).click();
    await toast('Calculator option added successfully!');
    expect(await page.locator('[role=status] [role=alert]').count()).toBe(0);
    await page.getByRole('button', { name: `Delete Toast check ${run}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast('Calculator option deleted successfully!');
  });

  it('reads the audit log as sentences, with the recorded details one click away', async () => {
    await page.goto(`${baseUrl}/admin/audit?q=${encodeURIComponent('Bulk')}`);
    const text = await page.locator('main ol').textContent();
    expect(text).toMatch(/moved 3 enquiries to Qualified/);
    expect(text).toMatch(/deleted 2 enquiries/);
    await page.goto(`${baseUrl}/admin/audit?q=cyber`);
    const entries = page.locator('main ol > li');
    expect(await entries.first().textContent()).toContain(
      'restored the post ‘Cyber Essentials for a 20-Person Firm: A Practical Guide’',
    );
    await entries.first().getByText('Recorded details').click();
    await entries.first().getByText('blog.restore').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the admin on a 390 px phone', () => {
  let phone: TrackedPage;
  beforeAll(async () => {
    phone = await openPage(browser, { width: 390 });
    await signIn(phone.page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
  });
  afterAll(() => phone.close());

  it('reaches every section from the menu, marks the current one, fits the width and passes axe', async () => {
    const p = phone.page;
    await p.goto(`${baseUrl}/admin`);
    const sections = ['Enquiries', 'Blog Management', 'Page Meta', 'Calculator', 'Content', 'Analytics'];
    for (const label of sections) {
      const nav = p.getByRole('navigation', { name: 'Admin sections' });
      // Closed, the menu names the section you are in.
      await nav.locator('summary').focus();
      await p.keyboard.press('Enter');
      await Promise.all([p.waitForLoadState('load'), nav.getByRole('link', { name: label, exact: true }).click()]);
      await waitForIslands(p);
      const current = p.getByRole('navigation', { name: 'Admin sections' }).locator('summary');
      expect(await current.textContent()).toContain(label);
      expect(
        await p.getByRole('navigation', { name: 'Admin sections' }).locator('details [aria-current=page]').textContent(),
      ).toContain(label);
      const width = await p.evaluate(() => document.documentElement.scrollWidth);
      expect([label, width <= 390 ? 'fits' : width]).toEqual([label, 'fits']);
      expect(await axeViolations(p)).toEqual([]);
    }
    for (const path of ['/admin/staff', '/admin/audit', '/admin/account', '/admin/blog?view=bin']) {
      await p.goto(`${baseUrl}${path}`);
      await waitForIslands(p);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(p)).toEqual([]);
    }
  });
});
