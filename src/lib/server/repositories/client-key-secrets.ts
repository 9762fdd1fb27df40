import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';

/**
 * The secret for a period (a UK day), made on first use and shared by every
 * instance through the database. Making a new one deletes the older ones, so
 * a key stored before (a rate-limit row, an open audit window) can no longer
 * be matched to an address once its day is over.
 */
export async function clientKeySecret(db: Kysely<Database>, period: string): Promise<string> {
  const made = await db
    .insertInto('client_key_secrets')
    .values({ period, secret: randomBytes(32).toString('base64url'), created_at: nowIso() })
    .onConflict((oc) => oc.column('period').doNothing())
    .executeTakeFirst();
  if (Number(made.numInsertedOrUpdatedRows ?? 0n) > 0) await pruneClientKeySecrets(db, period);
  const row = await db.selectFrom('client_key_secrets').select('secret').where('period', '=', period).executeTakeFirstOrThrow();
  return row.secret;
}

/** Deletes the secrets of periods before `period`; returns how many went. */
export async function pruneClientKeySecrets(db: Kysely<Database>, period: string): Promise<number> {
  const res = await db.deleteFrom('client_key_secrets').where('period', '<', period).executeTakeFirst();
  return Number(res.numDeletedRows);
}
