// One consistent view of the whole database for as long as an archive takes
// to write, without holding up the site. PostgreSQL: a read-only, repeatable
// read transaction on a pooled connection. SQLite: a read transaction on a
// second, read-only connection to the same file (WAL lets the site's own
// connection keep writing); the site's single connection is never held.
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Db } from './create-db.ts';
import type { Database } from './schema.ts';
import { openSqlite } from './node-sqlite-adapter.ts';

/** The file behind a SQLite database ('' for an in-memory one). */
async function sqliteFile(db: Kysely<Database>): Promise<string> {
  const r = await sql<{ name: string; file: string }>`select name, file from pragma_database_list`.execute(db);
  return r.rows.find((row) => row.name === 'main')?.file ?? '';
}

export async function withSnapshot<T>(database: Db, read: (snapshot: Kysely<Database>) => Promise<T>): Promise<T> {
  if (database.kind === 'postgres') {
    return database.db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(read);
  }
  const file = await sqliteFile(database.db);
  // In memory (tests): the only connection there is.
  if (!file) return database.db.transaction().execute(read);
  const reader = new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(file, { readOnly: true }) }) });
  try {
    return await reader.transaction().execute(read);
  } finally {
    await reader.destroy();
  }
}
