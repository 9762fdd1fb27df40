// Archives on disk, in DATA_DIR/backups: the file name says when (UTC) and
// what made it (admin/backups.ts), so the list is the folder itself and needs
// no reading of the archives. Names are checked against that pattern before
// any path is made from one.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ARCHIVE_FILE, type ArchiveKind } from '../../admin/backups.ts';

export interface ArchiveFile {
  name: string;
  kind: ArchiveKind;
  /** When it was made (from its name, UTC). */
  createdAt: string;
  size: number;
}

export const backupsDir = (dataDir: string) => path.resolve(dataDir, 'backups');

/** 20261128-201735: the UTC instant, sortable as text (an archive's name, not a calendar day). */
function stampOf(d: Date): string {
  return d.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
}

function parseName(name: string): { kind: ArchiveKind; createdAt: string } | null {
  const m = ARCHIVE_FILE.exec(name);
  if (!m) return null;
  const [d, t] = [m[1]!, m[2]!];
  const createdAt = `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4, 6)}.000Z`;
  return { kind: m[3] as ArchiveKind, createdAt };
}

/** The path of a listed archive, or null for any name that is not one (no path of a caller's making). */
export function archivePath(dataDir: string, name: string): string | null {
  if (!parseName(name)) return null;
  const file = path.join(backupsDir(dataDir), name);
  return existsSync(file) ? file : null;
}

/** A new archive's file name, not yet taken. */
export async function newArchiveFile(
  dataDir: string,
  kind: ArchiveKind,
  at = new Date(),
): Promise<{ name: string; file: string }> {
  const dir = backupsDir(dataDir);
  await mkdir(dir, { recursive: true });
  for (let n = 1; n < 1000; n++) {
    const name = `northmill-${stampOf(at)}-${kind}${n > 1 ? `-${n}` : ''}.zip`;
    const file = path.join(dir, name);
    if (!existsSync(file) && !existsSync(`${file}.partial`)) return { name, file };
  }
  throw new Error('Too many archives made in one second.');
}

/** Every archive in the folder, newest first (a file still being written ends in .partial and is not listed). */
export async function listArchives(dataDir: string): Promise<ArchiveFile[]> {
  const dir = backupsDir(dataDir);
  if (!existsSync(dir)) return [];
  const out: ArchiveFile[] = [];
  for (const name of await readdir(dir)) {
    const parsed = parseName(name);
    if (!parsed) continue;
    const s = await stat(path.join(dir, name)).catch(() => null);
    if (s?.isFile()) out.push({ name, ...parsed, size: s.size });
  }
  return out.sort((a, b) => (a.name < b.name ? 1 : -1));
}

export async function deleteArchive(dataDir: string, name: string): Promise<boolean> {
  const file = archivePath(dataDir, name);
  if (!file) return false;
  await rm(file, { force: true });
  return true;
}

/** Nightly and before-restore archives older than `keepDays` go; exported and uploaded ones stay until deleted. */
export async function pruneArchives(dataDir: string, keepDays: number, now = Date.now()): Promise<string[]> {
  const cutoff = now - keepDays * 24 * 60 * 60 * 1000;
  const gone: string[] = [];
  for (const a of await listArchives(dataDir)) {
    if ((a.kind === 'daily' || a.kind === 'safety') && new Date(a.createdAt).getTime() < cutoff) {
      await rm(path.join(backupsDir(dataDir), a.name), { force: true });
      gone.push(a.name);
    }
  }
  return gone;
}
