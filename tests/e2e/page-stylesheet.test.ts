// Each public page inlines only the CSS rules its markup and scripts can use
// (src/lib/server/http/page-stylesheet.ts). This renders every public route,
// and the states islands and forms reach after a visitor acts, on two servers
// sharing one database, one trimming and one inlining the whole stylesheet
// (PAGE_CSS=whole), and requires the same pixels from both.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PUBLIC_PAGES } from '../../src/lib/pages.ts';
import { hydrateForm, closeContexts, workerBrowser, openPage, waitForReady, type TrackedPage } from '../../support/browser.ts';
import { startServer, type RunningServer } from '../../support/server.ts';

const ROUTES = [...PUBLIC_PAGES.map((p) => p.path), '/blog/true-cost-of-your-saas-stack-over-five-years', '/blog/no-such-post'];
const ENV = { RATE_LIMITS: 'off', MIN_FILL_MS: '0', LOG_LEVEL: 'warn' };

let browser: Browser;
let trimmed: RunningServer;
let whole: RunningServer;
beforeAll(async () => {
  trimmed = await startServer(ENV);
  // Started second on the same data directory, so it finds the same content.
  whole = await startServer({ ...ENV, PAGE_CSS: 'whole', DATA_DIR: trimmed.dataDir });
  browser = await workerBrowser();
});
afterAll(async () => {
  for (const t of pages.values()) await t.close();
  if (browser) await closeContexts(browser);
  await whole?.stop();
  await trimmed?.stop();
});

interface Scene {
  route: string;
  width: number;
  javaScript?: boolean;
  /** The page answers 4xx, which the console reports. */
  refused?: boolean;
  /** What the visitor does before the picture is taken. */
  act?: (page: Page) => Promise<void>;
}

/** One page per server, width and JavaScript setting, reused from scene to scene. */
const pages = new Map<string, TrackedPage>();
async function pageFor(baseUrl: string, scene: Scene): Promise<TrackedPage> {
  const key = `${baseUrl} ${scene.width} ${scene.javaScript ?? true}`;
  let t = pages.get(key);
  if (!t) {
    t = await openPage(browser, { width: scene.width, javaScript: scene.javaScript });
    await t.page.emulateMedia({ reducedMotion: 'reduce' });
    pages.set(key, t);
  }
  return t;
}

/** A full-page screenshot of one scene on one server, the console errors it caused and the HTML's size. */
async function shoot(baseUrl: string, scene: Scene): Promise<{ png: Buffer; errors: string[]; html: number }> {
  const t = await pageFor(baseUrl, scene);
  t.consoleErrors.length = 0;
  const response = await t.page.goto(`${baseUrl}${scene.route}`);
  const html = (await response!.body()).byteLength;
  await scene.act?.(t.page);
  // Off-screen sections skip rendering (content-visibility: auto), which a
  // full-page screenshot may catch half done; set through the CSSOM, which
  // the page's CSP allows, and the same on both servers. A constructed sheet
  // stills the caret and any motion, as Playwright's own screenshot options do.
  await t.page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('*'))
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
    const still = new CSSStyleSheet();
    still.replaceSync(
      '*,*::before,*::after{caret-color:transparent!important;animation:none!important;transition:none!important}',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  });
  const png = await fullPagePng(t);
  const errors = t.consoleErrors.filter((e) => !(scene.refused && /status of 4\d\d/.test(e)));
  return { png, errors, html };
}

/**
 * The whole page as a PNG, straight from Chromium with its faster compression: the same pixels
 * still make the same bytes, and it costs 0.2-0.4 s of CPU a picture against Playwright's
 * 0.6-0.9 s (92 pictures here; measured on two cores).
 */
async function fullPagePng(t: TrackedPage): Promise<Buffer> {
  const cdp = await t.context.newCDPSession(t.page);
  try {
    const { cssContentSize } = await cdp.send('Page.getLayoutMetrics');
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: true,
      captureBeyondViewport: true,
      clip: { x: 0, y: 0, width: Math.ceil(cssContentSize.width), height: Math.ceil(cssContentSize.height), scale: 1 },
    });
    return Buffer.from(data, 'base64');
  } finally {
    await cdp.detach();
  }
}

async function expectSamePixels(name: string, scene: Scene): Promise<void> {
  const a = await shoot(trimmed.baseUrl, scene);
  const b = await shoot(whole.baseUrl, scene);
  // A stale or wrong CSP hash would show here as a refused stylesheet.
  expect(a.errors).toEqual([]);
  if (!a.png.equals(b.png)) {
    const dir = path.join(tmpdir(), 'nm-page-stylesheet');
    mkdirSync(dir, { recursive: true });
    const file = name.replace(/[^\w]+/g, '_');
    writeFileSync(path.join(dir, `${file}.trimmed.png`), a.png);
    writeFileSync(path.join(dir, `${file}.whole.png`), b.png);
    expect.fail(`${name} looks different with the trimmed stylesheet; see ${dir}/${file}.*.png`);
  }
  expect(a.html).toBeLessThan(b.html);
}

describe.each([390, 1440])('at %i px', (width) => {
  it.each(ROUTES)('%s looks the same with only the CSS it uses', (route) =>
    expectSamePixels(`${route} ${width}`, { route, width, refused: route.includes('no-such') }),
  );
});

describe('after a visitor acts', () => {
  it('the open menu drawer on a phone', () =>
    expectSamePixels('menu', {
      route: '/services',
      width: 390,
      act: async (page) => {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
      },
    }));

  it('the enquiry form with its errors and a chosen tool’s cost field', () =>
    expectSamePixels('contact errors', {
      route: '/contact',
      width: 1440,
      act: async (page) => {
        await hydrateForm(page);
        await page.click('button[type=submit]');
        await page.getByText('Please fill in all required fields and accept the consent checkbox.').first().waitFor();
        await page.getByRole('checkbox', { name: 'Salesforce', exact: true }).check();
        await page.getByLabel('Monthly cost of Salesforce in pounds').waitFor();
        await page.locator('body').click({ position: { x: 1, y: 1 } });
      },
    }));

  it('the enquiry form sent without JavaScript and refused by the server', () =>
    expectSamePixels('contact no-js', {
      route: '/contact',
      width: 390,
      javaScript: false,
      refused: true,
      act: async (page) => {
        // Past the browser's own checks, to the server's answer.
        await page.evaluate(() => document.querySelector('form[action*="enquiry.submit"]')!.setAttribute('novalidate', ''));
        await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
        await page.waitForSelector('#name-error');
      },
    }));

  it('the calculator with suggestions open and a saving shown', () =>
    expectSamePixels('calculator', {
      route: '/calculator',
      width: 390,
      act: async (page) => {
        await page.getByRole('combobox', { name: 'Tool 1 name' }).scrollIntoViewIfNeeded();
        await waitForReady(page, 'input[role=combobox]'); // hydrated, with its suggestions
        await page.getByLabel('Tool 1 monthly spend in pounds').fill('900');
        await page
          .getByText(/^Save £/)
          .first()
          .waitFor();
        await page.getByRole('button', { name: 'Add' }).click();
        await page.getByLabel('Tool 2 monthly spend in pounds').fill('abc');
        await page.getByText('Enter a monthly cost in pounds, such as 120 or 12.50.').waitFor();
        await page.getByRole('combobox', { name: 'Tool 1 name' }).fill('Hub');
        await page.getByRole('listbox', { name: 'Tool 1 name suggestions' }).waitFor();
      },
    }));

  it('the blog explorer with no article found', () =>
    expectSamePixels('blog empty', {
      route: '/blog?q=zzzz-nothing',
      width: 1440,
      act: async (page) => {
        await page.getByRole('heading', { name: 'No articles found' }).waitFor();
      },
    }));
});
