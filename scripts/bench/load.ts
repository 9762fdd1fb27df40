// Bounded load on loopback with autocannon: fixed connections and seconds.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
}

export async function load(
  label: string,
  url: string,
  opts: {
    connections?: number;
    seconds?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    setupRequest?: (req: autocannon.Request) => autocannon.Request;
    onResponse?: (status: number, body: string) => void;
  } = {},
): Promise<LoadResult> {
  const r = await autocannon({
    url,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? 10,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    timeout: 30,
    ...(opts.setupRequest
      ? { requests: [{ setupRequest: opts.setupRequest, ...(opts.onResponse ? { onResponse: opts.onResponse } : {}) }] }
      : {}),
  });
  return {
    label,
    requestsPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 102.4) / 10;
  } catch {
    return 0;
  }
}
