// npm run db:backup -- [--out <file>]
// SQLite (default): a consistent online backup of DATA_DIR/site.db, safe while
// the server runs. SQLite's `VACUUM INTO` on a separate read-only connection
// writes one transaction-consistent snapshot to a new file (WAL mode lets the
// server keep writing meanwhile); the copy is then opened, checked with
// `PRAGMA integrity_check`, and its tables counted.
// Default output: DATA_DIR/backups/site-YYYYMMDD-HHMMSS.db (UTC). An existing
// file is never overwritten.
// PostgreSQL (DATABASE_URL set): prints how to use pg_dump, and runs
// `pg_dump --format=custom` to the output file when pg_dump is on PATH.
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { DatabaseSync } from 'node:sqlite';
import { ConfigError, loadConfig } from '../src/lib/server/foundation/config.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { out?: string; help?: boolean };
try {
  ({ values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
} catch (err) {
  fail(`${(err as Error).message}\nUsage: npm run db:backup -- [--out <file>]`);
}
if (values.help) {
  console.log('Usage: npm run db:backup -- [--out <file>]');
  process.exit(0);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    fail(err instanceof ConfigError ? err.message : String(err));
  }
})();

function stamp(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}-${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
}

function outputFile(extension: string): string {
  const out = values.out
    ? path.resolve(values.out)
    : path.join(path.resolve(config.DATA_DIR), 'backups', `site-${stamp()}${extension}`);
  if (existsSync(out)) fail(`Refusing to overwrite ${out}: choose another --out or move the old file away.`);
  mkdirSync(path.dirname(out), { recursive: true });
  return out;
}

function mb(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

if (config.DATABASE_URL) backupPostgres(config.DATABASE_URL);
else backupSqlite(path.join(path.resolve(config.DATA_DIR), 'site.db'));

function backupSqlite(source: string): void {
  if (!existsSync(source)) fail(`No SQLite database at ${source} (check DATA_DIR).`);
  const out = outputFile('.db');
  const started = Date.now();
  try {
    // Read-only: the backup never writes to the live database. busy_timeout
    // covers the moment a checkpoint or a writer holds a lock.
    const conn = new DatabaseSync(source, { readOnly: true, timeout: 15_000 });
    try {
      conn.prepare('VACUUM INTO ?').run(out);
    } finally {
      conn.close();
    }
  } catch (err) {
    if (existsSync(out)) rmSync(out, { force: true });
    fail(`Backup failed: ${(err as Error).message}`);
  }

  const backup = new DatabaseSync(out, { readOnly: true });
  let ok = false;
  try {
    const problems = (backup.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]).map(
      (r) => r.integrity_check,
    );
    ok = problems.length === 1 && problems[0] === 'ok';
    const tables = (
      backup
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name")
        .all() as { name: string }[]
    ).map((r) => r.name);
    console.log(
      `Backed up ${source}\n       to ${out} (${mb(statSync(out).size)}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    console.log(`integrity_check: ${ok ? 'ok' : problems.slice(0, 10).join('; ')}`);
    for (const name of tables) {
      const row = backup.prepare(`select count(*) as n from "${name.replaceAll('"', '""')}"`).get() as { n: number };
      console.log(`  ${name.padEnd(24)} ${String(row.n).padStart(8)} rows`);
    }
  } finally {
    backup.close();
  }
  if (!ok) fail(`The backup at ${out} failed its integrity check: do not rely on it.`);
  console.log('Restore: stop the server, replace site.db with this file, delete site.db-wal and site.db-shm, start.');
}

function backupPostgres(url: string): void {
  const out = outputFile('.dump');
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  const shown = u.toString();
  console.log('DATABASE_URL is set: back up PostgreSQL with its own tools, e.g.');
  console.log(`  pg_dump --format=custom --file=${out} --dbname='${shown}'   # password: PGPASSWORD or ~/.pgpass`);
  console.log(`  restore into an empty database: pg_restore --no-owner --dbname='<url of the empty database>' ${out}`);
  const probe = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    fail('pg_dump is not on PATH (Debian: apt-get install postgresql-client): run the command above where it is.');
  }
  console.log(`Running ${probe.stdout.trim()} …`);
  const started = Date.now();
  // The password goes through the environment, not the command line (ps).
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  const run = spawnSync('pg_dump', ['--format=custom', `--file=${out}`, `--dbname=${shown}`], { env, stdio: 'inherit' });
  if (run.error || run.status !== 0) {
    rmSync(out, { force: true });
    fail(`pg_dump failed${run.status != null ? ` (exit ${run.status})` : `: ${run.error?.message}`}; no backup was written.`);
  }
  console.log(`Wrote ${out} (${mb(statSync(out).size)}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const list = spawnSync('pg_restore', ['--list', out], { encoding: 'utf8' });
  if (!list.error && list.status === 0) {
    const entries = list.stdout.split('\n').filter((l) => /^\d+;/.test(l));
    const data = entries.filter((l) => / TABLE DATA /.test(l)).length;
    console.log(`pg_restore --list reads it: ${entries.length} entries, ${data} tables with data.`);
  }
}
