// Restore drill: enquiries arrive at a steady rate while `npm run db:backup`
// runs against the live server's database; the backup is restored into a new
// place (a new SQLite data directory; a new database on a PostgreSQL cluster
// the test owns, so pg_dump sees only this app's data) and a second server is
// started from it. Every enquiry acknowledged before the backup started must
// be in the restored database, and nothing that was never sent may be; the
// restored server must take new enquiries.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type Db } from '../../src/lib/server/db/create-db.ts';
import { freePort, startServer, type RunningServer } from '../../support/server.ts';
import {
  acknowledgedId,
  enquiryForm,
  formToken,
  ownPostgresAvailable,
  postEnquiry,
  sleep,
  startOwnPostgres,
  type OwnPostgres,
} from './helpers.ts';

const EVERY_MS = 200;
const ROOT = path.resolve(import.meta.dirname, '../..');
const OWNER = { ADMIN_EMAIL: 'drill@northmill.example', ADMIN_PASSWORD: 'Restore the mill race 2026' };

interface Sent {
  key: string;
  sentAt: number;
  ackAt?: number;
  id?: string;
}

/** `npm run db:backup -- --out <file>` with the given database environment; resolves with its output. */
function runBackup(env: Record<string, string>, out: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'db:backup', '--', '--out', out], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`db:backup exited ${code}:\n${text}`))));
  });
}

/** Sends an enquiry every EVERY_MS (not waiting for answers) until stop() is called. */
function steadyEnquiries(baseUrl: string, token: string, run: string) {
  const sent: Sent[] = [];
  const pending = new Set<Promise<void>>();
  let n = 0;
  const timer = setInterval(() => {
    const s: Sent = { key: `drill-${run}-${String(n++).padStart(5, '0')}`, sentAt: Date.now() };
    sent.push(s);
    const p = postEnquiry(baseUrl, enquiryForm({ key: s.key, token })).then((a) => {
      if (a.status === 200) {
        s.ackAt = Date.now();
        s.id = acknowledgedId(a.body);
      }
    });
    pending.add(p);
    void p.finally(() => pending.delete(p));
  }, EVERY_MS);
  return {
    sent,
    async stop() {
      clearInterval(timer);
      await Promise.all([...pending]);
    },
  };
}

async function storedKeys(db: Db, run: string): Promise<Set<string>> {
  const rows = await db.db
    .selectFrom('contact_submissions')
    .select(['id', 'email'])
    .where('email', 'like', `drill${run}%`)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Drives the drill against a running server; `restore` puts the backup somewhere new and starts a server on it. */
async function drill(
  server: RunningServer,
  backupEnv: Record<string, string>,
  backupFile: string,
  restore: () => Promise<{ server: RunningServer; db: Db }>,
) {
  const run = Date.now().toString(36);
  const token = await formToken(server.baseUrl);
  const load = steadyEnquiries(server.baseUrl, token, run);
  await sleep(2000);
  const backupStarted = Date.now();
  const output = await runBackup(backupEnv, backupFile);
  const backupEnded = Date.now();
  await sleep(1000);
  await load.stop();

  const before = load.sent.filter((s) => s.ackAt !== undefined && s.ackAt < backupStarted);
  const acknowledged = load.sent.filter((s) => s.id);
  expect(before.length, 'enquiries acknowledged before the backup').toBeGreaterThanOrEqual(5);
  expect(acknowledged.length, 'every enquiry of the steady stream was acknowledged').toBe(load.sent.length);

  const restored = await restore();
  try {
    const stored = await storedKeys(restored.db, run);
    const missing = before.filter((s) => !stored.has(s.id!)).map((s) => s.key);
    expect(missing, `missing after restore (backup took ${backupEnded - backupStarted} ms):\n${output}`).toEqual([]);
    // Nothing in the copy that the live server did not store (no torn or invented rows).
    const known = new Set(acknowledged.map((s) => s.id));
    expect([...stored].filter((id) => !known.has(id))).toEqual([]);
    // The restored server works: it takes a new enquiry and stores it.
    const fresh = await postEnquiry(
      restored.server.baseUrl,
      enquiryForm({ key: `drill-${run}-after`, token: await formToken(restored.server.baseUrl) }),
    );
    expect(fresh.status, fresh.body).toBe(200);
    expect((await storedKeys(restored.db, run)).has(acknowledgedId(fresh.body))).toBe(true);
    return { before: before.length, total: acknowledged.length, backupMs: backupEnded - backupStarted };
  } finally {
    await restored.server.stop();
    await restored.db.close();
  }
}

const SERVER_ENV = { ...OWNER, RATE_LIMITS: 'off', MIN_FILL_MS: '0', LOG_LEVEL: 'warn' };

describe('restore drill (SQLite)', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('every enquiry acknowledged before the backup is in the restored data directory', async () => {
    const live = mkdtempSync(path.join(tmpdir(), 'nm-drill-live-'));
    const fresh = mkdtempSync(path.join(tmpdir(), 'nm-drill-restored-'));
    dirs.push(live, fresh);
    const backupFile = path.join(live, 'backups', 'drill.db');
    const server = await startServer({ ...SERVER_ENV, DATA_DIR: live });
    try {
      const figures = await drill(server, { DATA_DIR: live, DATABASE_URL: '' }, backupFile, async () => {
        // The documented restore: the backup becomes site.db of a new data directory.
        copyFileSync(backupFile, path.join(fresh, 'site.db'));
        const restored = await startServer({ ...SERVER_ENV, DATA_DIR: fresh });
        return { server: restored, db: createDb({ dataDir: fresh }) };
      });
      console.info('restore drill (sqlite):', figures);
    } finally {
      await server.stop();
    }
  });
});

const pgEnabled = ownPostgresAvailable();
if (!pgEnabled && (process.env.CI === 'true' || process.env.REQUIRE_POSTGRES === '1'))
  throw new Error('restore drill: PostgreSQL server binaries (initdb, pg_ctl) are required in CI');

describe.skipIf(!pgEnabled)('restore drill (PostgreSQL)', () => {
  let cluster: OwnPostgres | undefined;
  const dirs: string[] = [];
  afterAll(async () => {
    await cluster?.destroy();
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  it('every enquiry acknowledged before the backup is in the restored database', async () => {
    cluster = await startOwnPostgres(await freePort());
    const dir = mkdtempSync(path.join(tmpdir(), 'nm-drill-pg-'));
    dirs.push(dir);
    const backupFile = path.join(dir, 'drill.dump');
    const server = await startServer({ ...SERVER_ENV, DATABASE_URL: cluster.url, DATA_DIR: dir });
    try {
      const figures = await drill(server, { DATABASE_URL: cluster.url }, backupFile, async () => {
        // The documented restore: pg_restore into a new, empty database.
        const admin = new pg.Client({ connectionString: cluster!.url });
        await admin.connect();
        await admin.query('create database restored');
        await admin.end();
        const restoredUrl = cluster!.url.replace(/\/postgres$/, '/restored');
        await new Promise<void>((resolve, reject) => {
          const child = spawn('pg_restore', ['--no-owner', `--dbname=${restoredUrl}`, backupFile]);
          let err = '';
          child.stderr.on('data', (d) => (err += d));
          child.on('error', reject);
          child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`pg_restore exited ${code}: ${err}`))));
        });
        const restoredDir = mkdtempSync(path.join(tmpdir(), 'nm-drill-pg2-'));
        dirs.push(restoredDir);
        const restored = await startServer({ ...SERVER_ENV, DATABASE_URL: restoredUrl, DATA_DIR: restoredDir });
        return { server: restored, db: createDb({ databaseUrl: restoredUrl, poolSize: 2 }) };
      });
      console.info('restore drill (postgres):', figures);
    } finally {
      await server.stop();
    }
  });
});
