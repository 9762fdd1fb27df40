import type { APIRoute } from 'astro';
import { checkHealth } from '../lib/server/loaders/system.ts';

// Load balancers poll this: 200 only when the database answers a query.
export const GET: APIRoute = async () => {
  const health = await checkHealth();
  return health.ok
    ? Response.json({ status: 'ok', database: health.database }, { headers: { 'Cache-Control': 'no-store' } })
    : Response.json({ status: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
};
