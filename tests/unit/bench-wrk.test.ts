import { describe, expect, it } from 'vitest';
import { parseWrk } from '../../scripts/bench/wrk.ts';

const OUT = `Running 10s test @ http://127.0.0.1:4321/
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     3.10ms    1.02ms  40.11ms   90.12%
    Req/Sec     8.12k   512.33     9.01k    70.00%
  Latency Distribution
     50%    2.95ms
     75%    3.40ms
     90%    4.02ms
     99%  812.00us
  161234 requests in 10.01s, 4.50GB read
  Socket errors: connect 0, read 2, write 1, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:  16107.69
Transfer/sec:    460.12MB
`;

describe('parseWrk', () => {
  it('reads requests/s, percentiles in any unit, totals and failures', () => {
    expect(parseWrk('sqlite /', OUT)).toEqual({
      label: 'sqlite /',
      requestsPerSec: 16108,
      p50Ms: 2.95,
      p99Ms: 0.81,
      total: 161234,
      non2xx: 7,
      errors: 6,
    });
  });

  it('reports seconds as milliseconds and a clean run as zero failures', () => {
    const r = parseWrk(
      'x',
      'Latency Distribution\n     50%    1.20s\n     99%    2.00s\n  10 requests in 5.00s, 1MB read\nRequests/sec:      2.00\n',
    );
    expect([r.p50Ms, r.p99Ms, r.non2xx, r.errors, r.requestsPerSec]).toEqual([1200, 2000, 0, 0, 2]);
  });
});
