// The performance budget (scripts/bench/budget.json) and the check run by
// `npm run bench`: every breach is listed and the run exits non-zero.
import { readFileSync } from 'node:fs';
import type { RouteBytes } from './bytes.ts';
import type { LighthouseRow } from './lighthouse.ts';

interface BytesBudget {
  htmlGzipKb: number;
  cssGzipKb: number;
  jsGzipKb: number;
  fontsKb: number;
  /** Images of the first screen (lazy images further down are reported, not budgeted). */
  imagesKb?: number;
}
export interface Budget {
  /**
   * lcpMs for every route as seeded; photoLcpMs where the bench puts a library
   * photo on the first screen (pictures.ts): in Lighthouse's simulation the photo's
   * own request starts when the document (~600 ms) is in, and takes a round trip
   * (150 ms) before its first byte, so 750 ms is out of reach for any photo.
   */
  lighthouse: { performance: number; lcpMs: number; photoLcpMs: number; tbtMs: number; cls: number };
  bytes: { default: BytesBudget; routes: Record<string, Partial<BytesBudget>> };
  /**
   * Cached pages with gzip at 50 connections on one core: a floor for a front-page spike
   * (issue 39), not a target to chase — requests/s and p99. The share of bare Node answering
   * the same bytes (scripts/bench/bare-node-server.ts) is reported beside it.
   */
  throughput: { minRequestsPerSec: number; p99Ms: number };
  idleRssMb: number;
}

export function loadBudget(file = new URL('./budget.json', import.meta.url)): Budget {
  return JSON.parse(readFileSync(file, 'utf8')) as Budget;
}

export interface ThroughputRow {
  label: string;
  route: string;
  gzip: boolean;
  requestsPerSec: number;
  /** Requests/s of the app over bare Node's on the same route and encoding (reported). */
  ratio: number;
  p99Ms: number;
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

/** Every way the measured figures break the budget, as readable lines. */
export function budgetBreaches(
  budget: Budget,
  m: {
    bytes?: RouteBytes[];
    /** Each row's `lcpPhoto` (Lighthouse's largest paint is a library photo) picks photoLcpMs over lcpMs. */
    lighthouse?: LighthouseRow[];
    throughput?: ThroughputRow[];
    idleRssMb?: { label: string; mb: number }[];
  },
): string[] {
  const out: string[] = [];
  for (const b of m.bytes ?? []) {
    const limit = { ...budget.bytes.default, ...budget.bytes.routes[b.route] };
    const check = (what: string, actual: number, max: number) => {
      if (actual > max) out.push(`${b.route}: ${what} ${actual} KB > ${max} KB`);
    };
    check('HTML (gzip)', kb(b.htmlGzip), limit.htmlGzipKb);
    check('CSS files (gzip)', kb(b.cssGzip), limit.cssGzipKb);
    check('JS (gzip)', kb(b.jsGzip), limit.jsGzipKb);
    check('fonts', kb(b.fonts), limit.fontsKb);
    if (limit.imagesKb !== undefined) check('first-screen images', kb(b.images), limit.imagesKb);
  }
  const lh = budget.lighthouse;
  for (const r of m.lighthouse ?? []) {
    if (r.performance < lh.performance) out.push(`${r.route}: Lighthouse performance ${r.performance} < ${lh.performance}`);
    // A library photo as the largest paint has its own line (its request starts only once the document is in).
    const lcpMs = r.lcpPhoto ? lh.photoLcpMs : lh.lcpMs;
    if (r.lcpMs > lcpMs) out.push(`${r.route}: LCP ${r.lcpMs} ms > ${lcpMs} ms`);
    if (r.tbtMs > lh.tbtMs) out.push(`${r.route}: TBT ${r.tbtMs} ms > ${lh.tbtMs} ms`);
    if (r.cls > lh.cls) out.push(`${r.route}: CLS ${r.cls} > ${lh.cls}`);
  }
  const t = budget.throughput;
  for (const r of m.throughput ?? []) {
    if (!r.gzip) continue; // uncompressed is reported, not budgeted
    if (r.requestsPerSec < t.minRequestsPerSec)
      out.push(`${r.label} ${r.route} (gzip): ${r.requestsPerSec} requests/s < ${t.minRequestsPerSec}`);
    if (r.p99Ms >= t.p99Ms) out.push(`${r.label} ${r.route} (gzip): p99 ${r.p99Ms} ms ≥ ${t.p99Ms} ms`);
  }
  for (const r of m.idleRssMb ?? [])
    if (r.mb > budget.idleRssMb) out.push(`${r.label}: idle RSS ${r.mb} MB > ${budget.idleRssMb} MB`);
  return out;
}
