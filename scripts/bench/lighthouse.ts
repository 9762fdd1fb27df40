// npm run bench:lighthouse — Lighthouse (mobile preset) on every public route
// of the production build, served by dist/server/start.mjs on a free port with a
// fresh SQLite database. Prints a markdown table; --json writes raw figures;
// --routes=/,/services runs a subset (comparing before/after one change);
// --pictures first gives the server's pages pictures (scripts/bench/pictures.ts)
// and adds /work/<slug> to the routes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PUBLIC_PAGES } from '../../src/lib/pages.ts';
import { startServer } from '../../support/server.ts';
import { budgetBreaches, loadBudget } from './budget.ts';
import { CHROMIUM_ARGS } from '../../support/browser.ts';
import { PICTURES_ENV, addBenchPictures, withPictureRoutes } from './pictures.ts';
import { medianRow } from './median-row.ts';
import { lcpIsLibraryPhoto } from './lcp-photo.ts';

export interface LighthouseRow {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  /** Lighthouse's largest-paint element is a picture from the media library (an <img> under /media/). */
  lcpPhoto: boolean;
}

// Lighthouse's own guidance: scores vary run to run, report the median of
// several runs. LH_RUNS (default 3) runs per route.
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));

export async function runLighthouse(baseUrl: string, routes: string[]): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const route of routes) {
      const runs: LighthouseRow[] = [];
      // Live traffic keeps a public page in the route cache (an expired copy is
      // served while one request renders it again), so Lantern, which adds the
      // observed server time to its simulated TTFB, measures a cached answer.
      await fetch(`${baseUrl}${route}`);
      for (let i = 0; i < RUNS; i++) runs.push(await oneRun(chrome.port, baseUrl, route));
      rows.push(medianRow(runs));
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

async function oneRun(port: number, baseUrl: string, route: string, attempt = 1): Promise<LighthouseRow> {
  const result = await lighthouse(`${baseUrl}${route}`, {
    port,
    output: 'json',
    logLevel: 'error',
  });
  const lhr = result!.lhr;
  // A failed trace (e.g. NO_NAVSTART, which asks to run again) scores every figure 0: run
  // again rather than report zeros as a measurement.
  if (lhr.runtimeError) {
    if (attempt < 3) return oneRun(port, baseUrl, route, attempt + 1);
    throw new Error(`Lighthouse failed on ${route} three times: ${lhr.runtimeError.code}`);
  }
  const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  const audit = (k: string) => lhr.audits[k]?.numericValue ?? 0;
  const summary =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
      ?.items ?? [];
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    jsBytes: summary.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
    lcpPhoto: lcpIsLibraryPhoto(lhr.audits['largest-contentful-paint-element']?.details),
  };
}

/** Routes whose largest paint is a library photo are marked (photo LCP): they are held to the photo line. */
export function lighthouseTable(rows: LighthouseRow[]): string {
  const lines = [
    '| Route | Perf | A11y | Best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | JS bytes (transfer) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.route}${r.lcpPhoto ? ' (photo LCP)' : ''} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsBytes} |`,
    ),
  ];
  return lines.join('\n');
}

export function publicRoutes(): string[] {
  return [...PUBLIC_PAGES.map((p) => p.path), '/blog/true-cost-of-your-saas-stack-over-five-years'];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pictures = process.argv.includes('--pictures');
  const server = await startServer({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nm-lh-')),
    LOG_LEVEL: 'warn',
    ...(pictures ? PICTURES_ENV : {}),
  });
  try {
    if (pictures) await addBenchPictures(server.baseUrl);
    const only = process.argv.find((a) => a.startsWith('--routes='))?.slice('--routes='.length);
    const every = pictures ? withPictureRoutes(publicRoutes()) : publicRoutes();
    const routes = only ? only.split(',').filter(Boolean) : every;
    const rows = await runLighthouse(server.baseUrl, routes);
    const table = lighthouseTable(rows);
    console.log(table);
    const misses = rows.filter((r) => r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100);
    const breaches = budgetBreaches(loadBudget(), { lighthouse: rows });
    console.log(
      misses.length || breaches.length
        ? `\nBelow target:\n${[...misses.map((r) => `${r.route}: accessibility, best practices and SEO must be 100`), ...breaches].map((b) => `- ${b}`).join('\n')}`
        : '\nAll routes meet the targets (scripts/bench/budget.json; accessibility, best practices and SEO = 100).',
    );
    if (misses.length || breaches.length) process.exitCode = 1;
    if (process.argv.includes('--json')) writeFileSync('bench-results/lighthouse.json', JSON.stringify(rows, null, 2));
  } finally {
    await server.stop();
  }
}
