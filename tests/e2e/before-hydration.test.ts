import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, workerBrowser, openPage, waitForReady, type TrackedPage } from '../../support/browser.ts';
import { createDb } from '../../src/lib/server/db/create-db.ts';

// A visitor on a slow phone acts before an island has hydrated. The CPU is
// throttled 6x and the islands' scripts are held back until the test has
// acted, so every action below really happens on the server HTML. Each one
// must have its effect exactly once, and hydration must not move anything.
const baseUrl = e2eServer().baseUrl;
let browser: Browser;
const db = createDb({ dataDir: e2eServer().dataDir });

beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
  await db.close();
});

/** Opens `path` with the CPU throttled and island scripts held; returns a function that lets them load. */
async function openHeld(path: string, width = 1440): Promise<{ t: TrackedPage; release: () => void }> {
  const t = await openPage(browser, { width });
  const cdp = await t.context.newCDPSession(t.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await t.page.route(/\/_astro\/.+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await t.page.goto(`${baseUrl}${path}`);
  return { t, release };
}

/** Position and size of every matching element, keyed by id or name and index. */
async function boxes(page: Page, selector: string): Promise<Record<string, number[]>> {
  return page.$$eval(selector, (els) =>
    Object.fromEntries(
      els.map((el, i) => {
        const r = el.getBoundingClientRect();
        return [
          `${el.id || el.getAttribute('name') || el.tagName}#${i}`,
          [r.x, r.y + window.scrollY, r.width, r.height].map(Math.round),
        ];
      }),
    ),
  );
}

const FORM = 'form[action*="enquiry.submit"]';
const STILL = `${FORM} :is(#name, #email, #company, #phone, #project_type, #budget, #timeline, #project, input[name=saas_to_replace], input[name=cost_amount])`;

describe('the enquiry form before hydration', () => {
  it(
    'keeps a tick, keystrokes in every field and a typed cost; nothing moves when it hydrates',
    { timeout: 90_000 },
    async () => {
      const { t, release } = await openHeld('/contact');
      const { page } = t;
      expect(await page.locator(`astro-island[ssr]:has(${FORM})`).count()).toBe(1);
      const before = await boxes(page, STILL);

      await page.getByRole('checkbox', { name: 'Slack', exact: true }).click();
      await page.locator('#name').pressSequentially('Ada');
      await page.locator('#email').pressSequentially('ada@example.co.uk');
      await page.locator('#company').pressSequentially('Analytical');
      await page.locator('#phone').pressSequentially('0161');
      await page.selectOption('#project_type', 'website');
      await page.locator('#project').pressSequentially('A new site');
      await page.locator('input[name=cost_tool]').nth(2).pressSequentially('Xero');
      await page.locator('input[name=cost_amount]').nth(2).pressSequentially('12.5');
      // Still the server HTML: nothing has hydrated yet.
      expect(await page.locator(`astro-island[ssr]:has(${FORM})`).count()).toBe(1);
      expect(await page.locator(`astro-island[data-ready]:has(${FORM})`).count()).toBe(0);

      release();
      await waitForReady(page, FORM);
      expect(await boxes(page, STILL)).toEqual(before);

      // Every input is still there, exactly once.
      expect(await page.getByRole('checkbox', { name: 'Slack', exact: true }).isChecked()).toBe(true);
      expect(await page.getByLabel('Monthly cost of Slack in pounds').count()).toBe(1);
      expect(await page.inputValue('#name')).toBe('Ada');
      expect(await page.inputValue('#email')).toBe('ada@example.co.uk');
      expect(await page.inputValue('#company')).toBe('Analytical');
      expect(await page.inputValue('#phone')).toBe('0161');
      expect(await page.inputValue('#project_type')).toBe('website');
      expect(await page.inputValue('#project')).toBe('A new site');
      expect(await page.locator('input[name=cost_tool]').nth(2).inputValue()).toBe('Xero'); // Slack took the first blank row
      expect(await page.getByLabel('Monthly cost of Xero in pounds').inputValue()).toBe('12.5');
      // The island took the typed cost in: its projection shows, pence kept.
      await page.getByText('1 year £150 · 3 years £450 · 5 years £750').waitFor();
      // And the state is live: typing on updates it.
      await page.getByLabel('Monthly cost of Xero in pounds').fill('12.7');
      await page.getByText('1 year £152.40 · 3 years £457.20 · 5 years £762').waitFor();
      expect(t.consoleErrors).toEqual([]);
      await t.close();
    },
  );

  it(
    'a first click on Send with an empty form gives the toast once and focuses the first field, not the browser bubble',
    { timeout: 90_000 },
    async () => {
      const { t, release } = await openHeld('/contact');
      const { page } = t;
      const url = page.url();
      await page.getByRole('button', { name: 'Send message' }).click();
      // Held: the browser neither validated (no bubble, nothing invalid yet) nor posted.
      expect(await page.evaluate(() => document.querySelectorAll(':focus:invalid').length)).toBe(0);
      release();
      await waitForReady(page, FORM);
      const toast = page
        .getByRole('alert')
        .filter({ hasText: 'Please fill in all required fields and accept the consent checkbox.' });
      await toast.waitFor();
      expect(await toast.count()).toBe(1);
      expect(page.url()).toBe(url);
      await page.waitForFunction(() => document.activeElement?.id === 'name');
      expect(await page.locator('#name-error').textContent()).toContain('name');
      // The toast is fixed to the viewport (not to a section of the page).
      const box = await toast.boundingBox();
      const viewport = page.viewportSize()!;
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      expect(t.consoleErrors).toEqual([]);
      await t.close();
    },
  );

  it('Enter in the tool-name box before hydration adds the tools, and does not send the form', { timeout: 90_000 }, async () => {
    const { t, release } = await openHeld('/contact');
    const { page } = t;
    await page.locator('#saas_free_text').pressSequentially('HubSpot, Calendly');
    await page.locator('#saas_free_text').press('Enter');
    release();
    await waitForReady(page, FORM);
    await page.getByLabel('Monthly cost of HubSpot in pounds').waitFor();
    expect(await page.getByRole('checkbox', { name: 'HubSpot', exact: true }).isChecked()).toBe(true);
    expect(
      await page.locator('input[name=cost_tool]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
    ).toContain('Calendly');
    expect(await page.inputValue('#saas_free_text')).toBe('');
    expect(await page.getByRole('alert').count()).toBe(0);
    await t.close();
  });
});

describe('the calculator and its combobox before hydration', () => {
  it('keeps a typed amount with its decimal point and a first click on the suggestions button', { timeout: 90_000 }, async () => {
    const { t, release } = await openHeld('/calculator');
    const { page } = t;
    const calc = 'input[role=combobox]';
    const before = await boxes(page, `:is(${calc}, input[inputmode=decimal])`);
    const spend = page.getByLabel('Tool 1 monthly spend in pounds');
    await spend.fill('');
    await spend.pressSequentially('12.7');
    await page.getByRole('button', { name: 'Show suggestions' }).first().click();
    expect(await page.locator(`astro-island[ssr]:has(${calc})`).count()).toBe(1);

    release();
    await waitForReady(page, calc);
    expect(await boxes(page, `:is(${calc}, input[inputmode=decimal])`)).toEqual(before);
    expect(await spend.inputValue()).toBe('12.7');
    await page.getByText('£152.40').first().waitFor(); // 12.7 × 12, not £1,524
    // The held click opened the list exactly once (a second would have closed it).
    const list = page.getByRole('listbox', { name: 'Tool 1 name suggestions' });
    await list.waitFor();
    const second = list.getByRole('option').nth(1);
    const picked = (await second.textContent())!;
    await second.click();
    expect(await page.getByRole('combobox', { name: 'Tool 1 name' }).inputValue()).toBe(picked);
    expect(t.consoleErrors).toEqual([]);
    await t.close();
  });

  it('refuses exponent notation and amounts over the maximum with a message beside the row', async () => {
    const t = await openPage(browser, { width: 390 });
    const { page } = t;
    await page.goto(`${baseUrl}/calculator`);
    const spend = page.getByLabel('Tool 1 monthly spend in pounds');
    await spend.scrollIntoViewIfNeeded(); // it hydrates near the viewport
    await waitForReady(page, 'input[role=combobox]');
    await spend.fill('1e3');
    await page.getByText("Enter the amount in plain digits, such as 1000, not '1e3'.").waitFor();
    expect(await spend.getAttribute('aria-invalid')).toBe('true');
    await spend.fill('99999999');
    await page.getByText('Costs must be £1,000,000 a month or less.').waitFor();
    await spend.fill('12.50');
    await page.getByText('£150', { exact: true }).first().waitFor();
    // At 390 px the tool name has the row to itself, above the amount.
    const name = (await page.getByRole('combobox', { name: 'Tool 1 name' }).boundingBox())!;
    const amount = (await spend.boundingBox())!;
    expect(name.width).toBeGreaterThan(250);
    expect(amount.y).toBeGreaterThan(name.y + name.height - 1);
    await t.close();
  });
});

describe('the blog before hydration', () => {
  it('a first click on a category chip filters once, in place', { timeout: 90_000 }, async () => {
    const { t, release } = await openHeld('/blog');
    const { page } = t;
    // A full page load would lose this marker.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const chips = '#blog-search, nav[aria-label="Filter by category"]';
    const before = await boxes(page, chips);
    await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Cybersecurity' }).click();
    expect(page.url()).toBe(`${baseUrl}/blog`);
    release();
    await page.waitForURL(/category=Cybersecurity/);
    const chip = page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Cybersecurity' });
    await page.waitForFunction(() =>
      document.querySelector('nav[aria-label="Filter by category"] a[aria-current=true]')?.textContent?.includes('Cybersecurity'),
    );
    expect(await chip.getAttribute('aria-current')).toBe('true');
    await page
      .getByText(/\d+ articles? found/)
      .first()
      .waitFor();
    // Filtered in place by the island (replaceState), not by a page load.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await boxes(page, chips)).toEqual(before);
    await t.close();
  });
});

describe('newsletter and save-for-later before hydration', () => {
  it(
    'an address typed and Subscribe pressed before hydration signs up once, without a page load',
    { timeout: 90_000 },
    async () => {
      const { t, release } = await openHeld('/blog');
      const { page } = t;
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.locator('#newsletter-email').pressSequentially('early.reader@example.co.uk');
      await page.getByRole('button', { name: 'Subscribe now' }).click();
      release();
      await waitForReady(page, '#newsletter-email');
      await page.getByRole('status').getByText(/thank/i).first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      const rows = await db.db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .where('email', '=', 'early.reader@example.co.uk')
        .execute();
      expect(rows).toHaveLength(1);
      await t.close();
    },
  );

  it('Save for later pressed before hydration saves once', { timeout: 90_000 }, async () => {
    const { t, release } = await openHeld('/blog/true-cost-of-your-saas-stack-over-five-years');
    const { page } = t;
    const save = page.getByRole('button', { name: 'Save for later' });
    const docY = () =>
      page
        .locator('astro-island button')
        .first()
        .evaluate((el) => el.getBoundingClientRect().y + window.scrollY);
    const before = await docY();
    await save.click();
    release();
    await waitForReady(page, 'button');
    await page.getByRole('button', { name: /^Saved/ }).waitFor();
    const list = await page.evaluate(() => Object.values(localStorage).join(''));
    expect(list.match(/true-cost-of-your-saas-stack-over-five-years/g)).toHaveLength(1);
    expect(await docY()).toBe(before); // the buttons were there all along: nothing moved
    await t.close();
  });
});
