import type { APIRoute } from 'astro';
import { getCollector } from '../../lib/server/analytics/collector.ts';
import { visitorKeyOf } from '../../lib/server/analytics/observe.ts';
import { isBot, optedOut } from '../../lib/server/analytics/rules.ts';

// The calculator island's beacon on first use (src/lib/client/calculator-beacon.ts).
// Counted in memory with the page views; cross-site posts are refused by the
// middleware, and each visitor may add at most a few uses an hour.
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const headers = { 'Cache-Control': 'no-store' };
  const collector = getCollector();
  const h = Object.fromEntries(request.headers);
  const ua = request.headers.get('user-agent') ?? undefined;
  if (!collector || optedOut(h) || isBot(ua)) return new Response(null, { status: 204, headers });
  // The key needs the day's secret from the database: without it the use is not counted, never an error.
  const visitor = await visitorKeyOf(request, clientAddress).catch(() => null);
  if (!visitor) return new Response(null, { status: 204, headers });
  const counted = collector.recordCalculatorUse(visitor);
  return new Response(null, { status: counted ? 204 : 429, headers });
};
