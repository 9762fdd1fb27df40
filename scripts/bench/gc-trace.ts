// BENCH_TRACE_GC=1: each measured app server runs with V8's --trace-gc, its
// stdout going to a file, and the report says for each round how many major
// (mark-compact) collections it held and the longest gap between two
// collections. Under this load a scavenge comes every 5-10 ms, so a longer gap
// is time the event loop did not run. Off by default: it adds a write per
// collection to the measured process.
//
// Why a file: the bench runs wrk with spawnSync, so nothing drains the
// server's stdout pipe during a round; V8 writes its trace with C stdio to a
// non-blocking descriptor and silently dropped whatever did not fit.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const TRACE_GC = process.env.BENCH_TRACE_GC === '1';
export const GC_TRACE_ARGS = ['--trace-gc'];

/** Where a database's server writes its trace (bench-results/gc-<database>.log), when tracing. */
export function gcTraceFile(database: string): string | undefined {
  if (!TRACE_GC) return undefined;
  mkdirSync('bench-results', { recursive: true });
  return path.resolve('bench-results', `gc-${database}.log`);
}

export interface RoundWindow {
  /** Wall clock (ms since the epoch) of the round's start and end. */
  startedAt: number;
  endedAt: number;
}

export interface RoundGc {
  majors: number;
  /** The longest time between two collections inside the round (ms); 0 with fewer than two. */
  longestGapMs: number;
}

// "[pid:0x…]   12345 ms: Scavenge 45.8 (51.3) -> 43.8 (51.3) MB, …" — ms since the isolate started.
const LINE = /^\[\d+:0x[0-9a-f]+\]\s+(\d+) ms: (Scavenge|Mark-Compact|Mark-Sweep|Minor Mark-Sweep)/;

/**
 * Each round's collections, from the trace text. `spawnedAt` is the wall clock
 * when the server was started; the isolate starts a few milliseconds later,
 * well inside a round of seconds.
 */
export function gcByRound(trace: string, spawnedAt: number, rounds: RoundWindow[]): RoundGc[] {
  const events: { at: number; major: boolean }[] = [];
  for (const line of trace.split('\n')) {
    const m = LINE.exec(line);
    if (m) events.push({ at: spawnedAt + Number(m[1]), major: m[2] === 'Mark-Compact' || m[2] === 'Mark-Sweep' });
  }
  return rounds.map(({ startedAt, endedAt }) => {
    const inside = events.filter((e) => e.at >= startedAt && e.at <= endedAt);
    let longestGapMs = 0;
    for (let i = 1; i < inside.length; i++) longestGapMs = Math.max(longestGapMs, inside[i]!.at - inside[i - 1]!.at);
    return { majors: inside.filter((e) => e.major).length, longestGapMs };
  });
}

/** The trace file's rounds, or undefined when the bench was not tracing or the file is missing. */
export function readGcByRound(file: string | undefined, spawnedAt: number, rounds: RoundWindow[]): RoundGc[] | undefined {
  if (!file) return undefined;
  try {
    return gcByRound(readFileSync(file, 'utf8'), spawnedAt, rounds);
  } catch {
    return undefined;
  }
}
