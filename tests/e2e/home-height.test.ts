// Issue 26 asks for at most 10,000 px on a 390 px phone (it was ~18,400 px
// rendered, then 12,047 with rails; ~9,500 since the compact lists, the platform
// comparison and the package summary), with the spec's sections still there, in
// order, and each card rail reachable by keyboard. Sections below the first are skipped
// by content-visibility until near the viewport, so each is rendered before
// measuring (a placeholder's height is not the page's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser } from 'playwright-core';
import { closeContexts, workerBrowser, openPage } from '../../support/browser.ts';

const baseUrl = e2eServer().baseUrl;
const SECTIONS = [
  'services',
  'ai-agents',
  'technology',
  'what-we-build',
  'why-switch',
  'roi',
  'calculator',
  'packages',
  'testimonials',
];
let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

describe('home at 390 px', () => {
  it('is at most 10,000 px tall with every section, in order', async () => {
    const t = await openPage(browser, { width: 390 });
    await t.page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await t.page.evaluate(() =>
      document.querySelectorAll<HTMLElement>('main > *').forEach((el) => el.style.setProperty('content-visibility', 'visible')),
    );
    const ids = await t.page.evaluate(() => [...document.querySelectorAll('main > section')].map((s) => s.id));
    expect(ids.filter((id) => SECTIONS.includes(id))).toEqual(SECTIONS);
    const height = await t.page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(10_000);
    // Rails scroll sideways inside the page, never the page itself.
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Every rail can take focus (so arrow keys scroll it) and has a name.
    const rails = await t.page.$$eval('main ul[tabindex="0"]', (els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    expect(rails.length).toBeGreaterThanOrEqual(4);
    for (const name of rails) expect(name.length).toBeGreaterThan(0);
    await t.close();
  });
});
