// npm run bench:analytics — what page-view counting costs a route-cache hit.
// The production build on a fresh SQLite database serves one cached public
// page; rounds alternate between a browser user agent (counted) and the same
// request with DNT: 1 (skipped before any counting work), so both see the same
// machine load. Then checks that every counted 200 reached the database.
import { createDb } from '../../src/lib/server/db/create-db.ts';
import { startServer } from '../../support/server.ts';
import { load, type LoadResult } from './load.ts';
import { createHmac } from 'node:crypto';
import { AnalyticsCollector } from '../../src/lib/server/analytics/collector.ts';
import { clientNetwork } from '../../src/lib/server/foundation/client-address.ts';
import { countablePath, isPageResponse, referrerHost } from '../../src/lib/server/analytics/rules.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 5);

// In-process first: the counting work one public page view adds (rules,
// visitor key, referrer host, batch update), free of network and load noise.
{
  const c = new AnalyticsCollector(null as never); // recording never touches the database
  const headers = { 'user-agent': CHROME, host: 'northmill.example', referer: 'https://www.google.com/search?q=x' };
  const N = 200_000;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < N; i++) {
    const path = countablePath('GET', '/about', headers);
    if (!path || !isPageResponse(200, 'text/html; charset=utf-8')) throw new Error('not counted');
    c.recordPageView({
      path,
      referrer: referrerHost(headers.referer, headers.host),
      // What visitorKey does once the day's secret is cached (foundation/client-key.ts).
      visitor: createHmac('sha256', 'bench secret')
        .update(clientNetwork(`10.0.${i % 250}.${i % 200}`))
        .digest('base64url')
        .slice(0, 22),
    });
  }
  console.log(
    `counting work per page view, in process: ${(Number(process.hrtime.bigint() - t0) / N / 1000).toFixed(2)} µs (${N} views)\n`,
  );
}

const server = await startServer({ LOG_LEVEL: 'warn', RATE_LIMITS: 'off' });
try {
  const url = `${server.baseUrl}/about`;
  await fetch(url, { headers: { 'user-agent': CHROME, dnt: '1' } }); // fill the route cache
  const counted: LoadResult[] = [];
  const skipped: LoadResult[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    skipped.push(
      await load('DNT (not counted)', url, { connections: 20, seconds: SECONDS, headers: { 'user-agent': CHROME, dnt: '1' } }),
    );
    counted.push(await load('counted', url, { connections: 20, seconds: SECONDS, headers: { 'user-agent': CHROME } }));
  }
  await new Promise((r) => setTimeout(r, 6_000)); // one flush interval
  const db = createDb({ dataDir: server.dataDir });
  const stored = await db.db
    .selectFrom('analytics_daily')
    .select(['count'])
    .where('kind', '=', 'page')
    .where('key', '=', '/about')
    .execute();
  await db.close();
  const avg = (rs: LoadResult[], k: 'requestsPerSec' | 'p50Ms' | 'p99Ms') =>
    Math.round((rs.reduce((n, r) => n + r[k], 0) / rs.length) * 10) / 10;
  console.log(`| requests (${ROUNDS} × ${SECONDS} s, 20 connections) | req/s | p50 ms | p99 ms |`);
  console.log('| --- | --: | --: | --: |');
  for (const [label, rs] of [
    ['cache hit, DNT: 1 (not counted)', skipped],
    ['cache hit, counted', counted],
  ] as const) {
    console.log(`| ${label} | ${avg(rs, 'requestsPerSec')} | ${avg(rs, 'p50Ms')} | ${avg(rs, 'p99Ms')} |`);
  }
  const sent = counted.reduce((n, r) => n + r.total - r.non2xx, 0);
  const kept = stored.reduce((n, r) => n + Number(r.count), 0);
  // autocannon drops the requests in flight when a round stops (at most one per
  // connection); the server still answered and counted those.
  const inFlight = 20 * ROUNDS;
  const ok = kept >= sent && kept <= sent + inFlight;
  console.log(
    `\ncounted 200s acknowledged: ${sent}; stored for /about: ${kept} (up to ${inFlight} more were in flight at round ends): ${ok ? 'all stored' : 'MISMATCH'}`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop();
}
