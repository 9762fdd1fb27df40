import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Runs `fn` in a transaction, or in the caller's when `db` already is one: a save under the
 * version check (lib/server/versions/) wraps writes that keep their own transaction, and
 * Kysely cannot nest them.
 */
export function inTransaction<T>(db: Kysely<Database>, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<Database>) : db.transaction().execute(fn);
}
