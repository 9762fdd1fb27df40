import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser } from 'playwright-core';
import { closeContexts, workerBrowser, openPage } from '../../support/browser.ts';

const baseUrl = e2eServer().baseUrl;
let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

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
    await drawer.getByRole('link', { name: 'Cut costs' }).click();
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
  // What each running animation on the page moves, e.g. "hero-count: transform".
  const animated = (t: Awaited<ReturnType<typeof openPage>>) =>
    t.page.evaluate(() =>
      document.getAnimations().map((a) => {
        const props = new Set<string>();
        for (const k of (a.effect as KeyframeEffect).getKeyframes())
          for (const p of Object.keys(k)) if (!['offset', 'computedOffset', 'easing', 'composite'].includes(p)) props.add(p);
        return `${(a as CSSAnimation).animationName}: ${[...props].join(',')}`;
      }),
    );

  it('stops the hero progress animation', async () => {
    const t = await openPage(browser);
    await t.page.emulateMedia({ reducedMotion: 'reduce' });
    await t.page.goto(`${baseUrl}/`);
    expect(await animated(t)).toEqual([]);
    // The static card still reads as a progress tracker: 0 %, first step current.
    expect(await t.page.locator('.hero-step-1').evaluate((el) => getComputedStyle(el, '::before').opacity)).toBe('1');
    await t.page.emulateMedia({ reducedMotion: 'no-preference' });
    expect((await animated(t)).length).toBeGreaterThanOrEqual(6);
    await t.close();
  });

  it('animates the hero on the compositor only (transform and opacity), never a property that restyles the page', async () => {
    const t = await openPage(browser);
    await t.page.goto(`${baseUrl}/`);
    const list = await animated(t);
    expect(list).toContain('hero-count: transform');
    expect(list).toContain('hero-bar: transform');
    expect(list.filter((a) => !/: (transform|opacity)$/.test(a))).toEqual([]);
    await t.close();
  });
});
