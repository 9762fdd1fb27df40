// The figures the bench reports for a route from several Lighthouse runs.
import type { LighthouseRow } from './lighthouse.ts';

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Each figure is the median of its own runs. Before, one whole run was picked
 * (by performance score, then TBT), so a route's LCP was whichever run that
 * was: one bench read a post's LCP as 923 ms where eight other runs of the
 * same build gave 1,052-1,070 ms.
 */
export function medianRow(runs: LighthouseRow[]): LighthouseRow {
  if (!runs.length) throw new Error('medianRow needs at least one run');
  const of = (key: Exclude<keyof LighthouseRow, 'route' | 'lcpPhoto'>) => median(runs.map((r) => r[key]));
  return {
    route: runs[0]!.route,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsBytes: of('jsBytes'),
    // The largest paint is a photo when it was in most runs (the LCP figure is those runs' median).
    lcpPhoto: runs.filter((r) => r.lcpPhoto).length * 2 > runs.length,
  };
}
