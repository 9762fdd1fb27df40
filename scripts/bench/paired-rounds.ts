// The app against bare Node in interleaved rounds. On this machine a server's
// throughput moves by 20-40% from one 5-second round to the next, the same for
// both sides (bare Node alone: 26,500-48,700 requests/s in one run), so one
// 10-second row of each put whatever the machine did that minute into the
// ratio: consecutive rows of the same server gave ratios from 0.63 to 1.05.
// Here each side runs several short rounds, alternating app-bare, bare-app
// (ABBA, so a steady drift favours neither), and every figure is the median of
// its rounds: the ratio is the median of the per-pair ratios.
import type { LoadResult } from './load.ts';
import { median } from './median-row.ts';

export interface PairedResult {
  app: LoadResult;
  bare: LoadResult;
  /** Median of the per-pair ratios (app over bare Node requests/s). */
  ratio: number;
  /** Every pair's ratio, in the order measured. */
  ratios: number[];
}

/** Median of each figure over the rounds; counts (requests, failures) are summed. */
export function medianResult(label: string, rounds: LoadResult[]): LoadResult {
  if (!rounds.length) throw new Error('medianResult needs at least one round');
  const of = (key: 'requestsPerSec' | 'p50Ms' | 'p99Ms') => median(rounds.map((r) => r[key]));
  const sum = (key: 'total' | 'non2xx' | 'errors') => rounds.reduce((n, r) => n + r[key], 0);
  return {
    label,
    requestsPerSec: Math.round(of('requestsPerSec')),
    p50Ms: of('p50Ms'),
    p99Ms: of('p99Ms'),
    total: sum('total'),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
  };
}

/** `rounds` pairs of one round on each side, in ABBA order; `measure` runs one round against a URL. */
export async function pairedRounds(
  label: string,
  urls: { app: string; bare: string },
  rounds: number,
  measure: (url: string) => Promise<LoadResult>,
): Promise<PairedResult> {
  const app: LoadResult[] = [];
  const bare: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      app.push(await measure(urls.app));
      bare.push(await measure(urls.bare));
    } else {
      bare.push(await measure(urls.bare));
      app.push(await measure(urls.app));
    }
  }
  const ratios = app.map((a, i) => Math.round((a.requestsPerSec / bare[i]!.requestsPerSec) * 100) / 100);
  return { app: medianResult(label, app), bare: medianResult(label, bare), ratio: median(ratios), ratios };
}
