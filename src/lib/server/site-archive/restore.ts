// Brings a site archive back (docs/backups.md). Three stages, and the live site
// is touched only in the last:
//  1. openArchive checks the file's bounds, names and manifest (read.ts); an
//     archive made by a newer schema is refused here.
//  2. Staging: a private SQLite file is migrated to the archive's own schema,
//     every row is loaded (each entry's SHA-256 checked as it streams), the
//     pictures are unpacked beside it, foreign keys are checked, and then the
//     migrations the archive predates run on it, as on any older install.
//  3. Replace: one transaction on the live database empties what the archive
//     replaces and copies the staging rows in (values converted to its
//     dialect), writes the pictures' bytes, keeps the restoring owner signed
//     in and writes the audit entry. Any failure rolls it back whole; the
//     pictures a filesystem store gained are removed again.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createDb, type Db } from '../db/create-db.ts';
import type { Database } from '../db/schema.ts';
import { migrations } from '../db/migrations/index.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { appliedMigrations, convert, listColumns, listTables, MIGRATION_TABLES } from '../db/introspect.ts';
import {
  copyFromStaging,
  countRows,
  deleteAllRows,
  deleteSettingsExcept,
  emptyAllTables,
  insertRows,
  parentsFirst,
  scratchSqlite,
  sqliteForeignKeyProblems,
  sqliteForeignKeys,
  tablePlans,
} from '../db/archive-tables.ts';
import { databaseStorage } from '../media/storage.ts';
import { filesystemBytes } from '../media/storage-files.ts';
import { auditor, type AuditActor } from '../foundation/audit.ts';
import {
  accountsWithoutPassword,
  keepRestorer,
  listArchiveMedia,
  readRestorer,
  siteIsFresh,
} from '../repositories/site-archive.ts';
import { LEFT_OUT_TABLES, MEDIA_BYTE_COLUMNS, rowCarried, settingLeftOut, type Carry } from './contents.ts';
import { ArchiveError, openArchive, type OpenArchive } from './read.ts';
import { ARCHIVE_LIMITS, parseMediaEntry, type Manifest } from './format.ts';
import type { VariantFormat } from '../../media/urls.ts';

export { ArchiveError } from './read.ts';

export interface RestoreTarget {
  database: Db;
  mediaStorage: 'database' | 'filesystem';
  dataDir: string;
}

export interface RestoreProgress {
  step: 'checking' | 'loading' | 'pictures' | 'migrating' | 'replacing';
  done: number;
  total: number;
}

export interface RestoreOptions {
  file: string;
  maxArchiveBytes: number;
  /** Who restores: kept signed in with their own password and two-factor (absent from the command line). */
  restorer?: { userId: string; sessionId: string | null; actor: AuditActor };
  /** Required unless the site is fresh: the owner confirmed what will be replaced. */
  replace: boolean;
  onProgress?: (p: RestoreProgress) => void;
  /** Tests: throws inside the live transaction after the rows are in, to prove nothing stays. */
  failBeforeCommit?: boolean;
}

export interface RestoreReport {
  archiveCreatedAt: string;
  source: Manifest['source'];
  /** Migrations the archive predated, run after loading it. */
  migrated: string[];
  rows: Record<string, number>;
  pictures: number;
  /** Accounts that came back without a password: each needs 'Forgot password' or a reset by the owner. */
  withoutPassword: { email: string; role: string }[];
  restorerId: string | null;
}

/** Refusals before the live site is touched: the archive is fine, the situation is not. */
export class RestoreRefused extends Error {}

const known = Object.keys(migrations);

/** Why this install cannot take the archive's schema, or null. */
export function schemaProblem(archiveMigrations: readonly string[]): string | null {
  const newer = archiveMigrations.filter((m) => !known.includes(m));
  if (newer.length)
    return (
      `This archive was made by a newer version of the site (its database has changes this install does not know: ` +
      `${newer.slice(0, 5).join(', ')}${newer.length > 5 ? ', …' : ''}). Upgrade this install, then restore.`
    );
  return null;
}

async function migrateStaging(db: Kysely<any>, names: readonly string[] | null): Promise<string[]> {
  // The archive's own migrations first; then all of them, in whatever order the archive's list leaves.
  const chosen = names ? Object.fromEntries(names.map((n) => [n, migrations[n]!])) : { ...migrations };
  const result = await migrateToLatest(db, chosen);
  return (result.results ?? []).map((r) => r.migrationName);
}

/** Splits a stream into lines, refusing one longer than the bound (readline would hide the stream's errors). */
async function* lines(stream: AsyncIterable<Buffer>, name: string): AsyncGenerator<string> {
  let rest = Buffer.alloc(0);
  for await (const chunk of stream) {
    let buf = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    let nl: number;
    while ((nl = buf.indexOf(10)) >= 0) {
      if (nl > 0) yield buf.subarray(0, nl).toString('utf8');
      buf = buf.subarray(nl + 1);
    }
    if (buf.length > ARCHIVE_LIMITS.maxLineBytes) throw new ArchiveError(`A row in "${name}" is too large.`);
    rest = Buffer.from(buf);
  }
  if (rest.length) yield rest.toString('utf8');
}

async function loadTable(
  archive: OpenArchive,
  staging: Kysely<any>,
  t: Manifest['tables'][number],
  from: Manifest['source']['database'],
  carry: Carry,
) {
  const columns = await listColumns('sqlite', staging, t.table);
  const names = new Set(columns.map((c) => c.name));
  const archived = new Set(t.columns.map((c) => c.name));
  if (columns.length === 0)
    throw new ArchiveError(`The archive holds a table "${t.table}" its schema does not have: it is damaged.`);
  if (names.size !== archived.size || [...names].some((n) => !archived.has(n)))
    throw new ArchiveError(`The columns of "${t.table}" in the archive do not match its schema: it is damaged.`);
  const files = new Map(archive.manifest.files.map((f) => [f.name, f]));
  const kinds = new Map(t.columns.map((c) => [c.name, c.kind]));
  const mediaBytes = MEDIA_BYTE_COLUMNS[t.table];
  let batch: Record<string, unknown>[] = [];
  let n = 0;
  for await (const line of lines(await archive.openEntry(t), t.name)) {
    let row: Record<string, unknown>;
    try {
      row = JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new ArchiveError(`A row in "${t.name}" is not valid JSON: the archive is damaged.`);
    }
    if (!row || typeof row !== 'object' || Array.isArray(row)) throw new ArchiveError(`A row in "${t.name}" is not an object.`);
    n++;
    if (!rowCarried(t.table, row, carry)) continue;
    const out: Record<string, unknown> = {};
    for (const c of columns) {
      const value = row[c.name];
      const kind = kinds.get(c.name)!;
      if (kind === 'blob') {
        if (value == null || c.name === mediaBytes) out[c.name] = c.notNull ? new Uint8Array() : null;
        else {
          const entry = typeof value === 'string' ? files.get(value) : undefined;
          if (!entry) throw new ArchiveError(`A row in "${t.name}" names a stored file the archive does not hold.`);
          out[c.name] = new Uint8Array(await archive.readEntry(entry));
        }
      } else out[c.name] = convert(value, kind, from, 'sqlite', c.notNull);
    }
    batch.push(out);
    if (batch.length >= 200) {
      await insertRows(staging, t.table, batch);
      batch = [];
    }
  }
  await insertRows(staging, t.table, batch);
  if (n !== t.rows)
    throw new ArchiveError(`"${t.name}" holds ${n} rows where the manifest says ${t.rows}: the archive is damaged.`);
}

/** Stage 2: the archive in a private SQLite file and a pictures folder, checked and migrated. */
async function stage(archive: OpenArchive, dir: string, progress: (p: RestoreProgress) => void) {
  const { manifest } = archive;
  const staging = createDb({ sqliteFile: path.join(dir, 'staging.db') });
  try {
    const db = staging.db as Kysely<any>;
    await scratchSqlite(db);
    await migrateStaging(db, manifest.migrations);
    await emptyAllTables('sqlite', db);
    await sqliteForeignKeys(db, false);
    const carry: Carry = { outboxIds: new Set() };
    for (const [i, t] of manifest.tables.entries()) {
      if (t.table in LEFT_OUT_TABLES || MIGRATION_TABLES.has(t.table)) continue;
      await loadTable(archive, db, t, manifest.source.database, carry);
      progress({ step: 'loading', done: i + 1, total: manifest.tables.length });
    }
    await sqliteForeignKeys(db, true);
    const broken = await sqliteForeignKeyProblems(db);
    if (broken.length)
      throw new ArchiveError(`Rows in ${broken.join(', ')} point at rows the archive does not hold: it is damaged.`);

    // Pictures: every one the rows describe, and nothing else.
    const files = filesystemBytes(path.join(dir, 'media'));
    const { originals, variants } = await listArchiveMedia(staging.db);
    const expected = new Set([
      ...originals.map((id) => `o:${id}`),
      ...variants.map((v) => `v:${v.mediaId}:${v.width}.${v.format}`),
    ]);
    for (const [i, e] of manifest.media.entries()) {
      const m = parseMediaEntry(e.name)!;
      const key = m.original ? `o:${m.mediaId}` : `v:${m.mediaId}:${m.width}.${m.format}`;
      if (!expected.delete(key)) throw new ArchiveError(`The archive holds a picture file no picture row describes (${e.name}).`);
      const bytes = await archive.readEntry(e);
      await files.write(m.original ? files.originalPath(m.mediaId) : files.variantPath(m.mediaId, m.format, m.width), bytes);
      progress({ step: 'pictures', done: i + 1, total: manifest.media.length });
    }
    if (expected.size)
      throw new ArchiveError(`The archive lacks ${expected.size} picture file(s) its rows describe: it is damaged.`);

    progress({ step: 'migrating', done: 0, total: 1 });
    const migrated = await migrateStaging(db, null);
    return { staging, migrated, originals, variants };
  } catch (err) {
    await staging.close();
    throw err;
  }
}

/** Filesystem pictures: moved in before the commit (new ids only add), removed again on failure. */
async function placePictures(stagedMedia: string, liveMedia: string, ids: string[]) {
  const live = filesystemBytes(liveMedia);
  const staged = filesystemBytes(stagedMedia);
  const added: string[] = [];
  for (const id of ids) {
    const target = path.dirname(live.originalPath(id));
    const source = path.dirname(staged.originalPath(id));
    if (!existsSync(target)) added.push(id);
    else await rm(target, { recursive: true, force: true }); // the same picture (ids are never reused)
    await mkdir(path.dirname(target), { recursive: true });
    await rename(source, target);
  }
  return { undo: () => Promise.all(added.map((id) => live.remove(id))) };
}

async function dropOtherPictures(liveMedia: string, keep: Set<string>) {
  if (!existsSync(liveMedia)) return;
  const live = filesystemBytes(liveMedia);
  for (const shard of await readdir(liveMedia)) {
    for (const id of await readdir(path.join(liveMedia, shard)).catch(() => [] as string[])) {
      if (/^[0-9a-f-]{36}$/.test(id) && !keep.has(id)) await live.remove(id);
    }
  }
}

export async function restoreSiteArchive(target: RestoreTarget, options: RestoreOptions): Promise<RestoreReport> {
  const progress = options.onProgress ?? (() => {});
  progress({ step: 'checking', done: 0, total: 1 });
  const archive = await openArchive(options.file, options.maxArchiveBytes);
  const dir = path.join(target.dataDir, `restore-staging-${randomUUID()}`);
  try {
    const problem = schemaProblem(archive.manifest.migrations);
    if (problem) throw new RestoreRefused(problem);
    const live = target.database.db;
    const liveMigrations = (await appliedMigrations(target.database.kind, live)) ?? [];
    const behind = known.filter((m) => !liveMigrations.includes(m));
    if (behind.length)
      throw new RestoreRefused(
        `This install's database lacks migrations ${behind.join(', ')}: start the site once (or npm run db:migrate), then restore.`,
      );
    if (!options.replace && !(await siteIsFresh(live)))
      throw new RestoreRefused('This site already has content: confirm that the archive replaces it.');

    await mkdir(dir, { recursive: true });
    const { staging, migrated, originals, variants } = await stage(archive, dir, progress);
    try {
      return await replaceLive(target, options, archive.manifest, staging, dir, migrated, originals, variants.length, progress);
    } finally {
      await staging.close();
    }
  } finally {
    archive.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function replaceLive(
  target: RestoreTarget,
  options: RestoreOptions,
  manifest: Manifest,
  staging: Db,
  dir: string,
  migrated: string[],
  originals: string[],
  variantCount: number,
  progress: (p: RestoreProgress) => void,
): Promise<RestoreReport> {
  const kind = target.database.kind;
  const live = target.database.db as Kysely<any>;
  const stagingDb = staging.db as Kysely<any>;
  const carried = await tablePlans('sqlite', stagingDb, (t) => t in LEFT_OUT_TABLES);
  const restorer = options.restorer
    ? await readRestorer(target.database.db, options.restorer.userId, options.restorer.sessionId)
    : null;
  const liveMedia = path.join(target.dataDir, 'media');
  const stagedMedia = path.join(dir, 'media');
  const placed = target.mediaStorage === 'filesystem' ? await placePictures(stagedMedia, liveMedia, originals) : null;
  const total = carried.length;
  let report: RestoreReport;
  try {
    report = await live.transaction().execute(async (trx) => {
      const tables = (await listTables(kind, trx)).filter((t) => !MIGRATION_TABLES.has(t));
      for (const table of (await parentsFirst(kind, trx, tables)).reverse()) {
        if (LEFT_OUT_TABLES[table]?.live === 'keep') continue;
        if (table === 'site_settings') await deleteSettingsExcept(trx, settingLeftOut);
        else await deleteAllRows(trx, table);
      }
      let done = 0;
      const rows = await copyFromStaging(stagingDb, trx, kind, carried, undefined, () => {});
      for (const plan of carried) {
        const expected = await countRows(stagingDb, plan.table);
        if (rows.get(plan.table) !== expected)
          throw new Error(`Restoring ${plan.table} moved ${rows.get(plan.table)} rows of ${expected}.`);
        progress({ step: 'replacing', done: ++done, total });
      }
      if (target.mediaStorage === 'database') {
        const staged = filesystemBytes(stagedMedia);
        const storage = databaseStorage(trx as unknown as Kysely<Database>);
        const { variants } = await listArchiveMedia(trx as unknown as Kysely<Database>);
        for (const id of originals) {
          const bytes = await staged.read(staged.originalPath(id));
          if (!bytes) throw new Error(`The staged original of ${id} is missing.`);
          await storage.putOriginal(id, bytes);
        }
        for (const v of variants) {
          const format = v.format as VariantFormat;
          const bytes = await staged.read(staged.variantPath(v.mediaId, format, v.width));
          if (!bytes) throw new Error(`The staged ${v.width} px ${v.format} of ${v.mediaId} is missing.`);
          await storage.putVariant({ mediaId: v.mediaId, format, width: v.width, height: v.height }, bytes);
        }
      }
      const restorerId = restorer ? await keepRestorer(trx as unknown as Kysely<Database>, restorer) : null;
      const withoutPassword = await accountsWithoutPassword(trx as unknown as Kysely<Database>);
      const result: RestoreReport = {
        archiveCreatedAt: manifest.createdAt,
        source: manifest.source,
        migrated,
        rows: Object.fromEntries(rows),
        pictures: originals.length,
        withoutPassword,
        restorerId,
      };
      const actor = options.restorer ? { ...options.restorer.actor, id: restorerId } : { id: null, email: 'cli' };
      await auditor(trx as unknown as Kysely<Database>, actor)('site.restore', 'site', null, {
        archiveCreatedAt: manifest.createdAt,
        sourceDatabase: manifest.source.database,
        posts: rows.get('blog_posts') ?? 0,
        pictures: originals.length,
        variants: variantCount,
        migrated,
      });
      if (options.failBeforeCommit) throw new Error('Restore stopped before the commit (test).');
      return result;
    });
  } catch (err) {
    await placed?.undo();
    throw err;
  }
  if (target.mediaStorage === 'filesystem') await dropOtherPictures(liveMedia, new Set(originals));
  return report;
}
