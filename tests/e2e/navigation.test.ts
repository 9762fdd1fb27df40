import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../helpers/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// The shell's interactive parts are native popovers and <details>, so they
// must behave the same with and without JavaScript.
describe.each([true, false])('site shell (JavaScript %s)', (javaScript) => {
  it('skip link, Technology dropdown by keyboard, Escape closes it', async () => {
    const t = await openPage(browser, { javaScript, width: 1440 });
    const { page } = t;
    await page.goto(`${baseUrl}/services`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    const tech = page.getByRole('button', { name: 'Technology' });
    await tech.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#tech-menu');
    expect(await menu.evaluate((el) => el.matches(':popover-open'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/tech-stack');
    await page.keyboard.press('Escape');
    expect(await menu.evaluate((el) => el.matches(':popover-open'))).toBe(false);
    await tech.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Replit', exact: true }).click();
    await page.waitForURL(`${baseUrl}/replit`);
    await t.close();
  });

  it('opens the mobile drawer from its button, navigates, and closes on Escape', async () => {
    const t = await openPage(browser, { javaScript, width: 390 });
    const { page } = t;
    await page.goto(`${baseUrl}/`);
    const drawer = page.locator('#nav-drawer');
    expect(await drawer.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Cut Costs' }).click();
    await page.waitForURL(`${baseUrl}/calculator`);
    await t.close();
  });

  it('keeps FAQ and package accordions single-open and collapsible', async () => {
    const t = await openPage(browser, { javaScript });
    const { page } = t;
    for (const route of ['/faq', '/packages']) {
      await page.goto(`${baseUrl}${route}`);
      const group = await page.locator('details[name]').first().getAttribute('name');
      const items = page.locator(`details[name="${group}"]`);
      expect(await items.count()).toBeGreaterThanOrEqual(4);
      await items.nth(0).locator('summary').focus();
      await page.keyboard.press('Enter');
      expect(await items.nth(0).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      await items.nth(1).locator('summary').click();
      expect(await items.nth(1).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      expect(await items.nth(0).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      await items.nth(1).locator('summary').click();
      expect(await items.evaluateAll((ds) => ds.filter((d) => (d as HTMLDetailsElement).open).length)).toBe(0);
    }
    await t.close();
  });
});

describe('reduced motion', () => {
  it('stops the hero progress animation', async () => {
    const t = await openPage(browser);
    await t.page.emulateMedia({ reducedMotion: 'reduce' });
    await t.page.goto(`${baseUrl}/`);
    const names = await t.page.locator('.hero-progress').evaluate((el) => getComputedStyle(el).animationName);
    expect(names).toBe('none');
    await t.page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await t.page.locator('.hero-progress').evaluate((el) => getComputedStyle(el).animationName)).toBe('hero-count');
    await t.close();
  });
});
