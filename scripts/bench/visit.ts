// npm run bench:visit — a short visit on a phone over a slow link: the first
// page with an empty cache, then the next pages with whatever the first one
// cached (fonts, and any stylesheet file). Lighthouse scores single cold loads
// only; this is how "inline all CSS" was weighed against "one cached CSS
// file" (see the comment at build.inlineStylesheets in astro.config.mjs).
//
// Chromium's own throttling via CDP: 150 ms latency, 1.6 Mbit/s down, CPU 4x
// slower; LCP and FCP from the page's PerformanceObserver entries.
//   --bases=http://127.0.0.1:4600,http://127.0.0.1:4601  servers to compare
//     (interleaved run by run, so a busy machine weighs on both alike);
//     without it, the production build is started on a free port.
//   --paths=/,/services,/faq   the pages of one visit, in order
//   --runs=5                   visits per server; medians are printed
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchBrowser, throttleLikeSlowPhone } from '../../support/browser.ts';
import { startServer, type RunningServer } from '../../support/server.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const paths = (arg('paths') ?? '/,/services,/faq').split(',');
const runs = Math.max(1, Number(arg('runs') ?? 5));

/** FCP, LCP (ms) and bytes transferred, per page of the visit. */
type PageFigures = { fcp: number; lcp: number; bytes: number };

const MEASURE = `new Promise((resolve) => {
  let lcp = 0;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
    resolve({ fcp: Math.round(fcp), lcp: Math.round(lcp), bytes: entries.reduce((s, e) => s + e.transferSize, 0) });
  }, 100);
})`;

async function visit(browser: Awaited<ReturnType<typeof launchBrowser>>, base: string): Promise<PageFigures[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
  try {
    const page = await context.newPage();
    await throttleLikeSlowPhone(page);
    const figures: PageFigures[] = [];
    for (const p of paths) {
      await page.goto(base + p, { waitUntil: 'load' });
      await page.waitForTimeout(300);
      figures.push((await page.evaluate(MEASURE)) as PageFigures);
    }
    return figures;
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

let server: RunningServer | undefined;
let bases = arg('bases')?.split(',');
if (!bases) {
  server = await startServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nm-visit-')), LOG_LEVEL: 'warn' });
  bases = [server.baseUrl];
}
const browser = await launchBrowser();
try {
  const results = new Map<string, PageFigures[][]>(bases.map((b) => [b, []]));
  for (let i = 0; i < runs; i++) for (const base of bases) results.get(base)!.push(await visit(browser, base));
  console.log(`| Server | ${paths.map((p) => `${p} FCP / LCP ms (KB)`).join(' | ')} | Visit LCP sum ms |`);
  console.log(`|---|${paths.map(() => '---:|').join('')}---:|`);
  for (const [base, visits] of results) {
    const cells = paths.map((_, k) => {
      const at = (f: keyof PageFigures) => median(visits.map((v) => v[k]![f]));
      return `${at('fcp')} / ${at('lcp')} (${(at('bytes') / 1024).toFixed(1)})`;
    });
    const sum = median(visits.map((v) => v.reduce((s, f) => s + f.lcp, 0)));
    console.log(`| ${base} | ${cells.join(' | ')} | ${sum} |`);
  }
} finally {
  await browser.close();
  await server?.stop();
}
