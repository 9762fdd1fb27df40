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

export interface LimitRule {
  bucket: string;
  key: string;
  limit: number;
  windowMs: number;
  /** false: only checked, no hit recorded (a lock that other code sets). */
  record?: boolean;
}

export type ConsumeAllResult =
  { allowed: true; hitIds: string[] } | { allowed: false; retryAfterSeconds: number; bucket: string };

/**
 * `consume` for several limits at once: every rule is checked and, only when
 * all allow it, one hit is recorded in each, in one transaction. Keys are
 * locked in a fixed order so two requests cannot deadlock on PostgreSQL.
 * The returned hit ids let a caller refund the hits (a sign-in that proved
 * the password should not count against the client).
 */
export async function consumeAll(db: Kysely<Database>, rules: LimitRule[]): Promise<ConsumeAllResult> {
  const pg = isPostgres(db);
  const sorted = [...rules].sort((a, b) => `${a.bucket}:${a.key}`.localeCompare(`${b.bucket}:${b.key}`));
  return db.transaction().execute(async (trx): Promise<ConsumeAllResult> => {
    if (pg) for (const r of sorted) await sql`select pg_advisory_xact_lock(hashtext(${`${r.bucket}:${r.key}`}))`.execute(trx);
    const now = Date.now();
    for (const r of sorted) {
      const { count, oldest } = await countHits(trx, r.bucket, r.key, r.windowMs, now);
      if (count >= r.limit) {
        const freeAt = (oldest ? Date.parse(oldest) : now) + r.windowMs;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)), bucket: r.bucket };
      }
    }
    const at = new Date(now).toISOString();
    const hitIds: string[] = [];
    for (const r of sorted) {
      if (r.record === false) continue;
      const id = newId();
      await trx.insertInto('rate_limit_hits').values({ id, bucket: r.bucket, key: r.key, created_at: at }).execute();
      hitIds.push(id);
    }
    return { allowed: true, hitIds };
  });
}

export async function deleteHits(db: Kysely<Database>, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('rate_limit_hits').where('id', 'in', ids).execute();
}
