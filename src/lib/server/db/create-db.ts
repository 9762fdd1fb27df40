import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { loadPg } from './load-pg.ts';
import { openSqlite } from './node-sqlite-adapter.ts';
import type { Database } from './schema.ts';

export type DbKind = 'sqlite' | 'postgres';
export interface Db {
  kind: DbKind;
  db: Kysely<Database>;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** SQLite file (overrides dataDir); ':memory:' for throwaway tests. */
  sqliteFile?: string;
  /** PostgreSQL schema to use as search_path (tests isolate themselves this way). */
  pgSchema?: string;
  poolSize?: number;
}

// PostgreSQL when a URL is given, otherwise an embedded SQLite file.
export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new (loadPg().Pool)({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Fail fast when the database is down instead of queueing requests.
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // A client losing its connection (database restart, failover) must not
    // crash the process: idle ones report on the pool, checked-out ones on
    // themselves. The query in flight still fails and the request gets a 503.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kind: 'postgres', db, close: () => db.destroy() };
  }
  let file = options.sqliteFile;
  if (!file) {
    const dir = path.resolve(options.dataDir ?? './data');
    mkdirSync(dir, { recursive: true });
    file = path.join(dir, 'site.db');
  }
  const sqlite = openSqlite(file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kind: 'sqlite', db, close: () => db.destroy() };
}
