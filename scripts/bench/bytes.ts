// What a first visit to each route downloads, measured in Chromium (no
// scrolling, so islands that hydrate on visibility are not counted).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../tests/helpers/browser.ts';

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
      };
      const pending: Promise<void>[] = [];
      page.on('response', (res) => {
        const type = res.request().resourceType();
        pending.push(
          res.body().then(
            (body) => {
              const gz = gzipSync(body).length;
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
              }
            },
            () => {},
          ),
        );
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
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
    '| Route | HTML KB (raw / gzip) | of which inline CSS KB | CSS files KB (raw / gzip) | JS KB (raw / gzip) | Fonts KB |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${kb(r.htmlRaw)} / ${kb(r.htmlGzip)} | ${kb(r.inlineCss)} | ${kb(r.cssRaw)} / ${kb(r.cssGzip)} | ${kb(r.jsRaw)} / ${kb(r.jsGzip)} | ${kb(r.fonts)} |`,
    ),
  ].join('\n');
}
