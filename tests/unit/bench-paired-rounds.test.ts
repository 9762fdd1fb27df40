import { describe, expect, it } from 'vitest';
import type { LoadResult } from '../../scripts/bench/load.ts';
import { medianResult, pairedRounds } from '../../scripts/bench/paired-rounds.ts';

const round = (requestsPerSec: number, p99Ms = 3, extra: Partial<LoadResult> = {}): LoadResult => ({
  label: 'x',
  requestsPerSec,
  p50Ms: 1,
  p99Ms,
  total: requestsPerSec * 3,
  non2xx: 0,
  errors: 0,
  ...extra,
});

describe('pairedRounds', () => {
  it('alternates app-bare and bare-app, so a steady drift favours neither side', async () => {
    const order: string[] = [];
    await pairedRounds('sqlite /', { app: 'A', bare: 'B' }, 4, async (url) => {
      order.push(url);
      return round(100);
    });
    expect(order).toEqual(['A', 'B', 'B', 'A', 'A', 'B', 'B', 'A']);
  });

  it('takes the median of the per-pair ratios, so one disturbed round does not decide it', async () => {
    // The machine slows to half for the third pair: both sides of that pair drop together.
    const app = [90, 88, 44, 30, 91];
    const bare = [100, 100, 50, 100, 100];
    let a = 0;
    let b = 0;
    const result = await pairedRounds('sqlite /', { app: 'A', bare: 'B' }, 5, async (url) =>
      url === 'A' ? round(app[a++]!, a === 4 ? 20 : 3) : round(bare[b++]!),
    );
    expect(result.ratios).toEqual([0.9, 0.88, 0.88, 0.3, 0.91]);
    expect(result.ratio).toBe(0.88);
    expect(result.app.requestsPerSec).toBe(88);
    expect(result.bare.requestsPerSec).toBe(100);
    // The round with a 20 ms p99 (the 30 requests/s one) is reported in the spread, not as the median.
    expect(result.app.p99Ms).toBe(3);
  });
});

describe('medianResult', () => {
  it('is the median of each figure and the sum of the counts', () => {
    const r = medianResult('pg /blog', [round(10, 2, { non2xx: 1 }), round(30, 9, { errors: 2 }), round(20, 4)]);
    expect(r).toEqual({ label: 'pg /blog', requestsPerSec: 20, p50Ms: 1, p99Ms: 4, total: 180, non2xx: 1, errors: 2 });
  });

  it('refuses an empty list rather than reporting NaN', () => {
    expect(() => medianResult('x', [])).toThrow(/at least one/);
  });
});
