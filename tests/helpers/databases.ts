import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type Db } from '../../src/lib/server/db/create-db.ts';
import { migrateToLatest } from '../../src/lib/server/db/migrate.ts';

export type TestDbKind = 'sqlite' | 'postgres';

/** The databases integration tests run on: SQLite always, PostgreSQL when configured. */
export function testDatabases(): TestDbKind[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && (process.env.CI === 'true' || process.env.REQUIRE_POSTGRES === '1')) {
    throw new Error('TEST_DATABASE_URL must be set in CI: the PostgreSQL run is required.');
  }
  return url ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDb {
  database: Db;
  cleanup(): Promise<void>;
  /** For PostgreSQL: the schema, so another connection can join it. */
  pgSchema?: string;
  sqliteFile?: string;
}

/** A fresh, migrated database of the given kind, private to the caller. */
export async function openTestDb(kind: TestDbKind, { migrate = true } = {}): Promise<TestDb> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'nm-test-'));
    const sqliteFile = path.join(dir, 'site.db');
    const database = createDb({ sqliteFile });
    if (migrate) await migrateToLatest(database.db);
    return {
      database,
      sqliteFile,
      async cleanup() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = createDb({ databaseUrl: url, pgSchema: schema, poolSize: 5 });
  if (migrate) await migrateToLatest(database.db);
  return {
    database,
    pgSchema: schema,
    async cleanup() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}
