import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

let perWorker: Promise<Browser> | undefined;

/**
 * The browser suite's Chromium: one per test worker, shared by the files it runs one after
 * another (the e2e project shares a worker's modules). A launch, its first page and its close
 * cost about 0.75 CPU-s on two cores, measured; 38 files launched one each. A browser that
 * crashed or was closed is replaced. Each file ends with closeContexts().
 */
export async function workerBrowser(): Promise<Browser> {
  const browser = await (perWorker ??= launchBrowser()).catch((err: unknown) => {
    perWorker = undefined; // a failed launch is not kept: the next file tries again
    throw err;
  });
  if (browser.isConnected()) return browser;
  perWorker = undefined;
  return workerBrowser();
}

/** What a file opened in the worker's browser (every context), closed; the browser stays. */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((c) => c.close()));
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
  close(): Promise<void>;
}

/** A page in its own context that records console errors and failed requests. */
export async function openPage(browser: Browser, opts: { width?: number; javaScript?: boolean } = {}): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1440, height: 900 },
    javaScriptEnabled: opts.javaScript ?? true,
    locale: 'en-GB',
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message}`));
  return { page, context, consoleErrors, close: () => context.close() };
}

/**
 * Tabs kept open and handed out again, one per width and JavaScript setting at a time: for
 * files that visit page after page as a signed-out reader. A new context per visit costs a
 * renderer process and cold caches (0.5-1 s of CPU each on two cores, measured); a kept tab's
 * next page load costs about 0.2 s. `close()` on a tab from here gives it back, with its console
 * errors cleared; cookies stay, so use it only where a visit does not depend on an earlier one.
 */
export function tabPool(browser: () => Browser) {
  const free = new Map<string, TrackedPage[]>();
  const all: TrackedPage[] = [];
  return {
    async open(opts: { width?: number; javaScript?: boolean } = {}): Promise<TrackedPage> {
      const key = `${opts.width ?? 1440} ${opts.javaScript ?? true}`;
      let t = free.get(key)?.pop();
      if (!t) {
        const opened = await openPage(browser(), opts);
        all.push(opened);
        t = {
          ...opened,
          close: async () => void ((opened.consoleErrors.length = 0), free.set(key, [...(free.get(key) ?? []), t!])),
        };
      }
      t.consoleErrors.length = 0;
      return t;
    },
    /** Closes every tab it opened (before the browser closes). */
    async closeAll(): Promise<void> {
      for (const t of all.splice(0)) await t.close();
      free.clear();
    },
  };
}

/** A phone on a slow link, as Lighthouse's mobile preset models one: 150 ms RTT, 1.6 Mbit/s down, 4x slower CPU. */
export async function throttleLikeSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Runs axe-core in the page (via CDP evaluation, which page CSP does not block). */
export async function axeViolations(page: Page): Promise<{ id: string; impact: string | null; nodes: string[] }[]> {
  const results = (await page.evaluate(`${AXE_SOURCE}; axe.run(document, { resultTypes: ['violations'] })`)) as {
    violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
  };
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/admin`);
  await page.fill('#email', email);
  await page.fill('#password', password);
  await Promise.all([page.waitForURL(/\/admin(\?|$)/), page.click('button[type=submit]')]);
  await page.getByText(/^Signed in as /).waitFor();
}

/**
 * Waits until the client:early island holding `selector` has hydrated and
 * taken in any earlier input (the directive marks it data-ready).
 */
export async function waitForReady(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(`astro-island[data-ready]:has(${selector})`, { state: 'attached' });
}

/**
 * The enquiry form hydrates on first use (client:early="interaction"; what is
 * done before is kept); focuses the first field as a visitor would and waits
 * until the island is interactive.
 */
export async function hydrateForm(page: Page): Promise<void> {
  await page.focus('#name');
  await waitForReady(page, 'form[action*="enquiry.submit"]');
}

/** Waits until every island on the page that hydrates on load has done so. */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr][client="load"]'));
}
