import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, newId, nowIso } from '../db/values.ts';
import { isPostgres } from '../db/dialect.ts';

// Sliding-window counters kept in the database, so every app instance sees
// the same counts (a limit that lives in one process's memory can be
// sidestepped by hitting another instance).

export async function countHits(db: Kysely<Database>, bucket: string, key: string, windowMs: number, now = Date.now()) {
  const since = new Date(now - windowMs).toISOString();
  const row = await db
    .selectFrom('rate_limit_hits')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  const oldest = row.oldest ? iso(row.oldest as string | Date) : null;
  return { count: Number(row.n), oldest };
}

export async function recordHit(db: Kysely<Database>, bucket: string, key: string, at = nowIso()): Promise<void> {
  await db.insertInto('rate_limit_hits').values({ id: newId(), bucket, key, created_at: at }).execute();
}

export async function clearHits(db: Kysely<Database>, bucket: string, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).where('key', '=', key).execute();
}

export async function pruneHits(db: Kysely<Database>, olderThan: string): Promise<number> {
  const res = await db.deleteFrom('rate_limit_hits').where('created_at', '<', olderThan).executeTakeFirst();
  return Number(res.numDeletedRows);
}

export interface LimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Checks `limit` hits per `windowMs` and records this hit when allowed, as one
 * atomic step: count-then-insert must not interleave with another request for
 * the same key. On SQLite the transaction holds the single connection; on
 * PostgreSQL a transaction-scoped advisory lock on the bucket and key does it
 * across every app instance.
 */
export async function consume(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  limit: number,
  windowMs: number,
): Promise<LimitResult> {
  const pg = isPostgres(db);
  return db.transaction().execute(async (trx) => {
    if (pg) await sql`select pg_advisory_xact_lock(hashtext(${`${bucket}:${key}`}))`.execute(trx);
    const now = Date.now();
    const { count, oldest } = await countHits(trx, bucket, key, windowMs, now);
    if (count >= limit) {
      const freeAt = (oldest ? Date.parse(oldest) : now) + windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
    }
    await recordHit(trx, bucket, key, new Date(now).toISOString());
    return { allowed: true, retryAfterSeconds: 0 };
  });
}
