// Figures for the soak: percentiles per kind, samples, targets.
import type { Sample } from './traffic.ts';

export interface ResourceSample {
  atS: number;
  rssMb: number;
  /** The server's own event-loop delay over its last 10 s window (GET /admin/runtime.json). */
  loopP50Ms: number | null;
  loopP99Ms: number | null;
  loopMaxMs: number | null;
  /** The machine's 1-minute load average: the server shares its cores with everything else running. */
  load1: number;
}

export interface KindFigures {
  kind: string;
  count: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

export function figuresByKind(samples: Sample[]): KindFigures[] {
  const byKind = new Map<string, Sample[]>();
  for (const s of samples) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s]);
  return [...byKind].map(([kind, list]) => {
    const ms = list.map((s) => s.result.ms).sort((a, b) => a - b);
    const failed = list.filter((s) => !s.result.ok);
    return {
      kind,
      count: list.length,
      errors: failed.length,
      p50: percentile(ms, 50),
      p99: percentile(ms, 99),
      max: ms[ms.length - 1] ?? NaN,
    };
  });
}

const f1 = (n: number | null) => (n === null || Number.isNaN(n) ? 'n/a' : n.toFixed(1));

export function kindTable(rows: KindFigures[], seconds: number): string {
  const head = '| Kind | Requests | Rate /s | p50 ms | p99 ms | Max ms | Errors |\n|---|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.kind} | ${r.count} | ${(r.count / seconds).toFixed(2)} | ${f1(r.p50)} | ${f1(r.p99)} | ${f1(r.max)} | ${r.errors} |`,
  );
  return [head, ...lines].join('\n');
}

export function resourceTable(rows: ResourceSample[]): string {
  const head = '| t (s) | RSS MB | Loop delay p50 ms | p99 ms | max ms | Machine load (1 min) |\n|---:|---:|---:|---:|---:|---:|';
  return [
    head,
    ...rows.map(
      (r) =>
        `| ${r.atS} | ${f1(r.rssMb)} | ${f1(r.loopP50Ms)} | ${f1(r.loopP99Ms)} | ${f1(r.loopMaxMs)} | ${r.load1.toFixed(2)} |`,
    ),
  ].join('\n');
}

/** Errors grouped by what they were (status and the first words of the answer), most frequent first. */
export function errorBreakdown(samples: Sample[]): string[] {
  const counts = new Map<string, number>();
  for (const s of samples) {
    if (s.result.ok) continue;
    const what = (s.result.error ?? '').replace(/^\d{3} /, '').replace(/<!DOCTYPE[\s\S]*/i, 'an HTML error page');
    const key = `${s.kind}: ${s.result.status || 'no answer'} ${what.slice(0, 70).trim()}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([key, n]) => `  ${String(n).padStart(6)} × ${key}`);
}

/**
 * The cached-page kind split by where the answer came from: the route cache
 * (X-Cache: HIT) or a render (the first request after a publish dropped the
 * page, or the one refreshing an expired copy). The target is on both together.
 */
export function pageSplit(samples: Sample[]): string[] {
  const pages = samples.filter((s) => s.kind === 'page (cached)' && s.result.ok);
  const rows = figuresByKind(
    pages.map((s) => ({
      ...s,
      kind: s.result.value === 'HIT' ? 'from the route cache' : 'rendered (first after a publish, or refreshing an expired copy)',
    })),
  );
  if (!rows.length) return [];
  return [
    'Cached-page answers by source:',
    '',
    '| Source | Requests | p50 ms | p99 ms | Max ms |\n|---|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.kind} | ${r.count} | ${f1(r.p50)} | ${f1(r.p99)} | ${f1(r.max)} |`),
  ];
}
