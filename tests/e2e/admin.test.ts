import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  closeContexts,
  workerBrowser,
  openPage,
  waitForIslands,
  type TrackedPage,
} from '../../support/browser.ts';
import { calculatorSuggestions } from '../helpers/calculator-suggestions.ts';

const baseUrl = e2eServer().baseUrl;
const email = inject('ownerEmail');
const password = inject('ownerPassword');
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

const toast = (text: string | RegExp) => page.locator('[role=status]').getByText(text).first().waitFor({ timeout: 10_000 });

describe('staff admin', () => {
  it('refuses a wrong password, then signs in and greets', async () => {
    await page.goto(`${baseUrl}/admin/page-meta`);
    await waitForIslands(page);
    expect(page.url()).toBe(`${baseUrl}/admin?next=%2Fadmin%2Fpage-meta`);
    await page.fill('#email', email);
    await page.fill('#password', 'definitely not it');
    await page.press('#password', 'Enter');
    await page
      .locator('#login-error')
      .getByText(/wrong e-mail address or admin password/)
      .waitFor();
    await page.fill('#password', password);
    await Promise.all([page.waitForURL(/\/admin\/page-meta/), page.press('#password', 'Enter')]);
    await toast('Welcome to the admin panel!');
    await page.getByText(/^Signed in as /).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has a URL per tab, reachable by keyboard', async () => {
    for (const [label, path] of [
      ['Enquiries', '/admin'],
      ['Blog Management', '/admin/blog'],
      ['Newsletter', '/admin/newsletter'],
      ['Page Meta', '/admin/page-meta'],
      ['Calculator', '/admin/calculator'],
      ['Content', '/admin/content'],
      ['Analytics', '/admin/analytics'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      expect(
        await page
          .getByRole('navigation', { name: 'Admin sections' })
          .getByRole('link', { name: label, exact: true })
          .getAttribute('aria-current'),
      ).toBe('page');
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.goto(`${baseUrl}/admin/content`);
    await waitForIslands(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Calculator', exact: true }).focus();
    await Promise.all([page.waitForURL(`${baseUrl}/admin/calculator`), page.keyboard.press('Enter')]);
  });

  it('edits page meta and the public <title> changes at once', async () => {
    await fetch(`${baseUrl}/process`); // warm the public page cache first
    await page.goto(`${baseUrl}/admin/page-meta`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Edit meta for Process' }).click();
    const title = page.locator('#meta-title');
    // Past Google's ~60 characters it warns and keeps the words; 120 is the hard maximum.
    await title.fill('x'.repeat(130));
    expect((await title.inputValue()).length).toBe(120);
    await page.getByText('120 characters: Google shows about 60').waitFor();
    await page.getByTestId('meta-warnings').getByText('The title is 120 characters').waitFor();
    await title.fill('Define, Build, Run: how we deliver | E2E');
    await page.fill('#meta-description', 'A description written by the end-to-end test.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Page meta updated successfully!');
    const html = await (await fetch(`${baseUrl}/process`)).text();
    expect(html).toContain('<title>Define, Build, Run: how we deliver | E2E</title>');
    expect(html).toContain('A description written by the end-to-end test.');
  });

  it('adds, validates and deletes calculator options, and /calculator follows', async () => {
    await fetch(`${baseUrl}/calculator`);
    await page.goto(`${baseUrl}/admin/calculator`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.locator('#opt-name-error').getByText('Option name is required').waitFor();
    await page.fill('#opt-name', 'Kashflow E2E');
    await page.fill('#opt-order', 'not a number');
    await page.getByRole('button', { name: 'Add option' }).click();
    await toast('Calculator option added successfully!');
    await page.getByText('Kashflow E2E').waitFor();
    expect(await page.getByRole('list', { name: 'SaaS tools options' }).textContent()).toContain('Kashflow E2E');
    expect(await calculatorSuggestions(baseUrl)).toContain('Kashflow E2E');

    await page.getByRole('button', { name: 'Delete Kashflow E2E' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast('Calculator option deleted successfully!');
    expect(await calculatorSuggestions(baseUrl)).not.toContain('Kashflow E2E');
  });

  it('changes the business phone in Content and the footer shows it', async () => {
    await page.goto(`${baseUrl}/admin/content`);
    await waitForIslands(page);
    expect(await page.locator('main li').count()).toBeGreaterThanOrEqual(17);
    await page.getByRole('button', { name: 'Edit business details' }).click();
    expect(await page.locator('#s-bookingUrl').count()).toBe(0); // owner-only fields live in their own form
    await page.fill('#s-businessPhone', 'call me');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.locator('#s-businessPhone-error').waitFor();
    await page.fill('#s-businessPhone', '0161 496 0999');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await toast(/Settings saved/);
    await page.getByRole('button', { name: 'Inbox & retention' }).click();
    await page.fill('#s-bookingUrl', 'not a url');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.locator('#s-bookingUrl-error').waitFor();
    await page.fill('#s-bookingUrl', 'https://cal.northmill.example/discovery-call');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await toast(/Settings saved/);
    const html = await (await fetch(`${baseUrl}/about`)).text();
    expect(html).toContain('0161 496 0999');
    expect(html).toContain('tel:+441614960999');
    // Put it back for the other suites.
    await page.getByRole('button', { name: 'Edit business details' }).click();
    await page.fill('#s-businessPhone', '0161 496 0123');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await toast(/Settings saved/);
  });

  it('finds an enquiry, shows its details, saves status and notes, and deletes it', async () => {
    // A real submission through the public form (multipart, with its signed token).
    const form = await (await fetch(`${baseUrl}/contact`)).text();
    const token = /name="form_token" value="([^"]+)"/.exec(form)![1]!;
    await new Promise((r) => setTimeout(r, 400));
    const body = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Gwen Inbox',
      email: 'gwen@example.co.uk',
      company: 'Heywood Bakery',
      phone: '01706 000000',
      project_type: 'internal-tool',
      budget: '5k-15k',
      timeline: '1-month',
      project: 'Order tracking for our wholesale customers.',
      consent: 'on',
      form_token: token,
      idempotency_key: `e2e-${Date.now()}-abcdef`,
    }))
      body.append(k, v);
    body.append('saas_to_replace', 'airtable');
    body.append('cost_tool', 'Airtable');
    body.append('cost_amount', '240');
    body.append('attachment', new Blob(['Plain text brief for the bakery.\n']), 'brief.txt');
    const posted = await fetch(`${baseUrl}/_actions/enquiry.submit`, { method: 'POST', body, headers: { Origin: baseUrl } });
    expect(posted.status).toBe(200);

    await page.goto(`${baseUrl}/admin`);
    await waitForIslands(page);
    await page.fill('#enq-q', 'heywood');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=heywood/);
    const row = page.locator('li, tr', { hasText: 'Gwen Inbox' }).first();
    await row.getByText('New', { exact: true }).waitFor();
    await row.getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Order tracking for our wholesale customers.').waitFor();
    const text = await dialog.textContent();
    for (const s of ['gwen@example.co.uk', 'Heywood Bakery', '01706 000000', '£240/month', 'Airtable', 'brief.txt'])
      expect(text).toContain(s);
    expect(await dialog.getByRole('link', { name: /brief\.txt/ }).getAttribute('href')).toMatch(/^\/admin\/attachments\//);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.locator('#enq-status-edit').selectOption('contacted');
    await dialog.locator('#enq-notes').fill('Called Gwen; demo booked for Tuesday.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('Enquiry updated.').waitFor();
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    // Focus goes back to the row's own View Details button.
    const viewButton = row.getByRole('button', { name: /View Details/ });
    await expect.poll(() => viewButton.evaluate((el) => el === document.activeElement)).toBe(true);
    // Opened from the e-mail's link (nothing had focus), closing still lands on that button.
    const viewId = (await viewButton.getAttribute('id'))!.replace(/^view-/, '');
    await page.goto(`${baseUrl}/admin?q=heywood&view=${viewId}`);
    await waitForIslands(page);
    await page.getByRole('dialog').getByText('Order tracking for our wholesale customers.').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`view-${viewId}`);

    await page.reload();
    await waitForIslands(page);
    await page
      .locator('li, tr', { hasText: 'Gwen Inbox' })
      .first()
      .getByRole('button', { name: /View Details/ })
      .click();
    expect(await page.getByRole('dialog').locator('#enq-notes').inputValue()).toBe('Called Gwen; demo booked for Tuesday.');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).first().click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Delete/ })
      .last()
      .click();
    await page.locator('li, tr', { hasText: 'Gwen Inbox' }).first().waitFor({ state: 'detached' });
    // Its row is gone with the dialog: the keyboard continues from the list heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('enquiries-heading');
  });

  it('lets the owner read the audit log', async () => {
    await page.goto(`${baseUrl}/admin/audit`);
    const text = await page.locator('main ol').textContent();
    for (const sentence of [
      'A sign-in as owner@northmill.example failed',
      'signed in',
      'changed the meta title from',
      'added the calculator option ‘Kashflow E2E’',
      'deleted the calculator option ‘Kashflow E2E’',
      'changed the phone number from ‘0161 496 0123’ to ‘0161 496 0999’',
      'opened an enquiry',
      'moved an enquiry from New to Contacted and edited its notes',
      'deleted an enquiry',
    ])
      expect(text).toContain(sentence);
    // Sentences, not codes: the codes are behind 'Recorded details'.
    expect(await page.locator('main ol > li > p:first-child').allTextContents()).not.toContainEqual(
      expect.stringMatching(/\b(auth|enquiry|settings)\.[a-z_]+/),
    );
    expect(await axeViolations(page)).toEqual([]);
    // Filter by action, and the CSV export carries the same filter.
    await page.locator('#audit-action').selectOption('enquiry.view');
    await Promise.all([page.waitForURL(/action=enquiry\.view/), page.getByRole('button', { name: 'Filter' }).click()]);
    const sentences = await page.locator('main ol > li > p:first-child').allTextContents();
    expect(sentences.length).toBeGreaterThan(0);
    expect(sentences.every((s) => s.endsWith('opened an enquiry'))).toBe(true);
    const csvHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(csvHref).toBe('/admin/audit.csv?action=enquiry.view');
    const cookies = await page.context().cookies();
    const csv = await fetch(`${baseUrl}${csvHref}`, {
      headers: { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toContain('When,What happened,Who,Action');
    expect(lines.slice(1).every((l) => l.includes(',enquiry.view,'))).toBe(true);
  });

  it('signs out, and the session no longer opens the admin', async () => {
    await page.goto(`${baseUrl}/admin/content`);
    await waitForIslands(page);
    await Promise.all([page.waitForURL(`${baseUrl}/admin`), page.getByRole('button', { name: 'Sign out' }).click()]);
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await page.goto(`${baseUrl}/admin/content`);
    await waitForIslands(page);
    expect(page.url()).toContain('/admin?next=');
  });
});
