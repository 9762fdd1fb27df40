// The server core to itself while throughput is measured. Pinning puts the
// server under test on one core, but the machine's other processes (here a
// message broker, databases, the bench itself) may still be scheduled there
// and take time slices from the event loop, which shows as p99 and not as a
// cause. For the load phase every user-space process allowed on that core,
// except those pinned to it alone (the servers under test), is moved to the
// other cores, and put back afterwards. Kernel threads stay where they are.
import { readdirSync, readFileSync } from 'node:fs';
import { canPin, setCpuList } from './pinning.ts';

/** "0-1,3" → [0, 1, 3]. */
export function parseCpuList(list: string): number[] {
  const out: number[] = [];
  for (const part of list.trim().split(',').filter(Boolean)) {
    const [from, to] = part.split('-').map(Number);
    for (let c = from!; c <= (to ?? from!); c++) out.push(c);
  }
  return out;
}

/** Whether a process with this allowed list should leave `cpu`: allowed there, and not pinned there alone. */
export function shouldMove(allowed: number[], cpu: number): boolean {
  return allowed.includes(cpu) && allowed.some((c) => c !== cpu);
}

interface Moved {
  pid: number;
  allowed: string;
}

function allowedList(pid: number): string | undefined {
  try {
    // A kernel thread has an empty command line; it cannot be moved, and is left alone.
    if (!readFileSync(`/proc/${pid}/cmdline`).length) return undefined;
    return /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  } catch {
    return undefined; // ended meanwhile
  }
}

function setAllowed(pid: number, list: string): boolean {
  try {
    setCpuList(pid, list);
    return true;
  } catch {
    return false; // ended meanwhile, or not ours to move
  }
}

/**
 * Moves every movable process off `cpu` and returns how many moved and the
 * function that puts each back as it was. Without taskset (or with one core)
 * nothing moves. `only` limits it to some processes (the test's own child:
 * a test must not move the machine's processes, whose children would inherit it).
 */
export function shieldCore(cpu: number, only?: number[]): { moved: number; restore(): void } {
  const moved: Moved[] = [];
  // The bench itself is in the listing: it only waits for wrk while a round runs, so it leaves the core too.
  for (const pid of canPin() ? (only ?? readdirSync('/proc').map(Number)) : []) {
    const allowed = Number.isInteger(pid) ? allowedList(pid) : undefined;
    const cores = allowed ? parseCpuList(allowed) : [];
    // Each keeps its own cores less this one, so a process held to some cores is not widened.
    if (allowed && shouldMove(cores, cpu) && setAllowed(pid, cores.filter((c) => c !== cpu).join(',')))
      moved.push({ pid, allowed });
  }
  // Put back even when the bench fails or is interrupted: the machine's services must not stay on one core.
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    for (const m of moved) setAllowed(m.pid, m.allowed);
    process.off('exit', restore);
    for (const s of SIGNALS) process.off(s, onSignal);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    restore();
    process.kill(process.pid, signal); // the default action, now that no handler is left
  };
  if (moved.length) {
    process.once('exit', restore);
    for (const s of SIGNALS) process.once(s, onSignal);
  }
  return { moved: moved.length, restore };
}

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];

/** One core's busy time so far, in ticks (user, nice, system, irq, softirq: /proc/stat). */
export function coreBusyTicks(cpu: number): number {
  try {
    const line = readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`cpu${cpu} `));
    const f = line!.trim().split(/\s+/).slice(1).map(Number);
    return f[0]! + f[1]! + f[2]! + f[5]! + f[6]!;
  } catch {
    return 0;
  }
}
