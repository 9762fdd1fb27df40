import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createDb } from '../../src/lib/server/db/create-db.ts';
import { migrateToLatest } from '../../src/lib/server/db/migrate.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run db:backup` (the script itself) against DATA_DIR=dir. */
function backup(dir: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/db-backup.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

const seq = (n: number) => `w-${String(n).padStart(7, '0')}`;

describe('db:backup (SQLite) while a writer keeps writing', () => {
  let dir: string;
  let writer: DatabaseSync;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'nm-backup-'));
    // The app's schema, created the way the server does.
    const app = createDb({ dataDir: dir });
    await migrateToLatest(app.db);
    await app.close();
    // The writer is its own connection, like the running server's.
    writer = new DatabaseSync(path.join(dir, 'site.db'), { timeout: 5000 });
    writer.exec('PRAGMA journal_mode = WAL');
    writer.exec('PRAGMA synchronous = FULL');
    // Some bulk so the backup takes a moment.
    const bulk = writer.prepare(
      "insert into audit_log (id, created_at, actor_email, action, target_type, detail) values (?, '2025-01-01T00:00:00.000Z', 'bulk', 'bulk', 'bulk', ?)",
    );
    writer.exec('begin');
    for (let i = 0; i < 20_000; i++) bulk.run(`bulk-${i}`, JSON.stringify({ i, pad: 'x'.repeat(200) }));
    writer.exec('commit');
  });
  afterAll(() => {
    writer?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes a consistent backup that passes integrity_check and holds a prefix of the writes', async () => {
    // Each write is one transaction touching two tables; a consistent
    // snapshot holds both rows of writes 1..k and nothing of k+1...
    const hit = writer.prepare("insert into rate_limit_hits (id, bucket, key, created_at) values (?, 'backup-test', 'k', ?)");
    const audit = writer.prepare(
      "insert into audit_log (id, created_at, actor_email, action, target_type, detail) values (?, ?, 'writer', 'write', 'test', '{}')",
    );
    let committed = 0;
    let stop = false;
    const write = () => {
      const n = committed + 1;
      const at = new Date().toISOString();
      writer.exec('begin immediate');
      hit.run(seq(n), at);
      audit.run(seq(n), at);
      writer.exec('commit');
      committed = n;
    };
    const loop = (async () => {
      while (!stop) {
        write();
        await new Promise((r) => setImmediate(r));
      }
    })();
    while (committed < 50) await new Promise((r) => setImmediate(r));

    const out = path.join(dir, 'snapshots', 'during-writes.db');
    const atStart = committed;
    const result = await backup(dir, ['--out', out]);
    const atEnd = committed;
    // Keep writing a little after the backup: they must not be in it.
    while (committed < atEnd + 20) await new Promise((r) => setImmediate(r));
    stop = true;
    await loop;

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/integrity_check: ok/);
    expect(result.stdout).toMatch(/audit_log\s+\d+ rows/);
    expect(atEnd).toBeGreaterThan(atStart); // the writer kept going during the backup

    const b = new DatabaseSync(out, { readOnly: true });
    try {
      expect(b.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
      const hits = (
        b.prepare("select id from rate_limit_hits where bucket = 'backup-test' order by id").all() as { id: string }[]
      ).map((r) => r.id);
      const audits = (
        b.prepare("select id from audit_log where actor_email = 'writer' order by id").all() as { id: string }[]
      ).map((r) => r.id);
      const k = hits.length;
      expect(k).toBeGreaterThanOrEqual(atStart);
      expect(k).toBeLessThanOrEqual(atEnd);
      expect(hits).toEqual(Array.from({ length: k }, (_, i) => seq(i + 1)));
      expect(audits).toEqual(hits);
      expect((b.prepare("select count(*) as n from audit_log where actor_email = 'bulk'").get() as { n: number }).n).toBe(20_000);
      const migrations = b.prepare('select name from kysely_migration').all() as { name: string }[];
      expect(migrations.length).toBeGreaterThan(0);
    } finally {
      b.close();
    }
    // The live database still has everything the writer committed.
    expect(
      (writer.prepare("select count(*) as n from rate_limit_hits where bucket = 'backup-test'").get() as { n: number }).n,
    ).toBe(committed);
  });

  it('refuses to overwrite an existing file', async () => {
    const out = path.join(dir, 'snapshots', 'during-writes.db');
    const hash = createHash('sha256').update(readFileSync(out)).digest('hex');
    const result = await backup(dir, ['--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Refusing to overwrite/);
    expect(createHash('sha256').update(readFileSync(out)).digest('hex')).toBe(hash);
  });

  it('writes DATA_DIR/backups/site-YYYYMMDD-HHMMSS.db by default, and fails clearly without a database', async () => {
    const result = await backup(dir, []);
    expect(result.code).toBe(0);
    const files = readdirSync(path.join(dir, 'backups'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^site-\d{8}-\d{6}\.db$/);
    expect(result.stdout).toContain(path.join(dir, 'backups', files[0]!));

    const empty = mkdtempSync(path.join(tmpdir(), 'nm-backup-empty-'));
    try {
      const missing = await backup(empty, []);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/No SQLite database/);
      expect(existsSync(path.join(empty, 'site.db'))).toBe(false);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
