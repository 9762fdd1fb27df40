import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coreBusyTicks, parseCpuList, shieldCore, shouldMove } from '../../scripts/bench/core-shield.ts';
import { canPin } from '../../scripts/bench/pinning.ts';
import { foreignShare } from '../../scripts/bench/thread-cpu.ts';

const ticks = (entries: [number, string, number][]) => new Map(entries.map(([tid, name, t]) => [tid, { name, ticks: t }]));
const allowed = (pid: number) => /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]!;

describe('the server core to itself during the load rows', () => {
  it("reads Linux's CPU lists", () => {
    expect(parseCpuList('0-1')).toEqual([0, 1]);
    expect(parseCpuList('0,2-4,7\n')).toEqual([0, 2, 3, 4, 7]);
    expect(parseCpuList('1')).toEqual([1]);
  });

  it('moves what may run on the core, and leaves what is pinned there alone (the servers under test)', () => {
    expect(shouldMove([0, 1], 1)).toBe(true);
    expect(shouldMove([1], 1)).toBe(false);
    expect(shouldMove([0], 1)).toBe(false);
  });

  it("counts the core's time that was not the server's, never below 0", () => {
    const before = ticks([
      [100, 'node', 1000],
      [101, 'V8Worker', 10],
    ]);
    const after = ticks([
      [100, 'node', 1280],
      [101, 'V8Worker', 14],
    ]);
    // 3 s = 300 ticks of the core; it was busy 296, of which the server 284.
    expect(foreignShare(296, before, after, 3)).toBe(4);
    expect(foreignShare(280, before, after, 3)).toBe(0);
  });

  // The child inherits this process's cores, which may be fewer than the machine's (a bench
  // killed before it put the machine back leaves everything on one core): it moves off the
  // last core it may use, and there must be two to move between.
  it.runIf(canPin() && parseCpuList(allowed(process.pid)).length >= 2)(
    'moves a process off the core and puts it back as it was',
    async () => {
      const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'], { stdio: 'ignore' });
      try {
        await new Promise((r) => child.once('spawn', r));
        const before = allowed(child.pid!);
        const last = parseCpuList(before).at(-1)!;
        const shield = shieldCore(last, [child.pid!]);
        expect(shield.moved).toBe(1);
        expect(parseCpuList(allowed(child.pid!))).not.toContain(last);
        const exitListeners = process.listenerCount('exit');
        shield.restore();
        expect(allowed(child.pid!)).toBe(before);
        // Put back once: its exit and signal handlers go with it.
        expect(process.listenerCount('exit')).toBe(exitListeners - 1);
        shield.restore();
        expect(allowed(child.pid!)).toBe(before);
        expect(coreBusyTicks(last)).toBeGreaterThan(0);
      } finally {
        child.kill();
      }
    },
  );
});
