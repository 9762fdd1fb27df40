import { describe, expect, it } from 'vitest';
import { coreShare, othersSummary, threadTicks } from '../../scripts/bench/thread-cpu.ts';

const ticks = (entries: [number, string, number][]) => new Map(entries.map(([tid, name, t]) => [tid, { name, ticks: t }]));

describe('thread CPU of the measured server', () => {
  it("splits a round's wall time into the event loop and the other threads by name", () => {
    const before = ticks([
      [100, 'node', 1000],
      [101, 'V8Worker', 50],
      [102, 'V8Worker', 10],
      [103, 'libuv-worker', 0],
    ]);
    const after = ticks([
      [100, 'node', 1270],
      [101, 'V8Worker', 62],
      [102, 'V8Worker', 13],
      [103, 'libuv-worker', 0],
      [104, 'libuv-worker', 6], // started during the round
    ]);
    expect(coreShare(100, before, after, 3)).toEqual({ mainPct: 90, others: { V8Worker: 5, 'libuv-worker': 2 } });
  });

  it('sums the other threads per round and names the busiest over all rounds', () => {
    const s = othersSummary([
      { mainPct: 90, others: { V8Worker: 5, 'libuv-worker': 2 } },
      { mainPct: 97, others: { 'libuv-worker': 1 } },
      { mainPct: 80, others: { V8Worker: 15 } },
    ]);
    expect(s).toEqual({ perRound: [7, 1, 15], busiest: 'V8Worker' });
    expect(othersSummary([{ mainPct: 99, others: {} }])).toEqual({ perRound: [0], busiest: 'none' });
  });

  it('reads this process: its own thread first, by the process id', () => {
    const t = threadTicks(process.pid);
    expect(t.get(process.pid)?.ticks).toBeGreaterThanOrEqual(0);
    expect(t.size).toBeGreaterThan(1); // V8's and libuv's threads
    expect(threadTicks(2 ** 22 + 7).size).toBe(0); // no such process: nothing, not a throw
  });
});
