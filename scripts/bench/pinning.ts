// One core each for the load generator and the server under test (the app,
// bare Node or nginx): on a two-core machine a server sharing its core with
// wrk is measured against wrk's appetite, not its own speed. taskset (util-linux)
// does the pinning; without it everything runs unpinned and the report says so.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpus } from 'node:os';

export interface StaticServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export const LOAD_CPU = 0;
export const SERVER_CPU = 1;

let available: boolean | undefined;
/** taskset is installed and there are at least two cores to give out. */
export function canPin(): boolean {
  if (available === undefined) available = cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
  return available;
}

/** argv to run `command` on one core (unchanged when pinning is not possible). */
export function pinnedCommand(cpu: number, command: string[]): string[] {
  return canPin() ? ['taskset', '-c', String(cpu), ...command] : command;
}

/** Moves a running process, every thread of it, onto one core (or, with no core given, back onto all). */
export function pinProcess(pid: number, cpu?: number): void {
  if (canPin()) setCpuList(pid, cpu === undefined ? `0-${cpus().length - 1}` : String(cpu));
}

/** Sets the cores every thread of a running process may use ("0", "0-1,3"); throws when taskset fails. */
export function setCpuList(pid: number, cores: string): void {
  execFileSync('taskset', ['-a', '-c', '-p', cores, String(pid)], { stdio: 'ignore' });
}

/**
 * Moves only a process's main thread (its event loop) onto one core; threads
 * it already started (libuv's pool, V8's helpers) stay free to run anywhere.
 */
export function pinMainThread(pid: number, cpu: number): void {
  if (canPin()) execFileSync('taskset', ['-c', '-p', String(cpu), String(pid)], { stdio: 'ignore' });
}
