// One migrated template database per engine for a whole test run (the
// integration project's global setup): every file copies it instead of running
// the migrations again (SQLite ~150 ms, PostgreSQL ~600 ms each time, against
// a file copy and a `CREATE DATABASE … TEMPLATE` of ~50 ms).
//
// PostgreSQL test databases are whole databases on TEST_DATABASE_URL's server,
// named nm_t_<time>_<random>; several runs (and several checkouts) can share
// the server. Ones a crashed run left behind are dropped by the next run once
// they are a day old.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../src/lib/server/db/create-db.ts';
import { migrateToLatest } from '../../src/lib/server/db/migrate.ts';

export interface TemplateDatabases {
  sqliteFile?: string;
  /** A database name on TEST_DATABASE_URL's server. */
  postgresName?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabases: TemplateDatabases;
  }
}

const PREFIX = 'nm_t_';
const STALE_MS = 24 * 60 * 60 * 1000;

const uniqueName = () => `${PREFIX}${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`;

/** The server URL with another database name in its path. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createEmptyDatabase(serverUrl: string): Promise<string> {
  const name = uniqueName();
  await withDatabase(serverUrl, (c) => c.query(`create database ${name}`));
  return databaseUrl(serverUrl, name);
}

/** A new database that starts as a copy of `template`. */
export async function copyTemplateDatabase(serverUrl: string, template: string): Promise<string> {
  const name = uniqueName();
  await withDatabase(serverUrl, async (c) => {
    // Two copies at the same moment can meet the template's brief lock: try again.
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`create database ${name} template ${template}`);
        return;
      } catch (err) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(err))) throw err;
        await new Promise((r) => setTimeout(r, 50 + attempt * 25));
      }
    }
  });
  return databaseUrl(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!name.startsWith(PREFIX)) throw new Error(`refusing to drop ${name}: not a test database`);
  await withDatabase(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}

/** Test databases older than a day: what a killed run could not drop. */
async function dropStale(serverUrl: string) {
  await withDatabase(serverUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where datname like 'nm\\_t\\_%'`);
    for (const { datname } of rows) {
      const born = parseInt(datname.slice(PREFIX.length).split('_')[0]!, 36);
      if (Date.now() - born > STALE_MS) await c.query(`drop database if exists ${datname} with (force)`);
    }
  });
}

let sqliteDir: string | undefined;
let postgres: { server: string; url: string } | undefined;

export async function setup(project: TestProject) {
  sqliteDir = mkdtempSync(path.join(tmpdir(), 'nm-template-'));
  const sqliteFile = path.join(sqliteDir, 'site.db');
  const lite = createDb({ sqliteFile });
  await migrateToLatest(lite.db);
  // Closing checkpoints the WAL into the file, so a copy of the file alone is the whole database.
  await lite.close();
  const templates: TemplateDatabases = { sqliteFile };

  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    await dropStale(server);
    const url = await createEmptyDatabase(server);
    postgres = { server, url };
    const pgDb = createDb({ databaseUrl: url, poolSize: 1 });
    await migrateToLatest(pgDb.db);
    // No connection may stay open on a template while it is copied.
    await pgDb.close();
    templates.postgresName = new URL(url).pathname.slice(1);
  }
  project.provide('templateDatabases', templates);
}

export async function teardown() {
  if (postgres) await dropDatabase(postgres.server, postgres.url);
  if (sqliteDir) rmSync(sqliteDir, { recursive: true, force: true });
}
