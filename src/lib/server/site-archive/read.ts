// Opens a site archive for restoring, and refuses one that is not what it
// claims before anything is unpacked: the file's size, the number of entries,
// their names (only names format.ts writes), the unpacked total (a zip bomb
// declares small sizes or huge ones: yauzl refuses an entry that inflates past
// its declared size), the manifest's shape, and that the entries are exactly
// those the manifest lists. Each entry is then read through `openEntry`,
// which checks its SHA-256 as it streams.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import yauzl from 'yauzl';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  ARCHIVE_LIMITS,
  MANIFEST_ENTRY,
  isArchiveEntryName,
  manifestSchema,
  type Manifest,
  type ManifestEntry,
} from './format.ts';

export class ArchiveError extends Error {}

const MiB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MiB).toFixed(bytes < 10 * MiB ? 1 : 0)} MB`;

export interface OpenArchive {
  manifest: Manifest;
  /** Bytes of the archive file. */
  bytes: number;
  /** The entry's bytes as a stream that fails at its end if they differ from the manifest's hash. */
  openEntry(entry: ManifestEntry): Promise<Readable>;
  /** A whole entry in memory (stored files and pictures, at most ARCHIVE_LIMITS.maxFileBytes). */
  readEntry(entry: ManifestEntry): Promise<Buffer>;
  close(): void;
}

function readAll(stream: Readable, limit: number, what: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let n = 0;
    stream.on('data', (c: Buffer) => {
      n += c.length;
      if (n > limit) {
        stream.destroy();
        reject(new ArchiveError(`${what} is larger than ${mb(limit)}.`));
      } else chunks.push(c);
    });
    stream.on('error', (err) =>
      reject(err instanceof ArchiveError ? err : new ArchiveError(`${what} cannot be read: ${err.message}`)),
    );
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Opens and checks an archive: throws ArchiveError with a sentence a person can act on. */
export async function openArchive(file: string, maxArchiveBytes: number): Promise<OpenArchive> {
  const size = (await stat(file)).size;
  if (size > maxArchiveBytes)
    throw new ArchiveError(
      `The archive is ${mb(size)}; this site accepts archives up to ${mb(maxArchiveBytes)} (ARCHIVE_MAX_MB).`,
    );
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true });
  } catch (err) {
    throw new ArchiveError(`This file is not a site archive (not a readable zip: ${(err as Error).message}).`);
  }
  try {
    const maxUnpacked = maxArchiveBytes * ARCHIVE_LIMITS.unpackedPerPackedByte;
    if (zip.entryCount > ARCHIVE_LIMITS.maxEntries)
      throw new ArchiveError(`The archive holds ${zip.entryCount} entries; at most ${ARCHIVE_LIMITS.maxEntries} are accepted.`);
    const entries = new Map<string, yauzl.Entry>();
    let unpacked = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (e: yauzl.Entry) => {
        if (!isArchiveEntryName(e.fileName))
          return reject(new ArchiveError(`The archive holds an unexpected entry, "${e.fileName.slice(0, 120)}".`));
        if (entries.has(e.fileName)) return reject(new ArchiveError(`The archive holds "${e.fileName}" twice.`));
        if (e.isEncrypted() || !e.canDecodeFileData())
          return reject(new ArchiveError(`"${e.fileName}" is encrypted or packed in a way this site cannot read.`));
        unpacked += e.uncompressedSize;
        if (unpacked > maxUnpacked)
          return reject(
            new ArchiveError(`The archive would unpack to more than ${mb(maxUnpacked)}: refused (a damaged or hostile file).`),
          );
        entries.set(e.fileName, e);
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', (err: Error) => reject(new ArchiveError(`The archive is damaged: ${err.message}`)));
      zip.readEntry();
    });

    const rawManifest = entries.get(MANIFEST_ENTRY);
    if (!rawManifest) throw new ArchiveError('This zip is not a site archive: it has no manifest.json.');
    if (rawManifest.uncompressedSize > ARCHIVE_LIMITS.maxManifestBytes)
      throw new ArchiveError("The archive's manifest is too large.");
    const text = (
      await readAll(await zip.openReadStreamPromise(rawManifest), ARCHIVE_LIMITS.maxManifestBytes, 'The manifest')
    ).toString('utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ArchiveError("The archive's manifest is not valid JSON.");
    }
    if ((parsed as { format?: unknown })?.format !== ARCHIVE_FORMAT)
      throw new ArchiveError('This zip is not a Northmill site archive.');
    const result = manifestSchema.safeParse(parsed);
    if (!result.success)
      throw new ArchiveError(`The archive's manifest is damaged (${result.error.issues[0]?.path.join('.') || 'shape'}).`);
    const manifest = result.data;
    if (manifest.formatVersion > ARCHIVE_FORMAT_VERSION)
      throw new ArchiveError(
        `The archive was written in format ${manifest.formatVersion}; this version of the site reads format ${ARCHIVE_FORMAT_VERSION}. Upgrade the site first.`,
      );

    // Exactly the entries the manifest lists, each of the size it says.
    const listed = [...manifest.tables, ...manifest.files, ...manifest.media];
    const names = new Set<string>();
    for (const e of listed) {
      const z = entries.get(e.name);
      if (!z) throw new ArchiveError(`The archive is incomplete: "${e.name}" is missing.`);
      if (z.uncompressedSize !== e.bytes)
        throw new ArchiveError(`"${e.name}" is not the size the manifest gives: the archive is damaged.`);
      if (e.bytes > ARCHIVE_LIMITS.maxFileBytes && !e.name.startsWith('tables/'))
        throw new ArchiveError(`"${e.name}" is larger than ${mb(ARCHIVE_LIMITS.maxFileBytes)}.`);
      if (names.has(e.name)) throw new ArchiveError(`The manifest lists "${e.name}" twice.`);
      names.add(e.name);
    }
    for (const name of entries.keys())
      if (name !== MANIFEST_ENTRY && !names.has(name))
        throw new ArchiveError(`The archive holds "${name}", which its manifest does not list.`);
    if (new Set(manifest.tables.map((t) => t.table)).size !== manifest.tables.length)
      throw new ArchiveError('The manifest lists a table twice.');

    const openEntry = async (e: ManifestEntry): Promise<Readable> => {
      const raw = await zip.openReadStreamPromise(entries.get(e.name)!);
      const hash = createHash('sha256');
      const checked = new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          done(null, chunk);
        },
        flush(done) {
          const got = hash.digest('hex');
          done(got === e.sha256 ? null : new ArchiveError(`"${e.name}" does not match its checksum: the archive is damaged.`));
        },
      });
      raw.on('error', (err) =>
        checked.destroy(err instanceof ArchiveError ? err : new ArchiveError(`"${e.name}" cannot be unpacked: ${err.message}`)),
      );
      return raw.pipe(checked);
    };
    return {
      manifest,
      bytes: size,
      openEntry,
      readEntry: async (e) => readAll(await openEntry(e), ARCHIVE_LIMITS.maxFileBytes, `"${e.name}"`),
      close: () => zip.close(),
    };
  } catch (err) {
    zip.close();
    throw err;
  }
}
