import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { num } from '../db/values.ts';
import { addCalendarDays } from '../../uk-time.ts';

export interface CounterRow {
  day: string;
  kind: string;
  key: string;
  count: number;
}

/** Daily rows are kept this many days (13 months: a year-on-year look), then deleted. */
export const RETENTION_DAYS = 400;
const CHUNK = 500;

/** Adds each row's count to the stored one (one upsert per 500 rows). */
export async function addCounters(db: Kysely<Database>, rows: CounterRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto('analytics_daily')
      .values(rows.slice(i, i + CHUNK).map((r) => ({ id: `${r.day}|${r.kind}|${r.key}`, ...r })))
      .onConflict((oc) => oc.column('id').doUpdateSet({ count: sql<number>`analytics_daily.count + excluded.count` }))
      .execute();
  }
}

/**
 * The key of the one referrer row a day's smaller referring sites are summed into. Not a host
 * name (hosts have no parentheses), so no real referrer can collide with it. Kept here, not in
 * analytics/, because it is part of how the rows are stored and analytics/ imports this file.
 */
export const OTHER_REFERRERS = '(other)';

/**
 * Keeps a day's `keep` largest referrer rows and sums every other one into the
 * `other` row, so however many sites a stranger invents a day has at most
 * keep + 1 referrer rows. Rows are deleted with RETURNING and their counts
 * added in the same transaction: a count is moved once even when two
 * instances fold the same day at the same time.
 */
export async function foldReferrers(db: Kysely<Database>, day: string, keep: number, other = OTHER_REFERRERS): Promise<number> {
  const rows = await db
    .selectFrom('analytics_daily')
    .select('id')
    .where('kind', '=', 'referrer')
    .where('day', '=', day)
    .where('key', '!=', other)
    .orderBy('count', 'desc')
    .orderBy('key')
    .execute();
  const extra = rows.slice(keep).map((r) => r.id);
  if (extra.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    let folded = 0;
    for (let i = 0; i < extra.length; i += CHUNK) {
      const gone = await trx
        .deleteFrom('analytics_daily')
        .where('id', 'in', extra.slice(i, i + CHUNK))
        .returning('count')
        .execute();
      folded += gone.reduce((n, r) => n + num(r.count), 0);
    }
    if (folded > 0) await addCounters(trx, [{ day, kind: 'referrer', key: other, count: folded }]);
    return extra.length;
  });
}

/** The day's salt, made on first use; every instance of the site shares it through the database. */
export async function daySalt(db: Kysely<Database>, day: string): Promise<string> {
  await db
    .insertInto('analytics_salts')
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db.selectFrom('analytics_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
  return row.salt;
}

/**
 * Stores the day's salted visitor hashes and returns how many were new to the
 * day: that number is what the unique-visitor count grows by.
 */
export async function addVisitors(db: Kysely<Database>, day: string, visitorKeys: string[]): Promise<number> {
  if (visitorKeys.length === 0) return 0;
  const salt = await daySalt(db, day);
  const hashes = visitorKeys.map((v) => ({ day, hash: createHash('sha256').update(`${salt}:${v}`).digest('base64url') }));
  let added = 0;
  for (let i = 0; i < hashes.length; i += CHUNK) {
    const r = await db
      .insertInto('analytics_visitors')
      .values(hashes.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['day', 'hash']).doNothing())
      .executeTakeFirst();
    added += num(r.numInsertedOrUpdatedRows);
  }
  return added;
}

const dayBefore = (day: string, days: number) => addCalendarDays(day, -days);

/**
 * Deletes yesterday's (and older) salts and visitor hashes, so a visitor can
 * no longer be recognised once their day is over, and daily counts past the
 * retention period.
 */
export async function pruneAnalytics(db: Kysely<Database>, today: string): Promise<void> {
  await db.deleteFrom('analytics_visitors').where('day', '<', today).execute();
  await db.deleteFrom('analytics_salts').where('day', '<', today).execute();
  await db.deleteFrom('analytics_daily').where('day', '<', dayBefore(today, RETENTION_DAYS)).execute();
}

/** The stored daily rows of a kind between two days (inclusive). */
export async function dailyRows(db: Kysely<Database>, kind: string, from: string, to: string): Promise<CounterRow[]> {
  const rows = await db
    .selectFrom('analytics_daily')
    .selectAll()
    .where('kind', '=', kind)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return rows.map((r) => ({ day: r.day, kind: r.kind, key: r.key, count: num(r.count) }));
}

/** Sum per key over a period, largest first. */
export async function topKeys(
  db: Kysely<Database>,
  kind: string,
  from: string,
  to: string,
  limit: number,
  exceptKey?: string,
): Promise<{ key: string; count: number }[]> {
  let q = db
    .selectFrom('analytics_daily')
    .select(['key', (eb) => eb.fn.sum<number | string>('count').as('total')])
    .where('kind', '=', kind);
  if (exceptKey !== undefined) q = q.where('key', '!=', exceptKey);
  const rows = await q
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('key')
    .orderBy('total', 'desc')
    .orderBy('key')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ key: r.key, count: num(r.total) }));
}

/** The sum of one key's counts over a period (0 when there is none). */
export async function keyTotal(db: Kysely<Database>, kind: string, key: string, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('analytics_daily')
    .select((eb) => eb.fn.sum<number | string>('count').as('total'))
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirst();
  return num(row?.total);
}

/** Non-spam enquiries received since an instant: only the fields the dashboard groups by. */
export async function enquiriesSince(
  db: Kysely<Database>,
  sinceIso: string,
): Promise<{ createdAt: string; projectType: string; budget: string }[]> {
  const rows = await db
    .selectFrom('contact_submissions')
    .select(['created_at', 'project_type', 'budget'])
    .where('created_at', '>=', sinceIso)
    .where('is_spam', '=', false)
    .execute();
  return rows.map((r) => ({ createdAt: new Date(r.created_at).toISOString(), projectType: r.project_type, budget: r.budget }));
}
