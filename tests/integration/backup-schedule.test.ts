// The nightly archive (issue 40): the owner's schedule decides when; one
// instance takes each UK day however many look at once (an INSERT only one can
// win, as the outbox claims a message); a run whose instance died is taken
// over once its lease lapses; old nightly archives go after N days.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { createDb, type Db } from '../../src/lib/server/db/create-db.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { claimDaily, getRun } from '../../src/lib/server/repositories/backup-runs.ts';
import { runScheduledBackup } from '../../src/lib/server/site-archive/jobs.ts';
import { saveBackupSchedule } from '../../src/lib/server/site-archive/schedule.ts';
import { listArchives, pruneArchives } from '../../src/lib/server/site-archive/files.ts';

const opened: TestDb[] = [];
const others: Db[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(others.map((d) => d.close()));
  await Promise.all(opened.map((d) => d.cleanup()));
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** A second connection to the same database, as another instance has. */
function secondInstance(t: TestDb): Db {
  const db = t.sqliteFile ? createDb({ sqliteFile: t.sqliteFile }) : createDb({ databaseUrl: t.databaseUrl!, poolSize: 2 });
  others.push(db);
  return db;
}

describe.each(testDatabases())('nightly backup on %s', (kind) => {
  it('one of several instances claims the day; a lapsed run is taken over', async () => {
    const t = await openTestDb(kind);
    opened.push(t);
    const b = secondInstance(t);
    const now = Date.parse('2026-03-10T04:00:00Z');
    const claims = await Promise.all(
      [t.database, b, t.database, b].map((d, i) =>
        claimDaily(d.db, '2026-03-10', { host: `h${i}`, worker: `w${i}`, leaseMs: 60_000 }, now),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Its instance died: after the lease another takes it over, once.
    const later = now + 120_000;
    const takeovers = await Promise.all(
      [t.database, b].map((d, i) => claimDaily(d.db, '2026-03-10', { host: `x${i}`, worker: `x${i}`, leaseMs: 60_000 }, later)),
    );
    expect(takeovers.filter(Boolean)).toEqual([claims.find(Boolean)]);
    expect((await getRun(t.database.db, claims.find(Boolean)!))?.host).toMatch(/^x/);
  });

  it('writes the archive after the owner’s hour, once a day, and prunes past the kept days', async () => {
    const t = await openTestDb(kind);
    opened.push(t);
    await seedDatabase(t.database.db, defaultSettings(loadConfig({})));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nm-sched-'));
    dirs.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir });
    const rt = { config, database: t.database, logger: pino({ level: 'silent' }) };
    const second = { ...rt, database: secondInstance(t) };
    // A nightly archive from 20 days ago, and an exported one as old: only the nightly one goes.
    mkdirSync(path.join(dataDir, 'backups'));
    for (const name of ['northmill-20260218-030000-daily.zip', 'northmill-20260218-030000-manual.zip'])
      writeFileSync(path.join(dataDir, 'backups', name), 'x');

    expect(await runScheduledBackup(rt, new Date('2026-03-10T02:00:00Z'))).toBeNull(); // off
    await saveBackupSchedule(t.database.db, { enabled: true, hour: 3, keepDays: 14 });
    expect(await runScheduledBackup(rt, new Date('2026-03-10T02:59:00Z'))).toBeNull(); // before 03:00 UK (GMT)
    const at = new Date('2026-03-10T03:05:00Z');
    const [one, two] = await Promise.all([runScheduledBackup(rt, at), runScheduledBackup(second, at)]);
    expect([one, two].filter(Boolean)).toHaveLength(1);
    expect(await runScheduledBackup(rt, new Date('2026-03-10T09:00:00Z'))).toBeNull(); // done for the day
    const names = (await listArchives(dataDir)).map((a) => a.name);
    expect(names).toContain('northmill-20260218-030000-manual.zip');
    expect(names).not.toContain('northmill-20260218-030000-daily.zip');
    expect(names.filter((n) => n.endsWith('-daily.zip'))).toHaveLength(1);
    expect(await pruneArchives(dataDir, 14)).toEqual([]);
  });
});
