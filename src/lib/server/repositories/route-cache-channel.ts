// The PostgreSQL channel on which instances tell each other that public pages changed
// (route-cache/sync.ts). Each instance holds one pg client of its own for it: a LISTEN
// needs a connection that stays open, which Kysely's pool does not give.
import type pg from 'pg';

export const ROUTE_CACHE_CHANNEL = 'northmill_public_pages';

export async function listenForPageChanges(client: pg.Client): Promise<void> {
  await client.query(`LISTEN ${ROUTE_CACHE_CHANNEL}`);
}

export async function notifyPageChange(client: pg.Client, payload: string): Promise<void> {
  await client.query('SELECT pg_notify($1, $2)', [ROUTE_CACHE_CHANNEL, payload]);
}
