import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser } from 'playwright-core';
import { closeContexts, workerBrowser, openPage, waitForReady } from '../../support/browser.ts';

const baseUrl = e2eServer().baseUrl;
let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

describe('savings calculator', () => {
  it('computes, adds and removes rows, and shows the banner only above the build cost', async () => {
    const t = await openPage(browser);
    const { page } = t;
    await page.goto(`${baseUrl}/calculator`);
    const calc = page.locator('astro-island', { has: page.getByText('Your current subscriptions') });
    await calc.scrollIntoViewIfNeeded();
    await waitForReady(page, 'input[role=combobox]');

    // Default: one project-management tool at £300 → £3,600 a year, £18,000 over 5 years.
    expect(await calc.getByRole('combobox', { name: 'Tool 1 name' }).inputValue()).toBe('Monday.com');
    await expect(calc.getByText('£3,600').isVisible()).resolves.toBe(true);
    await expect(calc.getByText('Save £10,000 over 5 years').isVisible()).resolves.toBe(true);
    // The only row cannot be removed.
    expect(await calc.getByRole('button', { name: /Remove tool 1/ }).isDisabled()).toBe(true);

    await calc.getByRole('button', { name: 'Add' }).click();
    expect(await calc.getByLabel('Tool 2 monthly spend in pounds').inputValue()).toBe('');
    // What was typed stays (so it can be corrected), with a message beside the row; it counts as 0.
    await calc.getByLabel('Tool 2 monthly spend in pounds').fill('abc');
    expect(await calc.getByLabel('Tool 2 monthly spend in pounds').inputValue()).toBe('abc');
    await expect(calc.getByText('Enter a monthly cost in pounds, such as 120 or 12.50.').isVisible()).resolves.toBe(true);
    await expect(calc.getByText('£3,600').isVisible()).resolves.toBe(true);
    await calc.getByLabel('Tool 2 monthly spend in pounds').fill('99.7');
    await expect(calc.getByText('£23,982').isVisible()).resolves.toBe(true); // (300+99.70)*60, pence kept

    await calc.getByRole('button', { name: /Remove tool 1/ }).click();
    // The build cost defaults to £8,000 (the Prices page setting): £133 a month is £7,980 over 5 years.
    await calc.getByLabel('Tool 1 monthly spend in pounds').fill('133');
    expect(await calc.getByText(/^Save £/).count()).toBe(0);
    await calc.getByLabel('Tool 1 monthly spend in pounds').fill('134');
    await expect(calc.getByText('Save £40 over 5 years').isVisible()).resolves.toBe(true);
    expect(t.consoleErrors).toEqual([]);
    await t.close();
  });

  it('suggests tools as an accessible combobox, by keyboard', async () => {
    const t = await openPage(browser);
    const { page } = t;
    await page.goto(`${baseUrl}/calculator`);
    const input = page.getByRole('combobox', { name: 'Tool 1 name' });
    await input.scrollIntoViewIfNeeded();
    await waitForReady(page, 'input[role=combobox]'); // hydrated, with its suggestions (fetched, not in the page)
    await input.fill('');
    await input.focus();
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    const list = page.getByRole('listbox', { name: 'Tool 1 name suggestions' });
    expect(await list.getByRole('option').count()).toBe(15);
    await expect(list.getByText('+37 more tools...').isVisible()).resolves.toBe(true);

    await input.pressSequentially('SPOT');
    expect(await list.getByRole('option').allTextContents()).toEqual(['HubSpot']);
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBeTruthy();
    await input.press('Enter');
    expect(await input.inputValue()).toBe('HubSpot');
    expect(await input.getAttribute('aria-expanded')).toBe('false');

    await input.press('ArrowDown'); // reopens with every tool (exact match)
    expect(await list.getByRole('option').count()).toBe(15);
    await input.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');

    await page.getByRole('button', { name: 'Show suggestions' }).first().click();
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    await page.locator('h1').click(); // a click outside closes it
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await expect(page.locator('p[aria-live=polite]').first().textContent()).resolves.toMatch(/suggestions? available/);
    await t.close();
  });

  it('shows the default example and a way forward without JavaScript', async () => {
    const t = await openPage(browser, { javaScript: false });
    await t.page.goto(`${baseUrl}/calculator`);
    await expect(t.page.getByText('Save £10,000 over 5 years').isVisible()).resolves.toBe(true);
    await expect(t.page.getByText('£18,000').first().isVisible()).resolves.toBe(true);
    // The way forward is the calculator's own GET form to /contact (tests/e2e/first-visit.test.ts follows it).
    expect(
      await t.page
        .locator('form[action="/contact"][method="get"]')
        .getByRole('button', { name: 'Use these figures in my enquiry' })
        .isVisible(),
    ).toBe(true);
    expect(await t.page.locator('noscript').first().innerHTML()).toContain('Use these figures in my enquiry');
    await t.close();
  });

  it('sends its tool suggestions apart from the page, kept a year at a name that changes with them', async () => {
    const html = await (await fetch(`${baseUrl}/calculator`)).text();
    const url = /\/calculator\/tools\/[\w-]+\.json/.exec(html)?.[0];
    expect(url).toBeTruthy();
    expect(html).not.toContain('Freshworks'); // the 52 names are not in the page
    const res = await fetch(`${baseUrl}${url}`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const names = (await res.json()) as string[];
    expect(names).toHaveLength(52);
    expect(names).toContain('Freshworks');
    // A page cached before the list changed asks for an old name: it is sent on to the current list.
    const stale = await fetch(`${baseUrl}/calculator/tools/an-older-list.json`, { redirect: 'manual' });
    expect(stale.status).toBe(302);
    expect(stale.headers.get('location')).toBe(url);
  });
});
