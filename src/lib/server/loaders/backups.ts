// The Backups page (/admin/backups) and its files: the archive list, the
// running job and the schedule; an archive's download; the posts as a
// WordPress file; and an uploaded archive arriving in chunks. Owner only:
// every function checks the role itself, whatever the caller checked.
import { createReadStream, existsSync } from 'node:fs';
import { ukDay } from '../../uk-time.ts';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getRuntime } from '../foundation/runtime.ts';
import { auditor } from '../foundation/audit.ts';
import { getSettings } from '../repositories/settings.ts';
import { defaultSettings } from '../foundation/runtime.ts';
import { activeRun, recentRuns, type BackupRun } from '../repositories/backup-runs.ts';
import { getVersions } from '../repositories/record-versions.ts';
import {
  SITE_SUMMARY_TABLES,
  listPicturesForWxr,
  listPostsForWxr,
  siteIsFresh,
  siteSummary,
  type SiteSummary,
} from '../repositories/site-archive.ts';
import { archivePath, backupsDir, listArchives, newArchiveFile, type ArchiveFile } from '../site-archive/files.ts';
import { getBackupSchedule } from '../site-archive/schedule.ts';
import { openArchive, ArchiveError } from '../site-archive/read.ts';
import { requireOwner } from '../site-archive/jobs.ts';
import { schemaProblem } from '../site-archive/restore.ts';
import { wxrDocument } from '../site-archive/wxr.ts';
import { attachmentDisposition } from '../http/downloads.ts';
import { privateText, type SignedInStaff } from './staff.ts';
import { UPLOAD_CHUNK_BYTES, type BackupSchedule } from '../../admin/backups.ts';

export interface ArchiveSummary {
  createdAt: string;
  posts: number;
  pictures: number;
  enquiries: number;
  pages: number;
  staff: number;
  migrations: number;
  sourceDatabase: string;
  newer: boolean;
}

export interface BackupsAdmin {
  archives: ArchiveFile[];
  runs: BackupRun[];
  active: BackupRun | null;
  schedule: BackupSchedule & { version: number };
  fresh: boolean;
  site: { label: string; count: number }[];
  maxArchiveMb: number;
  host: string;
}

const summaryList = (s: SiteSummary) =>
  (Object.keys(SITE_SUMMARY_TABLES) as (keyof SiteSummary)[]).map((k) => ({ label: SITE_SUMMARY_TABLES[k], count: s[k] }));

export async function loadBackupsAdmin(staff: SignedInStaff): Promise<BackupsAdmin> {
  requireOwner(staff.user.role);
  const { config, database } = getRuntime();
  const db = database.db;
  const [archives, runs, active, schedule, versions, fresh, summary] = await Promise.all([
    listArchives(config.DATA_DIR),
    recentRuns(db, 10),
    activeRun(db),
    getBackupSchedule(db),
    getVersions(db, 'settings', ['backups']),
    siteIsFresh(db),
    siteSummary(db),
  ]);
  return {
    archives,
    runs,
    active: active ?? null,
    schedule: { ...schedule, version: versions.backups ?? 0 },
    fresh,
    site: summaryList(summary),
    maxArchiveMb: config.ARCHIVE_MAX_MB,
    host: hostname(),
  };
}

/** What an archive holds, read from its manifest (for the restore confirmation). */
export async function loadArchiveSummary(staff: SignedInStaff, name: string): Promise<ArchiveSummary> {
  requireOwner(staff.user.role);
  const { config } = getRuntime();
  const file = archivePath(config.DATA_DIR, name);
  if (!file) throw new ArchiveError('That archive is not in the backups folder of this server.');
  const a = await openArchive(file, config.ARCHIVE_MAX_MB * 1024 * 1024);
  try {
    const rows = (t: string) => a.manifest.tables.find((x) => x.table === t)?.rows ?? 0;
    return {
      createdAt: a.manifest.createdAt,
      posts: rows('blog_posts'),
      pictures: rows('media'),
      enquiries: rows('contact_submissions'),
      pages: rows('content_pages'),
      staff: rows('staff_users'),
      migrations: a.manifest.migrations.length,
      sourceDatabase: a.manifest.source.database,
      newer: schemaProblem(a.manifest.migrations) !== null,
    };
  } finally {
    a.close();
  }
}

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

/** An archive as a download (streamed from disk), audited. */
export async function loadArchiveDownload(staff: SignedInStaff, name: string): Promise<Response> {
  if (staff.user.role !== 'owner') return privateText(403, 'Only the owner account can download archives.');
  const { config, database } = getRuntime();
  const file = archivePath(config.DATA_DIR, name);
  if (!file) return privateText(404, 'That archive is not on this server (it may have been deleted, or be on another instance).');
  const { size } = await stat(file);
  await auditor(database.db, staff.user)('site.archive_download', 'site', null, { archive: name, bytes: size });
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    status: 200,
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/zip',
      'Content-Length': String(size),
      'Content-Disposition': attachmentDisposition(name),
    },
  });
}

/** Every live post as a WordPress (WXR 1.2) file, streamed, audited. */
export async function loadWxrDownload(staff: SignedInStaff): Promise<Response> {
  if (staff.user.role !== 'owner') return privateText(403, 'Only the owner account can export the posts.');
  const { config, database } = getRuntime();
  const db = database.db;
  const [settings, posts, pictures] = await Promise.all([
    getSettings(db, defaultSettings(config)),
    listPostsForWxr(db),
    listPicturesForWxr(db),
  ]);
  await auditor(db, staff.user)('site.wxr_download', 'site', null, { posts: posts.length });
  const doc = wxrDocument(
    {
      title: settings.businessName,
      siteUrl: config.SITE_URL,
      description: `${settings.businessName}: blog`,
      email: settings.businessEmail,
    },
    posts,
    pictures,
  );
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = doc.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  const day = ukDay();
  return new Response(body, {
    status: 200,
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': attachmentDisposition(`northmill-posts-${day}.wordpress.xml`),
    },
  });
}

const UPLOAD_ID = /^[0-9a-f-]{36}$/;
const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * One chunk of an uploaded archive: `?upload=<uuid>&offset=<n>&total=<bytes>`,
 * the body the chunk's bytes. Chunks arrive in order (a wrong offset answers
 * 409 with the one expected, so the page can carry on after a dropped
 * connection); the last one turns the upload into a listed archive once it
 * opens as one, or removes it with the reason.
 */
export async function acceptUploadChunk(staff: SignedInStaff, request: Request, url: URL): Promise<Response> {
  if (staff.user.role !== 'owner') return privateText(403, 'Only the owner account can upload archives.');
  const { config, database } = getRuntime();
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { ...PRIVATE, 'Content-Type': 'application/json' } });
  const id = url.searchParams.get('upload') ?? '';
  const offset = Number(url.searchParams.get('offset'));
  const total = Number(url.searchParams.get('total'));
  const maxBytes = config.ARCHIVE_MAX_MB * 1024 * 1024;
  if (!UPLOAD_ID.test(id) || !Number.isSafeInteger(offset) || offset < 0 || !Number.isSafeInteger(total) || total <= 0)
    return json(400, { error: 'This upload is missing its place in the file: reload the page and try again.' });
  if (total > maxBytes)
    return json(413, {
      error: `The archive is ${Math.ceil(total / 1024 / 1024)} MB; this site accepts up to ${config.ARCHIVE_MAX_MB} MB (ARCHIVE_MAX_MB).`,
    });
  const dir = backupsDir(config.DATA_DIR);
  await mkdir(dir, { recursive: true });
  await dropStaleUploads(dir);
  const part = path.join(dir, `.upload-${id}.part`);
  const have = existsSync(part) ? (await stat(part)).size : 0;
  if (offset !== have) return json(409, { expected: have, error: 'The upload resumes where the server has it.' });
  const handle = await open(part, 'a');
  let received = 0;
  try {
    if (request.body) {
      for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
        received += chunk.byteLength;
        if (received > UPLOAD_CHUNK_BYTES || have + received > total) throw new RangeError('chunk too large');
        await handle.write(chunk);
      }
    }
  } catch (err) {
    await handle.truncate(have);
    await handle.close();
    if (err instanceof RangeError) return json(413, { error: 'That piece of the upload was larger than announced.' });
    throw err;
  }
  await handle.close();
  if (have + received < total) return json(200, { received: have + received });
  // Whole: it must open as an archive before it joins the list.
  try {
    const a = await openArchive(part, maxBytes);
    a.close();
  } catch (err) {
    await rm(part, { force: true });
    if (err instanceof ArchiveError) return json(422, { error: err.message });
    throw err;
  }
  const { name, file } = await newArchiveFile(config.DATA_DIR, 'uploaded');
  await rename(part, file);
  await auditor(database.db, staff.user)('site.archive_upload', 'site', null, { archive: name, bytes: total });
  return json(200, { received: total, name });
}

async function dropStaleUploads(dir: string): Promise<void> {
  const now = Date.now();
  for (const f of await readdir(dir).catch(() => [] as string[])) {
    if (!f.startsWith('.upload-')) continue;
    const s = await stat(path.join(dir, f)).catch(() => null);
    if (s && now - s.mtimeMs > STALE_UPLOAD_MS) await rm(path.join(dir, f), { force: true });
  }
}
