// Throughput with wrk, a C load generator: on two cores autocannon (Node)
// saturates before the server does, so the ratios are measured with wrk: one
// thread on its own core (pinning.ts), the server under test on the other.
// Returns null when wrk is not installed; the caller says so.
import { execFileSync, spawnSync } from 'node:child_process';
import type { LoadResult } from './load.ts';
import { LOAD_CPU, pinnedCommand } from './pinning.ts';

export function haveWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (err) {
    // wrk --version exits 1 after printing its version: installed.
    return (err as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

const MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const toMs = (v: string) => {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(v.trim());
  return m ? Math.round(Number(m[1]) * MS[m[2]!]! * 100) / 100 : NaN;
};

/** wrk's --latency report parsed into the same shape as autocannon's. */
export function parseWrk(label: string, out: string): LoadResult {
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? 0);
  const pct = (p: string) => toMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? 'NaN');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    label,
    requestsPerSec: Math.round(num(/Requests\/sec:\s+([\d.]+)/)),
    p50Ms: pct('50'),
    p99Ms: pct('99'),
    total: num(/(\d+) requests in/),
    non2xx: num(/Non-2xx or 3xx responses: (\d+)/),
    errors: socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
  };
}

export function wrk(
  label: string,
  url: string,
  opts: { connections?: number; seconds?: number; threads?: number; gzip?: boolean } = {},
): LoadResult | null {
  if (!haveWrk()) return null;
  const args = [
    '-t',
    String(opts.threads ?? 1),
    '-c',
    String(opts.connections ?? 50),
    '-d',
    `${opts.seconds ?? 10}s`,
    '--latency',
  ];
  if (opts.gzip) args.push('-H', 'Accept-Encoding: gzip');
  const [cmd, ...argv] = pinnedCommand(LOAD_CPU, ['wrk', ...args, url]);
  const r = spawnSync(cmd!, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`wrk failed on ${url}: ${r.stderr || r.stdout}`);
  return parseWrk(label, r.stdout);
}
