// What a first visit to each route downloads, measured in Chromium (no
// scrolling, so islands that hydrate on visibility are not counted). Images
// are counted twice: those of the first screen, and all of the page's after
// scrolling to the end (lazy images load then; nothing else is counted then).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../support/browser.ts';

export interface RouteBytes {
  route: string;
  htmlRaw: number;
  htmlGzip: number;
  inlineCss: number;
  cssRaw: number;
  cssGzip: number;
  jsRaw: number;
  jsGzip: number;
  fonts: number;
  /** Image bytes of the first screen (what the budget checks). */
  images: number;
  /** Image bytes once the whole page has been scrolled through (lazy images included). */
  imagesWholePage: number;
}

/** Scrolls to the end a screen at a time, so lazy images come into view and load. */
async function scrollThrough(page: import('playwright-core').Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  await page.waitForLoadState('networkidle');
}

export async function firstVisitBytes(baseUrl: string, routes: string[]): Promise<RouteBytes[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const out: RouteBytes[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const row: RouteBytes = {
        route,
        htmlRaw: 0,
        htmlGzip: 0,
        inlineCss: 0,
        cssRaw: 0,
        cssGzip: 0,
        jsRaw: 0,
        jsGzip: 0,
        fonts: 0,
        images: 0,
        imagesWholePage: 0,
      };
      const pending: Promise<void>[] = [];
      let scrolled = false;
      page.on('response', (res) => {
        const type = res.request().resourceType();
        if (scrolled && type !== 'image') return;
        pending.push(
          res.body().then(
            (body) => {
              // Documents at level 9, as the route cache sends them (tests/integration/built/html-budget.test.ts reads
              // the wire); only /contact, compressed per answer at level 6, is ~0.3 KB larger than this.
              const gz = gzipSync(body, { level: type === 'document' ? 9 : 6 }).length;
              if (type === 'document') {
                row.htmlRaw += body.length;
                row.htmlGzip += gz;
                const html = body.toString('utf8');
                for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) row.inlineCss += Buffer.byteLength(m[1]!);
              } else if (type === 'stylesheet') {
                row.cssRaw += body.length;
                row.cssGzip += gz;
              } else if (type === 'script') {
                row.jsRaw += body.length;
                row.jsGzip += gz;
              } else if (type === 'font') {
                row.fonts += body.length;
              } else if (type === 'image') {
                if (!scrolled) row.images += body.length;
                row.imagesWholePage += body.length;
              }
            },
            () => {},
          ),
        );
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      scrolled = true;
      await scrollThrough(page);
      await Promise.all(pending);
      out.push(row);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

export function bytesTable(rows: RouteBytes[]): string {
  const kb = (n: number) => (n / 1024).toFixed(1);
  return [
    '| Route | HTML KB (raw / gzip) | of which inline CSS KB | CSS files KB (raw / gzip) | JS KB (raw / gzip) | Fonts KB | Images KB (first screen / whole page) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${kb(r.htmlRaw)} / ${kb(r.htmlGzip)} | ${kb(r.inlineCss)} | ${kb(r.cssRaw)} / ${kb(r.cssGzip)} | ${kb(r.jsRaw)} / ${kb(r.jsGzip)} | ${kb(r.fonts)} | ${kb(r.images)} / ${kb(r.imagesWholePage)} |`,
    ),
  ].join('\n');
}
