// Where the server's core went while the app was measured: CPU time per thread
// of the process (Linux /proc), so a round whose p99 is high can be told apart
// by cause. The server is pinned whole to one core (taskset -a), so any work
// of its other threads (V8's garbage-collector helpers, libuv's pool doing
// compression or image work) takes time slices from the event loop, which
// shows as latency, not as lost throughput. bare Node's rounds, interleaved,
// are the control: the machine's own noise reaches both.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc reports CPU time in these ticks on every mainstream build. */
const TICKS_PER_SECOND = 100;

type Ticks = Map<number, { name: string; ticks: number }>;

/** Every thread's name and CPU ticks (user + system) so far; empty where /proc cannot be read. */
export function threadTicks(pid: number): Ticks {
  const out: Ticks = new Map();
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      // "tid (name) state …": the name may hold spaces, so fields are counted after its ')'.
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), { name, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return out;
}

export interface CoreShare {
  /** The event loop's thread (its id is the process id), as % of the wall time. */
  mainPct: number;
  /** Every other thread, summed by name (V8Worker, libuv-worker, …), as % of the wall time. */
  others: Record<string, number>;
}

/** The share of `seconds` of wall time each thread used between two readings. */
export function coreShare(pid: number, before: Ticks, after: Ticks, seconds: number): CoreShare {
  const pct = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 1000) / 10;
  const others: Record<string, number> = {};
  let main = 0;
  for (const [tid, t] of after) {
    const used = t.ticks - (before.get(tid)?.ticks ?? 0);
    if (tid === pid) main = used;
    else if (used > 0) others[t.name] = (others[t.name] ?? 0) + used;
  }
  return { mainPct: pct(main), others: Object.fromEntries(Object.entries(others).map(([n, t]) => [n, pct(t)])) };
}

/** The other threads' total per round and the name of the one that used most over all rounds. */
export function othersSummary(shares: CoreShare[]): { perRound: number[]; busiest: string } {
  const byName: Record<string, number> = {};
  for (const s of shares) for (const [name, pct] of Object.entries(s.others)) byName[name] = (byName[name] ?? 0) + pct;
  const busiest = Object.entries(byName).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'none';
  const perRound = shares.map((s) => Math.round(Object.values(s.others).reduce((n, p) => n + p, 0) * 10) / 10);
  return { perRound, busiest };
}

/**
 * The share of `seconds` that the server's core spent on anything but the
 * server: the core's busy ticks (core-shield.ts) less every thread of the
 * process. Near 0 when the core is the server's alone; rounding of the ticks
 * can make it slightly negative, which is reported as 0.
 */
export function foreignShare(coreBusy: number, before: Ticks, after: Ticks, seconds: number): number {
  let own = 0;
  for (const [tid, t] of after) own += t.ticks - (before.get(tid)?.ticks ?? 0);
  return Math.max(0, Math.round(((coreBusy - own) / TICKS_PER_SECOND / seconds) * 1000) / 10);
}
