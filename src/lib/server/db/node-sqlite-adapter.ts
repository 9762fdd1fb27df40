import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

// Kysely's SqliteDialect was written for better-sqlite3. node:sqlite differs in
// two ways this adapter hides: statements take spread parameters instead of an
// array, and there is no `reader` flag (we derive it from the column list).
// node:sqlite also refuses JS booleans and Dates, so we bind them as 1/0 and
// ISO-8601 text, which is how the schema stores them.
function bindable(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

export function openSqlite(filename: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(filename, { enableForeignKeyConstraints: true, timeout: 5000 });
  // WAL lets readers run beside the single writer; synchronous=FULL makes a
  // commit durable before we acknowledge it (an enquiry is never lost).
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = FULL');
  raw.exec('PRAGMA foreign_keys = ON');
  raw.exec('PRAGMA busy_timeout = 5000');
  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const stmt = raw.prepare(sql);
      const reader = stmt.columns().length > 0;
      return {
        reader,
        all: (params) => stmt.all(...params.map(bindable)),
        run: (params) => stmt.run(...params.map(bindable)),
        iterate: (params) => stmt.iterate(...params.map(bindable)) as IterableIterator<unknown>,
      };
    },
  };
}
