import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, workerBrowser, openPage, signIn, waitForIslands, waitForReady } from '../../support/browser.ts';

// Issue 26: what a sceptical first visitor can check and carry with them.
const baseUrl = e2eServer().baseUrl;
let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

const carried = (page: Page) =>
  page.$$eval('form[action*="enquiry.submit"] [name=cost_tool], form[action*="enquiry.submit"] [name=cost_amount]', (els) =>
    (els as HTMLInputElement[]).map((e) => `${e.name}=${e.value}`),
  );

describe.each([true, false])('the calculator carries over to /contact (JavaScript %s)', (javaScript) => {
  it('takes the tools and monthly costs to the enquiry form, filled in', async () => {
    const t = await openPage(browser, { javaScript });
    const { page } = t;
    await page.goto(`${baseUrl}/calculator`);
    const calc = page.locator('form[action="/contact"]');
    if (javaScript) {
      await calc.scrollIntoViewIfNeeded();
      await waitForReady(page, 'input[role=combobox]');
      await calc.getByLabel('Tool 1 monthly spend in pounds').fill('250');
      await calc.getByRole('button', { name: 'Add' }).click();
      await calc.getByRole('combobox', { name: 'Tool 2 name' }).fill('Xero');
      await calc.getByLabel('Tool 2 monthly spend in pounds').fill('45.50');
    } else {
      // Without JavaScript the server-rendered row is still an ordinary, editable form field.
      await calc.getByRole('combobox', { name: 'Tool 1 name' }).fill('HubSpot');
      await calc.getByLabel('Tool 1 monthly spend in pounds').fill('45.50');
    }
    await Promise.all([
      page.waitForURL(/\/contact\?/),
      calc.getByRole('button', { name: 'Use these figures in my enquiry' }).click(),
    ]);
    const rows = await carried(page);
    if (javaScript) expect(rows).toEqual(expect.arrayContaining(['cost_tool=Monday.com', 'cost_amount=250', 'cost_tool=Xero']));
    else expect(rows).toEqual(expect.arrayContaining(['cost_tool=HubSpot']));
    expect(rows).toContain('cost_amount=45.50');
    // A common tool is ticked on the form's tool list too.
    const common = javaScript ? 'monday' : 'hubspot';
    expect(await page.locator(`input[name=saas_to_replace][value=${common}]`).isChecked()).toBe(true);
    expect(t.consoleErrors).toEqual([]);
    await t.close();
  });
});

describe('the carried figures are checked, escaped and never cached', () => {
  it('keeps valid rows only, escapes names and sends no-store', async () => {
    const q = new URLSearchParams();
    const rows: [string, string][] = [
      ['<script>alert(1)</script>', '10'],
      ['Slack', 'abc'],
      ['x'.repeat(101), '5'],
      ['Notion', '12.5'],
    ];
    for (const [tool, cost] of rows) {
      q.append('cost_tool', tool);
      q.append('cost_amount', cost);
    }
    const res = await fetch(`${baseUrl}/contact?${q}`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('value="Notion"');
    expect(html).toContain('value="12.5"');
    expect(html).not.toContain('value="abc"');
    expect(html).not.toContain('x'.repeat(101));
    // The canonical address stays the bare page.
    expect(html).toContain('<link rel="canonical" href="http://');
    expect(/<link rel="canonical" href="[^"]*\/contact"/.test(html)).toBe(true);
  });
});

describe('the calculator states its comparison as a sentence', () => {
  it('says what is saved, what the Care Plan changes, and when subscriptions are cheaper', async () => {
    const t = await openPage(browser);
    const { page } = t;
    await page.goto(`${baseUrl}/calculator`);
    const calc = page.locator('form[action="/contact"]');
    await calc.scrollIntoViewIfNeeded();
    await waitForReady(page, 'input[role=combobox]');
    await expect(
      calc.getByText('Save £10,000 over 5 years by owning the software instead of renting it.').isVisible(),
    ).resolves.toBe(true);
    // Care Plan from £295 a month (its offer): 18,000 - 8,000 - 17,700.
    await expect(
      calc.getByText('With the Care Plan (from £295 a month), 5 years would cost £7,700 more').isVisible(),
    ).resolves.toBe(true);
    await calc.getByLabel('Tool 1 monthly spend in pounds').fill('600');
    // 36,000 - 8,000 - 17,700
    await expect(
      calc.getByText('With the Care Plan (from £295 a month), you would save £10,300 over 5 years.').isVisible(),
    ).resolves.toBe(true);
    await calc.getByLabel('Tool 1 monthly spend in pounds').fill('100');
    expect(await calc.getByText(/^Save £/).count()).toBe(0);
    await expect(
      calc
        .getByText('At £100 a month, 5 years of these subscriptions cost £6,000, less than a custom build from £8,000')
        .isVisible(),
    ).resolves.toBe(true);
    expect(t.consoleErrors).toEqual([]);
    await t.close();
  });

  it('on a phone the suggestion list never covers the amount, and an exact name closes it', async () => {
    const t = await openPage(browser, { width: 390 });
    const { page } = t;
    await page.goto(`${baseUrl}/calculator`);
    const calc = page.locator('form[action="/contact"]');
    await calc.scrollIntoViewIfNeeded();
    await waitForReady(page, 'input[role=combobox]');
    const name = calc.getByRole('combobox', { name: 'Tool 1 name' });
    const amount = calc.getByLabel('Tool 1 monthly spend in pounds');
    const list = page.getByRole('listbox', { name: 'Tool 1 name suggestions' });
    const apart = async () => {
      const [l, a] = [(await list.boundingBox())!, (await amount.boundingBox())!];
      return l.y + l.height <= a.y || a.y + a.height <= l.y;
    };
    await name.fill('');
    await name.pressSequentially('Xe');
    expect(await name.getAttribute('aria-expanded')).toBe('true');
    expect(await apart()).toBe(true);
    // The chevron stays on the name field, not drifting over the list below it.
    const [chevron, field] = [
      (await calc.getByRole('button', { name: 'Hide suggestions' }).first().boundingBox())!,
      (await name.boundingBox())!,
    ];
    expect(chevron.y).toBeGreaterThanOrEqual(field.y);
    expect(chevron.y + chevron.height).toBeLessThanOrEqual(field.y + field.height);
    await name.pressSequentially('ro');
    expect(await name.getAttribute('aria-expanded')).toBe('false');
    // Opened on purpose (the chevron) with every tool: still beside the amount, not over it.
    await page.getByRole('button', { name: 'Show suggestions' }).first().click();
    expect(await list.getByRole('option').count()).toBe(15);
    expect(await apart()).toBe(true);
    await t.close();
  });
});

describe('About and Work are one click away', () => {
  it.each([1440, 1280])('in the header at %i px, without crowding it', async (width) => {
    const t = await openPage(browser, { width });
    const { page } = t;
    await page.goto(`${baseUrl}/services`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['About', 'Work'])
      await expect(nav.getByRole('link', { name: label, exact: true }).isVisible()).resolves.toBe(true);
    const book = page
      .locator('header')
      .getByRole('link', { name: /Book a call/ })
      .first();
    const box = (await book.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await t.close();
  });

  it('in the mobile menu at 390 px, which still fits a phone screen', async () => {
    const t = await openPage(browser, { width: 390, javaScript: false });
    const { page } = t;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('#nav-drawer');
    for (const label of ['About', 'Work'])
      await expect(drawer.getByRole('link', { name: label, exact: true }).isVisible()).resolves.toBe(true);
    const last = (await drawer.getByRole('link', { name: /Book a call/ }).boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(844);
    await drawer.getByRole('link', { name: 'Work', exact: true }).click();
    await page.waitForURL(`${baseUrl}/work`);
    await t.close();
  });
});

describe('company details the owner sets', () => {
  it('shows the company number, VAT number and registered office in the footer and legal pages, and nothing when unset', async () => {
    const t = await openPage(browser);
    const { page } = t;
    await signIn(page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
    await page.goto(`${baseUrl}/admin/content`);
    await waitForIslands(page);
    const footerOf = async (path: string) => {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      return html.slice(html.indexOf('<footer')).replaceAll('<!-- -->', '');
    };
    expect(await footerOf('/')).not.toContain('Registered in');

    await page.getByRole('button', { name: 'Edit business details' }).click();
    await page.fill('#s-companyNumber', '1234');
    await page.fill('#s-vatNumber', 'GB12345');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.locator('#s-companyNumber-error').textContent()).resolves.toContain('8 characters');
    await expect(page.locator('#s-vatNumber-error').textContent()).resolves.toContain('GB and 9 digits');
    await page.fill('#s-companyNumber', 'sc 123456');
    await page.fill('#s-vatNumber', 'GB 123 4567 89');
    await page.fill('#s-registeredOffice', '2 Toad Lane, Rochdale OL12 0NU');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    const footer = await footerOf('/');
    expect(footer).toContain('Registered in Scotland, company number SC123456');
    expect(footer).toContain('GB123456789');
    expect(footer).toContain('2 Toad Lane, Rochdale OL12 0NU');
    for (const path of ['/privacy', '/terms']) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const aside = html.slice(html.indexOf('aria-label="Company details"'), html.indexOf('<footer'));
      expect(aside).toContain('SC123456');
      expect(aside).toContain('GB123456789');
      expect(aside).toContain('2 Toad Lane');
    }

    // Cleared again: no claim is left behind.
    await page.getByRole('button', { name: 'Edit business details' }).click();
    for (const id of ['#s-companyNumber', '#s-vatNumber', '#s-registeredOffice']) await page.fill(id, '');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const after = await footerOf('/');
    expect(after).not.toContain('Registered in');
    expect(after).not.toContain('GB123456789');
    expect(await (await fetch(`${baseUrl}/privacy`)).text()).not.toContain('Company details');
    await t.close();
  });
});
