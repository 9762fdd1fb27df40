import { describe, expect, it } from 'vitest';
import { gcByRound } from '../../scripts/bench/gc-trace.ts';

// Lines as V8's --trace-gc prints them: milliseconds since the isolate started.
const trace = [
  '[7029:0x18d93000]     1000 ms: Scavenge 45.8 (51.3) -> 43.8 (51.3) MB, pooled: 0 MB, 0.12 / 0.00 ms  (average mu = 1.000) allocation failure;',
  '[7029:0x18d93000]     1006 ms: Scavenge 45.8 (51.3) -> 43.8 (51.3) MB, pooled: 0 MB, 0.12 / 0.00 ms  (average mu = 1.000) allocation failure;',
  'a log line the server wrote in between',
  '[7029:0x18d93000]     1097 ms: Mark-Compact 49.5 (53.6) -> 42.2 (52.7) MB, pooled: 0 MB, 9.81 / 0.01 ms  (+ 3.3 ms in 36 steps)',
  '[7029:0x18d93000]     1102 ms: Scavenge 44.0 (52.7) -> 42.3 (52.7) MB, pooled: 0 MB, 0.20 / 0.00 ms  allocation failure;',
  '[7029:0x18d93000]     5000 ms: Scavenge 44.0 (52.7) -> 42.3 (52.7) MB, pooled: 0 MB, 0.20 / 0.00 ms  allocation failure;',
].join('\n');

describe('bench GC trace by round', () => {
  it('counts major collections and the longest gap inside each round, by wall clock', () => {
    const spawnedAt = 1_000_000;
    const rounds = [
      { startedAt: spawnedAt + 900, endedAt: spawnedAt + 1200 },
      { startedAt: spawnedAt + 4000, endedAt: spawnedAt + 6000 },
      { startedAt: spawnedAt + 7000, endedAt: spawnedAt + 8000 },
    ];
    expect(gcByRound(trace, spawnedAt, rounds)).toEqual([
      { majors: 1, longestGapMs: 91 },
      { majors: 0, longestGapMs: 0 },
      { majors: 0, longestGapMs: 0 },
    ]);
  });

  it('leaves out collections before and after a round', () => {
    expect(gcByRound(trace, 0, [{ startedAt: 1003, endedAt: 1099 }])).toEqual([{ majors: 1, longestGapMs: 91 }]);
  });
});
