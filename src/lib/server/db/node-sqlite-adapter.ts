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

export function openSqlite(filename: string, options: { readOnly?: boolean } = {}): SqliteDatabase & { raw: DatabaseSync } {
  const readOnly = options.readOnly ?? false;
  const raw = new DatabaseSync(filename, { enableForeignKeyConstraints: true, timeout: 5000, readOnly });
  // WAL lets readers run beside the single writer; synchronous=FULL makes a
  // commit durable before we acknowledge it (an enquiry is never lost). A
  // read-only connection (an archive's snapshot) joins the file as it is.
  if (!readOnly) {
    raw.exec('PRAGMA journal_mode = WAL');
    raw.exec('PRAGMA synchronous = FULL');
  }
  raw.exec('PRAGMA foreign_keys = ON');
  raw.exec('PRAGMA busy_timeout = 5000');
  // This connection's statements by their SQL (see prepare below).
  const prepared = new Map<string, SqliteStatement>();
  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      let statement = prepared.get(sql);
      if (statement) {
        prepared.delete(sql); // most recently used last
      } else {
        statement = prepare(raw, sql);
        if (prepared.size >= MAX_PREPARED) prepared.delete(prepared.keys().next().value!);
      }
      prepared.set(sql, statement);
      return statement;
    },
  };
}

/**
 * Statements are kept per connection by their SQL and reused: Kysely asks for
 * one per query, and SQLite compiling it again each time was ~7% of an
 * enquiry's time on the event loop. A kept statement stays valid across schema
 * changes (SQLite prepares it again itself). Bounded: the app has a few
 * hundred distinct statements, but an IN list of n values is a statement per n.
 */
const MAX_PREPARED = 500;

function prepare(raw: DatabaseSync, sql: string): SqliteStatement {
  const stmt = raw.prepare(sql);
  return {
    reader: stmt.columns().length > 0,
    // all() and run() finish before they return, so one statement serves every caller in turn.
    all: (params) => stmt.all(...params.map(bindable)),
    run: (params) => stmt.run(...params.map(bindable)),
    // An iterator holds its statement until it is done: a statement of its own.
    iterate: (params) => raw.prepare(sql).iterate(...params.map(bindable)) as IterableIterator<unknown>,
  };
}
