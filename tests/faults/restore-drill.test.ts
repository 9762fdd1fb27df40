// Restore drill: enquiries arrive at a steady rate while `npm run db:backup`
// runs against the live server's database; the backup is restored into a new
// place (a new SQLite data directory; a new database on a PostgreSQL cluster
// the test owns, so pg_dump sees only this app's data) and a second server is
// started from it. Every enquiry acknowledged before the backup started must
// be in the restored database, and nothing that was never sent may be; the
// restored server must take new enquiries.
//
// Archive drill (issue 40): a filled site is exported with `npm run
// db:export`, a fresh install is started, stopped and given the archive with
// `npm run db:restore`, then started again: every public page (the sitemap's
// list, RSS, a picture) answers the same bytes as on the first site, and every
// record reads the same (the restored site exported again), on SQLite, on
// PostgreSQL, and from SQLite into PostgreSQL.
import { afterAll, describe, expect, it } from 'vitest';
import { execFile, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type Db } from '../../src/lib/server/db/create-db.ts';
import { freePort, startServer, type RunningServer } from '../../support/server.ts';
import { promisify } from 'node:util';
import { testDatabases, type TestDbKind } from '../helpers/databases.ts';
import { FIXTURE_IDS, addPeopleAndSecrets, fillSite } from '../../support/site-fixture.ts';
import { databaseStorage } from '../../src/lib/server/media/storage.ts';
import { archiveManifest, archiveRows, canonicalRow, columnKinds } from '../helpers/archive-rows.ts';
import {
  appDatabase,
  type AppDatabase,
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

const run = promisify(execFile);
const drillKinds = testDatabases();

async function cli(script: string, args: string[], env: Record<string, string>): Promise<string> {
  const { stdout, stderr } = await run(process.execPath, [`scripts/${script}`, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env, LOG_LEVEL: 'warn' },
  });
  return stdout + stderr;
}

/** A page as any site would serve it: its own origin and per-visitor form values taken out. */
function samePage(html: string, origin: string): string {
  return html
    .replaceAll(origin, 'https://site.example')
    .replace(/(<input[^>]*type="hidden"[^>]*value=")[^"]*"/g, '$1"')
    .replace(/(name="(?:idempotencyKey|formToken)"[^>]*value=")[^"]*"/g, '$1"')
    .replace(/(&quot;(?:idempotencyKey|formToken)&quot;:\[0,&quot;)[^&]*/g, '$1')
    .replace(/ uid="[^"]*"/g, ' uid=""');
}

const drills: [TestDbKind, TestDbKind][] = [['sqlite', 'sqlite']];
if (drillKinds.includes('postgres')) drills.push(['postgres', 'postgres'], ['sqlite', 'postgres']);

describe.each(drills)('archive drill: %s site into a fresh %s install', (fromKind, toKind) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  });

  it('serves every public page and holds every record as the site it came from', async () => {
    const source: AppDatabase = await appDatabase(fromKind, 'nm-drill-from-');
    const target: AppDatabase = await appDatabase(toKind, 'nm-drill-to-');
    cleanups.push(
      () => source.cleanup(),
      () => target.cleanup(),
    );
    const a = await startServer({ ...SERVER_ENV, ...source.env });
    cleanups.push(() => a.stop());
    const db = source.open();
    await fillSite(db.db, { posts: 24, pictures: 4, pictureBytes: 6000, storage: databaseStorage(db.db) });
    await addPeopleAndSecrets(db.db);

    const archive = path.join(mkdtempSync(path.join(tmpdir(), 'nm-drill-zip-')), 'site.zip');
    cleanups.push(async () => rmSync(path.dirname(archive), { recursive: true, force: true }));
    const started = Date.now();
    await cli('db-export.ts', ['--out', archive], source.env);
    const exportMs = Date.now() - started;

    // A fresh install: started once (migrated, seeded, first owner), stopped, restored, started again.
    // The same site moved to a new server: the same address (share cards are drawn with it).
    const fresh = await startServer({ ...SERVER_ENV, ...target.env, SITE_URL: a.baseUrl });
    await fresh.stop();
    const restoreStarted = Date.now();
    const out = await cli('db-restore.ts', [archive], { ...target.env, SITE_URL: a.baseUrl });
    const restoreMs = Date.now() - restoreStarted;
    expect(out).toMatch(/Restored /);
    const b = await startServer({ ...SERVER_ENV, ...target.env, SITE_URL: a.baseUrl });
    cleanups.push(() => b.stop());

    // Every record, before any page view is counted: the restored site's own archive reads the same, table by table.
    const again = path.join(path.dirname(archive), 'again.zip');
    await cli('db-export.ts', ['--out', again], target.env);
    const [m1, m2] = [await archiveManifest(archive), await archiveManifest(again)];
    expect(m2.media.map((e) => `${e.name}:${e.sha256}`)).toEqual(m1.media.map((e) => `${e.name}:${e.sha256}`));
    expect(m2.files.map((e) => e.sha256).sort()).toEqual(m1.files.map((e) => e.sha256).sort());
    const pgSide = toKind === 'postgres' ? m2 : m1;
    for (const t of m1.tables) {
      if (t.table === 'audit_log') continue;
      const kinds = columnKinds(pgSide, t.table);
      const before = (await archiveRows(archive, t.table)).map((r) => canonicalRow(r, kinds)).sort();
      const after = (await archiveRows(again, t.table)).map((r) => canonicalRow(r, kinds)).sort();
      expect(after, t.table).toEqual(before);
    }
    // Only the restore's own entry is new in the audit log.
    const audit = await archiveRows(again, 'audit_log');
    expect(audit.length).toBe((await archiveRows(archive, 'audit_log')).length + 1);
    expect(audit.some((r) => r.action === 'site.restore')).toBe(true);
    // And what an archive leaves out stayed out.
    const ada = (await archiveRows(again, 'staff_users')).find((r) => r.id === FIXTURE_IDS.staff)!;
    expect([ada.password_hash, ada.totp_secret]).toEqual(['', null]);
    // Every public page, as the sitemap lists them, plus RSS and a picture.
    const sitemap = await (await fetch(`${a.baseUrl}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(40);
    const media = /\/media\/[0-9a-f]{16}-\d+\.webp/.exec(await (await fetch(`${a.baseUrl}/blog/field-notes-1`)).text())?.[0];
    expect(media).toBeTruthy();
    const differing: string[] = [];
    for (const p of [...paths, '/sitemap.xml', '/rss.xml', '/contact', media!]) {
      const [x, y] = await Promise.all([fetch(`${a.baseUrl}${p}`), fetch(`${b.baseUrl}${p}`)]);
      const [tx, ty] = [samePage(await x.text(), a.baseUrl), samePage(await y.text(), a.baseUrl)];
      if (x.status !== y.status || tx !== ty) differing.push(`${p} (${x.status}/${y.status})`);
    }
    expect(differing).toEqual([]);

    console.info(
      `archive drill (${fromKind} -> ${toKind}): ${paths.length} pages compared; export ${exportMs} ms, restore ${restoreMs} ms`,
    );
  });
});
