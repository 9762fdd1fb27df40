// The owner's archive work, run in the background so a large site never holds
// a request open: 'Export now', the nightly backup (one instance a day across
// all of them, repositories/backup-runs.ts) and a restore. Each is a
// backup_runs row the Backups page polls; one runs at a time. Every entry
// point checks the role itself (the page, the actions and the endpoints check
// it too): archives hold every enquiry and account.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { rm } from 'node:fs/promises';
import type { Runtime } from '../foundation/runtime.ts';
import { defaultSettings } from '../foundation/runtime.ts';
import { getSettings } from '../repositories/settings.ts';
import {
  activeRun,
  claimDaily,
  finishRun,
  insertRun,
  progressRun,
  type BackupRun,
  type RunKind,
} from '../repositories/backup-runs.ts';
import { siteIsFresh } from '../repositories/site-archive.ts';
import { publishPublicChanges } from '../public-changes.ts';
import { forgetUnsubscribeSecret } from '../email/unsubscribe.ts';
import { can, type Role } from '../../permissions.ts';
import { ukDay, ukInputValue } from '../../uk-time.ts';
import { writeSiteArchive, type ArchiveSource } from './write.ts';
import { restoreSiteArchive, type RestoreReport } from './restore.ts';
import { archivePath, newArchiveFile, pruneArchives } from './files.ts';
import { getBackupSchedule } from './schedule.ts';
import type { AuditActor } from '../foundation/audit.ts';

const LEASE_MS = 10 * 60 * 1000;
const PROGRESS_EVERY_MS = 1000;
const SCHEDULE_POLL_MS = 5 * 60 * 1000;
const WORKER = randomUUID();
const HOST = hostname();

export class BackupRefused extends Error {}

/** Archives are the whole site, enquiries and accounts included: the owner's alone. */
export function requireOwner(role: Role): void {
  if (!can(role, 'site.backup')) throw new BackupRefused('Only the owner account can export, back up or restore the site.');
}

export async function archiveSource(rt: Runtime): Promise<ArchiveSource> {
  const settings = await getSettings(rt.database.db, defaultSettings(rt.config));
  return {
    database: rt.database,
    mediaStorage: rt.config.MEDIA_STORAGE,
    dataDir: rt.config.DATA_DIR,
    siteUrl: rt.config.SITE_URL,
    businessName: settings.businessName,
  };
}

/** Writes progress now and then, without waiting: on SQLite a restore's transaction holds the one connection. */
function reporter(rt: Runtime, runId: string) {
  let last = 0;
  return (step: string, done: number, total: number) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS && done < total) return;
    last = now;
    void progressRun(rt.database.db, runId, WORKER, LEASE_MS, { step, done, total }).catch((err: unknown) =>
      rt.logger.warn({ err }, 'backup progress not recorded'),
    );
  };
}

async function writeArchive(
  rt: Runtime,
  kind: 'daily' | 'manual' | 'safety',
  progress: (s: string, d: number, t: number) => void,
) {
  const { name, file } = await newArchiveFile(rt.config.DATA_DIR, kind);
  const { manifest, bytes } = await writeSiteArchive(await archiveSource(rt), file, (p) => progress(p.step, p.done, p.total));
  const rows = Object.fromEntries(manifest.tables.map((t) => [t.table, t.rows]));
  return {
    name,
    bytes,
    summary: { posts: rows.blog_posts ?? 0, enquiries: rows.contact_submissions ?? 0, pictures: rows.media ?? 0 },
  };
}

/** Runs an export under an existing run row and records how it ended. */
async function runExport(rt: Runtime, runId: string, kind: 'daily' | 'manual' | 'safety'): Promise<string | null> {
  try {
    const made = await writeArchive(rt, kind, reporter(rt, runId));
    await finishRun(rt.database.db, runId, WORKER, { status: 'done', file: made.name, size: made.bytes, detail: made.summary });
    rt.logger.info({ file: made.name, bytes: made.bytes, kind }, 'site archive written');
    return made.name;
  } catch (err) {
    rt.logger.error({ err, kind }, 'site archive failed');
    await finishRun(rt.database.db, runId, WORKER, { status: 'failed', error: (err as Error).message }).catch(() => {});
    return null;
  }
}

async function startRun(rt: Runtime, kind: RunKind, requestedBy: string, file: string | null = null): Promise<string> {
  const busy = await activeRun(rt.database.db);
  if (busy) throw new BackupRefused(busyMessage(busy));
  return insertRun(rt.database.db, { kind, host: HOST, worker: WORKER, leaseMs: LEASE_MS, requestedBy, file });
}

function busyMessage(run: BackupRun): string {
  const what = run.kind === 'restore' ? 'A restore' : 'An archive';
  return `${what} is already running (started ${new Date(run.startedAt).toISOString().slice(11, 16)} UTC on ${run.host}): wait for it to finish.`;
}

/** 'Export now': returns the run to poll; the archive lands in the backups list. */
export async function startExport(rt: Runtime, by: { id: string; role: Role }): Promise<string> {
  requireOwner(by.role);
  const runId = await startRun(rt, 'manual', by.id);
  void runExport(rt, runId, 'manual');
  return runId;
}

export interface RestoreRequest {
  name: string;
  replace: boolean;
  by: { id: string; role: Role; sessionId: string; actor: AuditActor };
  /** Tests wait for the whole run. */
  onDone?: (report: RestoreReport | null) => void;
}

/**
 * Restores a listed archive. Over a site with content the owner must have
 * confirmed (`replace`), and the current site is archived first ('Before a
 * restore'), so a mistaken restore can itself be undone.
 */
export async function startRestore(rt: Runtime, r: RestoreRequest): Promise<string> {
  requireOwner(r.by.role);
  const file = archivePath(rt.config.DATA_DIR, r.name);
  if (!file) throw new BackupRefused('That archive is not in the backups folder of this server.');
  const fresh = await siteIsFresh(rt.database.db);
  if (!fresh && !r.replace) throw new BackupRefused('This site has content: confirm that the archive replaces it.');
  const runId = await startRun(rt, 'restore', r.by.id, r.name);
  void runRestore(rt, runId, file, fresh, r);
  return runId;
}

async function runRestore(rt: Runtime, runId: string, file: string, fresh: boolean, r: RestoreRequest) {
  const progress = reporter(rt, runId);
  let safety: string | null = null;
  try {
    if (!fresh) safety = (await writeArchive(rt, 'safety', (s, d, t) => progress(`safety-${s}`, d, t))).name;
    const report = await restoreSiteArchive(
      { database: rt.database, mediaStorage: rt.config.MEDIA_STORAGE, dataDir: rt.config.DATA_DIR },
      {
        file,
        maxArchiveBytes: rt.config.ARCHIVE_MAX_MB * 1024 * 1024,
        replace: r.replace || fresh,
        restorer: { userId: r.by.id, sessionId: r.by.sessionId, actor: r.by.actor },
        onProgress: (p) => progress(p.step, p.done, p.total),
      },
    );
    forgetUnsubscribeSecret();
    // Every cached public page on every instance (the change kinds all drop them all).
    publishPublicChanges([{ kind: 'settings' }], rt.logger);
    await finishRun(rt.database.db, runId, WORKER, { status: 'done', detail: { ...report, safety } });
    rt.logger.info({ archive: r.name, safety }, 'site restored');
    r.onDone?.(report);
  } catch (err) {
    rt.logger.error({ err, archive: r.name }, 'site restore failed');
    await finishRun(rt.database.db, runId, WORKER, {
      status: 'failed',
      error: (err as Error).message,
      detail: { safety },
    }).catch(() => {});
    r.onDone?.(null);
  }
}

/** The nightly archive: every instance looks every few minutes; the first past the hour claims the day. */
export async function runScheduledBackup(rt: Runtime, now = new Date()): Promise<string | null> {
  const schedule = await getBackupSchedule(rt.database.db);
  if (!schedule.enabled) return null;
  if (Number(ukInputValue(now).slice(11, 13)) < schedule.hour) return null;
  const runId = await claimDaily(rt.database.db, ukDay(now), { host: HOST, worker: WORKER, leaseMs: LEASE_MS }, now.getTime());
  if (!runId) return null;
  const name = await runExport(rt, runId, 'daily');
  const pruned = await pruneArchives(rt.config.DATA_DIR, schedule.keepDays, now.getTime());
  if (pruned.length) rt.logger.info({ pruned }, 'old archives deleted');
  return name;
}

export function startBackupSchedule(rt: Runtime): { stop(): void } {
  const tick = () => void runScheduledBackup(rt).catch((err: unknown) => rt.logger.error({ err }, 'scheduled backup failed'));
  const first = setTimeout(tick, 60_000);
  const every = setInterval(tick, SCHEDULE_POLL_MS);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}

/** An uploaded archive that turned out not to be one is removed again. */
export async function discardFile(file: string): Promise<void> {
  await rm(file, { force: true });
}
