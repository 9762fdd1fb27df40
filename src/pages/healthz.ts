import type { APIRoute } from 'astro';
import { sql } from 'kysely';
import { getRuntime } from '../lib/server/runtime.ts';

// Load balancers poll this: 200 only when the database answers a query.
export const GET: APIRoute = async () => {
  const { database, logger } = getRuntime();
  try {
    await Promise.race([
      sql`select 1`.execute(database.db),
      new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), 2000)),
    ]);
    return Response.json({ status: 'ok', database: database.kind }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (err) {
    logger.warn({ err }, 'health check failed');
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
};
