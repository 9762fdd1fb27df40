// Writes a full-site archive (format.ts) from one consistent snapshot of the
// database (db/snapshot.ts), streamed: one entry is in flight at a time, a
// table is read a page at a time and a picture one at a time, so a large
// media library never sits in memory. The file is written beside its final
// name and renamed into place once complete.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import { ZipFile } from 'yazl';
import type { Db } from '../db/create-db.ts';
import type { VariantFormat } from '../../media/urls.ts';
import type { Database } from '../db/schema.ts';
import { withSnapshot } from '../db/snapshot.ts';
import { appliedMigrations } from '../db/introspect.ts';
import { tablePlans, tableRows, type TablePlan } from '../db/archive-tables.ts';
import { listArchiveMedia } from '../repositories/site-archive.ts';
import { databaseStorage, filesystemStorage, type MediaStorage } from '../media/storage.ts';
import { LEFT_OUT_SETTINGS, LEFT_OUT_TABLES, MEDIA_BYTE_COLUMNS, SCRUBBED_COLUMNS, rowCarried, type Carry } from './contents.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  MANIFEST_ENTRY,
  fileEntry,
  mediaOriginalEntry,
  mediaVariantEntry,
  tableEntry,
  type Manifest,
  type ManifestEntry,
} from './format.ts';

export interface ArchiveSource {
  database: Db;
  mediaStorage: 'database' | 'filesystem';
  /** DATA_DIR: the filesystem driver's pictures are under DATA_DIR/media. */
  dataDir: string;
  siteUrl: string;
  businessName: string;
}

export interface ArchiveProgress {
  step: 'tables' | 'media' | 'finishing';
  done: number;
  total: number;
}

export class ArchiveWriteError extends Error {}

/**
 * Adds one entry and resolves once yazl has read it whole, with its SHA-256 and
 * size. yazl keeps every entry's stream until the archive ends, so the stream
 * must not hold the bytes once read: they are written into it chunk by chunk
 * (a pipeline would tie the source, and with it the bytes, to the stream).
 */
async function addEntry(zip: ZipFile, name: string, source: Iterable<Buffer> | AsyncIterable<Buffer>, compress: boolean) {
  const hash = createHash('sha256');
  let bytes = 0;
  // Hashed on the way through, so only yazl reads the entry (at its own pace).
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const ended = once(counted, 'end');
  zip.addReadStream(counted, name, { compressionLevel: compress ? 6 : 0 });
  for await (const chunk of source) if (!counted.write(chunk)) await once(counted, 'drain');
  counted.end();
  await ended;
  return { name, sha256: hash.digest('hex'), bytes } satisfies ManifestEntry;
}

const encode = (s: string) => Buffer.from(s, 'utf8');
/** A view of the bytes, not a copy (a picture can be megabytes; thousands pass through). */
const view = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

function plainValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  return value;
}

async function writeTable(
  zip: ZipFile,
  snapshot: Kysely<Database>,
  plan: TablePlan,
  carry: Carry,
  files: ManifestEntry[],
): Promise<Manifest['tables'][number]> {
  const scrub = SCRUBBED_COLUMNS[plan.table] ?? {};
  const mediaBytes = MEDIA_BYTE_COLUMNS[plan.table];
  const blobColumns = plan.columns.filter((c) => c.kind === 'blob' && c.name !== mediaBytes).map((c) => c.name);
  let rows = 0;
  let fileNo = 0;
  // A table with stored files writes each file as its own entry first, so its
  // lines wait in memory (they hold names, not bytes); other tables stream.
  const lines: Buffer[] = [];
  async function* encodeRows(): AsyncGenerator<Buffer> {
    for await (const page of tableRows(snapshot, plan)) {
      for (const row of page) {
        if (!rowCarried(plan.table, row, carry)) continue;
        const out: Record<string, unknown> = {};
        for (const c of plan.columns) {
          if (c.name in scrub) out[c.name] = scrub[c.name];
          else if (c.name === mediaBytes) out[c.name] = null;
          else if (blobColumns.includes(c.name)) {
            const value = row[c.name];
            if (value == null) out[c.name] = null;
            else {
              const name = fileEntry(plan.table, ++fileNo);
              files.push(await addEntry(zip, name, [view(value as Uint8Array)], false));
              out[c.name] = name;
            }
          } else out[c.name] = plainValue(row[c.name]);
        }
        rows++;
        yield encode(`${JSON.stringify(out)}\n`);
      }
    }
  }
  let entry: ManifestEntry;
  if (blobColumns.length) {
    for await (const line of encodeRows()) lines.push(line);
    entry = await addEntry(zip, tableEntry(plan.table), lines, true);
  } else {
    entry = await addEntry(zip, tableEntry(plan.table), encodeRows(), true);
  }
  return {
    ...entry,
    table: plan.table,
    rows,
    columns: plan.columns.map((c) => ({
      name: c.name,
      kind: c.name === mediaBytes ? 'blob' : c.kind,
    })),
  };
}

async function writeMedia(
  zip: ZipFile,
  snapshot: Kysely<Database>,
  storage: MediaStorage,
  progress: (done: number, total: number) => void,
): Promise<ManifestEntry[]> {
  const { originals, variants } = await listArchiveMedia(snapshot);
  const total = originals.length + variants.length;
  const out: ManifestEntry[] = [];
  let done = 0;
  for (const mediaId of originals) {
    const bytes = await storage.getOriginal(mediaId);
    // A picture whose original is gone cannot be restored as it was: say so rather than carry half of it.
    if (!bytes) throw new ArchiveWriteError(`The original of picture ${mediaId} is missing from the media storage.`);
    out.push(await addEntry(zip, mediaOriginalEntry(mediaId), [view(bytes)], false));
    progress(++done, total);
  }
  for (const v of variants) {
    const bytes = await storage.getVariant(v.mediaId, v.format as VariantFormat, v.width);
    if (!bytes)
      throw new ArchiveWriteError(`A ${v.width} px ${v.format} of picture ${v.mediaId} is missing from the media storage.`);
    out.push(await addEntry(zip, mediaVariantEntry(v.mediaId, v.format, v.width), [view(bytes)], false));
    progress(++done, total);
  }
  return out;
}

/** Writes the archive to `file` (never over an existing one) and returns its manifest and size. */
export async function writeSiteArchive(
  source: ArchiveSource,
  file: string,
  onProgress: (p: ArchiveProgress) => void = () => {},
): Promise<{ manifest: Manifest; bytes: number }> {
  const partial = `${file}.partial`;
  const zip = new ZipFile();
  const output = createWriteStream(partial, { flags: 'wx' });
  let bytes = 0;
  zip.outputStream.on('data', (chunk: Buffer) => (bytes += chunk.length));
  const written = pipeline(zip.outputStream, output);
  // A failure of the file stream surfaces with the entries, not later.
  written.catch(() => {});
  try {
    const manifest = await withSnapshot(source.database, async (snapshot) => {
      const kind = source.database.kind;
      const migrations = (await appliedMigrations(kind, snapshot)) ?? [];
      if (migrations.length === 0) throw new ArchiveWriteError('This database has no Northmill schema to archive.');
      const plans = await tablePlans(kind, snapshot, (t) => t in LEFT_OUT_TABLES);
      const carry: Carry = { outboxIds: new Set() };
      const files: ManifestEntry[] = [];
      const tables: Manifest['tables'] = [];
      for (const [i, plan] of plans.entries()) {
        tables.push(await writeTable(zip, snapshot, plan, carry, files));
        onProgress({ step: 'tables', done: i + 1, total: plans.length });
      }
      const storage =
        source.mediaStorage === 'filesystem' ? filesystemStorage(snapshot, `${source.dataDir}/media`) : databaseStorage(snapshot);
      const media = await writeMedia(zip, snapshot, storage, (done, total) => onProgress({ step: 'media', done, total }));
      const m: Manifest = {
        format: ARCHIVE_FORMAT,
        formatVersion: ARCHIVE_FORMAT_VERSION,
        createdAt: new Date().toISOString(),
        source: {
          database: kind,
          mediaStorage: source.mediaStorage,
          siteUrl: source.siteUrl,
          businessName: source.businessName,
        },
        migrations,
        tables,
        files,
        media,
        leftOut: {
          tables: Object.fromEntries(Object.entries(LEFT_OUT_TABLES).map(([t, v]) => [t, v.why])),
          settings: `Keys naming a secret, password or token (but newsletter_unsubscribe_secret), and ${Object.keys(LEFT_OUT_SETTINGS).join(', ')}.`,
        },
      };
      return m;
    });
    onProgress({ step: 'finishing', done: 0, total: 1 });
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 1)), MANIFEST_ENTRY, { compress: true });
    zip.end();
    await written;
    await rename(partial, file);
    return { manifest, bytes };
  } catch (err) {
    output.destroy();
    await rm(partial, { force: true });
    throw err;
  }
}
