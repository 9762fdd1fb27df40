import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createDb, type Db } from '../../src/lib/server/db/create-db.ts';
import { migrateToLatest } from '../../src/lib/server/db/migrate.ts';
import { copyTemplateDatabase, createEmptyDatabase, dropDatabase, type TemplateDatabases } from './template-databases.ts';

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
  /** For PostgreSQL: the database's own URL, so another connection (or a server) can join it. */
  databaseUrl?: string;
  sqliteFile?: string;
}

/**
 * The migrated templates of this run (tests/helpers/template-databases.ts, the
 * integration project's global setup), or none when a file runs without it.
 */
function templates(): TemplateDatabases | undefined {
  try {
    return inject('templateDatabases');
  } catch {
    return undefined;
  }
}

/**
 * A fresh, migrated database of the given kind, private to the caller: a copy
 * of the run's template (SQLite: the file; PostgreSQL: `CREATE DATABASE …
 * TEMPLATE`), so the migrations run once per run and engine, not once per file.
 */
export async function openTestDb(kind: TestDbKind, { migrate = true } = {}): Promise<TestDb> {
  const template = migrate ? templates() : undefined;
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'nm-test-'));
    const sqliteFile = path.join(dir, 'site.db');
    if (template?.sqliteFile) copyFileSync(template.sqliteFile, sqliteFile);
    const database = createDb({ sqliteFile });
    if (migrate && !template?.sqliteFile) await migrateToLatest(database.db);
    return {
      database,
      sqliteFile,
      async cleanup() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const server = process.env.TEST_DATABASE_URL!;
  const databaseUrl = template?.postgresName
    ? await copyTemplateDatabase(server, template.postgresName)
    : await createEmptyDatabase(server);
  const database = createDb({ databaseUrl, poolSize: 5 });
  if (migrate && !template?.postgresName) await migrateToLatest(database.db);
  return {
    database,
    databaseUrl,
    async cleanup() {
      await database.close();
      await dropDatabase(server, databaseUrl);
    },
  };
}
