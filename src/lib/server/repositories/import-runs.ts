// Import runs and the records they added (import_runs, import_records, 0038).
// A run is worked under a lease like a backup run (run-leases.ts): the
// instance working on it renews the lease as it goes; a run whose lease has
// lapsed (the instance died) is claimed again by a conditional UPDATE and
// carries on, skipping the items it already recorded.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isoOrNull, json, newOrderedId, nowIso, num } from '../db/values.ts';
import { leaseLapsed, leaseTaken, releaseLease, renewLease } from './run-leases.ts';

export type ImportRunStatus = 'queued' | 'running' | 'done' | 'failed' | 'undone';

export interface ImportOptions {
  posts: boolean;
  pages: boolean;
  drafts: boolean;
  pictures: boolean;
}

export interface ItemReport {
  sourceId: string;
  title: string;
  kind: 'post' | 'page';
  /** 'created' | 'skipped' | 'exists' */
  outcome: string;
  slug: string | null;
  notes: string[];
}

export interface ImportReport {
  items: ItemReport[];
  picturesNotFetched: { url: string; why: string }[];
}

export interface ImportRun {
  id: string;
  source: string;
  fingerprint: string;
  fileName: string;
  filePath: string | null;
  status: ImportRunStatus;
  options: ImportOptions;
  done: number;
  total: number;
  createdPosts: number;
  skippedItems: number;
  storedPictures: number;
  failedPictures: number;
  report: ImportReport;
  error: string | null;
  createdBy: string | null;
  createdAt: string;
  finishedAt: string | null;
  lockedUntil: string | null;
}

type Row = Database['import_runs'] extends infer _ ? Record<string, unknown> : never;

function toRun(r: Row): ImportRun {
  return {
    id: r.id as string,
    source: r.source as string,
    fingerprint: r.fingerprint as string,
    fileName: r.file_name as string,
    filePath: (r.file_path as string | null) ?? null,
    status: r.status as ImportRunStatus,
    options: json<ImportOptions>(r.options, { posts: true, pages: false, drafts: true, pictures: true }),
    done: num(r.done_items as number),
    total: num(r.total_items as number),
    createdPosts: num(r.created_posts as number),
    skippedItems: num(r.skipped_items as number),
    storedPictures: num(r.stored_pictures as number),
    failedPictures: num(r.failed_pictures as number),
    report: json<ImportReport>(r.report, { items: [], picturesNotFetched: [] }),
    error: (r.error as string | null) ?? null,
    createdBy: (r.created_by as string | null) ?? null,
    createdAt: isoOrNull(r.created_at as string)!,
    finishedAt: isoOrNull(r.finished_at as string | null),
    lockedUntil: isoOrNull(r.locked_until as string | null),
  };
}

export interface NewImportRun {
  source: string;
  fingerprint: string;
  fileName: string;
  filePath: string;
  options: ImportOptions;
  total: number;
  createdBy: string | null;
}

export async function insertImportRun(db: Kysely<Database>, r: NewImportRun): Promise<string> {
  const id = newOrderedId();
  await db
    .insertInto('import_runs')
    .values({
      id,
      source: r.source,
      fingerprint: r.fingerprint,
      file_name: r.fileName,
      file_path: r.filePath,
      status: 'queued',
      options: JSON.stringify(r.options),
      total_items: r.total,
      report: JSON.stringify({ items: [], picturesNotFetched: [] } satisfies ImportReport),
      created_by: r.createdBy,
      created_at: nowIso(),
    })
    .execute();
  return id;
}

export async function getImportRun(db: Kysely<Database>, id: string): Promise<ImportRun | undefined> {
  const row = await db.selectFrom('import_runs').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRun(row) : undefined;
}

export async function listImportRuns(db: Kysely<Database>, limit = 20): Promise<ImportRun[]> {
  const rows = await db.selectFrom('import_runs').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toRun);
}

/**
 * Takes a queued run, or a running one whose lease has lapsed, for this
 * worker. Returns the run's id, or null when there is nothing to do.
 */
export async function claimImportRun(
  db: Kysely<Database>,
  worker: string,
  leaseMs: number,
  now = Date.now(),
): Promise<string | null> {
  const at = new Date(now).toISOString();
  const candidates = await db
    .selectFrom('import_runs')
    .select('id')
    .where((eb) => eb.or([eb('status', '=', 'queued'), leaseLapsed(eb, at)]))
    .orderBy('id')
    .limit(5)
    .execute();
  for (const { id } of candidates) {
    const res = await db
      .updateTable('import_runs')
      .set((eb) => leaseTaken(eb, worker, leaseMs, now))
      .where('id', '=', id)
      .where((eb) => eb.or([eb('status', '=', 'queued'), leaseLapsed(eb, at)]))
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) > 0) return id;
  }
  return null;
}

export interface Progress {
  done: number;
  createdPosts: number;
  skippedItems: number;
  storedPictures: number;
  failedPictures: number;
  report: ImportReport;
}

/** Saves progress and renews the lease; false when this worker no longer holds the run. */
export async function saveProgress(
  db: Kysely<Database>,
  id: string,
  worker: string,
  leaseMs: number,
  p: Progress,
): Promise<boolean> {
  return renewLease(db, 'import_runs', id, worker, leaseMs, {
    done_items: p.done,
    created_posts: p.createdPosts,
    skipped_items: p.skippedItems,
    stored_pictures: p.storedPictures,
    failed_pictures: p.failedPictures,
    report: JSON.stringify(p.report),
  });
}

export async function finishImportRun(
  db: Kysely<Database>,
  id: string,
  worker: string,
  status: 'done' | 'failed',
  error: string | null = null,
): Promise<void> {
  await releaseLease(db, 'import_runs', id, worker, { status, error, file_path: null });
}

export async function markUndone(db: Kysely<Database>, id: string): Promise<boolean> {
  const res = await db
    .updateTable('import_runs')
    .set({ status: 'undone', undone_at: nowIso() })
    .where('id', '=', id)
    .where('status', 'in', ['done', 'failed'])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export interface ImportRecord {
  sourceId: string;
  kind: string;
  outcome: string;
  postId: string | null;
  mediaId: string | null;
}

export async function recordsOfRun(db: Kysely<Database>, runId: string): Promise<ImportRecord[]> {
  const rows = await db.selectFrom('import_records').selectAll().where('run_id', '=', runId).execute();
  return rows.map((r) => ({ sourceId: r.source_id, kind: r.kind, outcome: r.outcome, postId: r.post_id, mediaId: r.media_id }));
}

/** An item an earlier run (not undone) already created from the same file: a repeat adds nothing. */
export async function importedBefore(
  db: Kysely<Database>,
  fingerprint: string,
  sourceId: string,
  kind: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('import_records')
    .innerJoin('import_runs', 'import_runs.id', 'import_records.run_id')
    .select('import_records.post_id')
    .where('import_records.fingerprint', '=', fingerprint)
    .where('import_records.source_id', '=', sourceId)
    .where('import_records.kind', '=', kind)
    .where('import_records.outcome', '=', 'created')
    .where('import_runs.status', '!=', 'undone')
    .executeTakeFirst();
  return row ? (row.post_id ?? '') : null;
}

export async function insertRecord(db: Kysely<Database>, runId: string, fingerprint: string, r: ImportRecord): Promise<void> {
  await db
    .insertInto('import_records')
    .values({
      id: newOrderedId(),
      run_id: runId,
      fingerprint,
      source_id: r.sourceId,
      kind: r.kind,
      outcome: r.outcome,
      post_id: r.postId,
      media_id: r.mediaId,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(['run_id', 'kind', 'source_id']).doNothing())
    .execute();
}
