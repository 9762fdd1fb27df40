// Backup, export and restore runs (backup_runs, migration 0042). A run is held
// under a lease like an import run (run-leases.ts): the instance working on it
// renews the lease as it goes; if it dies, the lease lapses and the run reads
// as interrupted. The day's scheduled backup is one row per UK day, claimed by
// an INSERT only one instance can win (the unique daily_key); a lapsed or
// failed one is taken over by a conditional UPDATE, at most three times a day.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isoOrNull, json, newOrderedId, num } from '../db/values.ts';
import { leaseExpiry, leaseLapsed, leaseTaken, releaseLease, renewLease } from './run-leases.ts';

export type RunKind = 'daily' | 'manual' | 'safety' | 'restore';
export type RunStatus = 'running' | 'done' | 'failed';

export interface BackupRun {
  id: string;
  kind: RunKind;
  status: RunStatus | 'interrupted';
  file: string | null;
  size: number | null;
  step: string;
  done: number;
  total: number;
  host: string;
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
  detail: unknown;
  requestedBy: string | null;
}

const MAX_DAILY_ATTEMPTS = 3;
const RETRY_AFTER_MS = 30 * 60 * 1000;

function toRun(r: Database['backup_runs'] extends infer _ ? Record<string, unknown> : never, now = Date.now()): BackupRun {
  const lapsed = r.status === 'running' && r.locked_until != null && new Date(r.locked_until as string).getTime() < now;
  return {
    id: r.id as string,
    kind: r.kind as RunKind,
    status: lapsed ? 'interrupted' : (r.status as RunStatus),
    file: (r.file as string | null) ?? null,
    size: r.size == null ? null : num(r.size as number),
    step: (r.step as string) ?? '',
    done: num(r.done_items as number),
    total: num(r.total_items as number),
    host: r.host as string,
    startedAt: isoOrNull(r.started_at as string)!,
    finishedAt: isoOrNull(r.finished_at as string | null),
    error: (r.error as string | null) ?? null,
    detail: json<unknown>(r.detail, null),
    requestedBy: (r.requested_by as string | null) ?? null,
  };
}

export interface NewRun {
  kind: RunKind;
  host: string;
  worker: string;
  leaseMs: number;
  requestedBy?: string | null;
  file?: string | null;
}

export async function insertRun(db: Kysely<Database>, r: NewRun): Promise<string> {
  const id = newOrderedId();
  const now = Date.now();
  await db
    .insertInto('backup_runs')
    .values({
      id,
      kind: r.kind,
      daily_key: null,
      status: 'running',
      file: r.file ?? null,
      host: r.host,
      locked_by: r.worker,
      locked_until: leaseExpiry(r.leaseMs, now),
      attempts: 1,
      requested_by: r.requestedBy ?? null,
      started_at: new Date(now).toISOString(),
    })
    .execute();
  return id;
}

/** The day's scheduled backup for this worker, or null when another instance has it (or it is done). */
export async function claimDaily(
  db: Kysely<Database>,
  day: string,
  r: Omit<NewRun, 'kind'>,
  now = Date.now(),
): Promise<string | null> {
  const id = newOrderedId();
  const lease = leaseExpiry(r.leaseMs, now);
  const at = new Date(now).toISOString();
  const inserted = await db
    .insertInto('backup_runs')
    .values({
      id,
      kind: 'daily',
      daily_key: day,
      status: 'running',
      host: r.host,
      locked_by: r.worker,
      locked_until: lease,
      attempts: 1,
      started_at: at,
    })
    .onConflict((oc) => oc.column('daily_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const taken = await db
    .updateTable('backup_runs')
    .set((eb) => ({
      ...leaseTaken(eb, r.worker, r.leaseMs, now),
      host: r.host,
      started_at: at,
      finished_at: null,
      error: null,
      step: '',
      done_items: 0,
      total_items: 0,
    }))
    .where('daily_key', '=', day)
    .where('attempts', '<', MAX_DAILY_ATTEMPTS)
    .where((eb) =>
      eb.or([
        leaseLapsed(eb, at),
        eb.and([eb('status', '=', 'failed'), eb('finished_at', '<', new Date(now - RETRY_AFTER_MS).toISOString())]),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  return taken?.id ?? null;
}

/** Progress, and a renewed lease; false when this worker no longer holds the run. */
export async function progressRun(
  db: Kysely<Database>,
  id: string,
  worker: string,
  leaseMs: number,
  p: { step: string; done: number; total: number },
): Promise<boolean> {
  return renewLease(db, 'backup_runs', id, worker, leaseMs, { step: p.step, done_items: p.done, total_items: p.total });
}

export async function finishRun(
  db: Kysely<Database>,
  id: string,
  worker: string,
  r: { status: 'done' | 'failed'; file?: string | null; size?: number | null; error?: string | null; detail?: unknown },
): Promise<void> {
  await releaseLease(db, 'backup_runs', id, worker, {
    status: r.status,
    ...(r.file !== undefined ? { file: r.file } : {}),
    ...(r.size !== undefined ? { size: r.size } : {}),
    error: r.error ?? null,
    detail: r.detail === undefined ? null : JSON.stringify(r.detail),
  });
}

export async function getRun(db: Kysely<Database>, id: string): Promise<BackupRun | undefined> {
  const row = await db.selectFrom('backup_runs').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRun(row as unknown as Record<string, unknown>) : undefined;
}

export async function recentRuns(db: Kysely<Database>, limit = 20): Promise<BackupRun[]> {
  const rows = await db
    .selectFrom('backup_runs')
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => toRun(r as unknown as Record<string, unknown>));
}

/** A run still holding its lease (one export or restore at a time). */
export async function activeRun(db: Kysely<Database>, now = Date.now()): Promise<BackupRun | undefined> {
  const row = await db
    .selectFrom('backup_runs')
    .selectAll()
    .where('status', '=', 'running')
    .where('locked_until', '>', new Date(now).toISOString())
    .orderBy('started_at', 'desc')
    .executeTakeFirst();
  return row ? toRun(row as unknown as Record<string, unknown>, now) : undefined;
}
