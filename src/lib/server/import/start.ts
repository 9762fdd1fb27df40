// From an uploaded file to a queued run: what the file holds (shown before
// anything is written) and the run the owner starts with their choices. The
// file is read by the readers of the import-formats work (read-file.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertImportRun, type ImportOptions } from '../repositories/import-runs.ts';
import { readImportFile } from './read-file.ts';
import { itemsToImport, summariseBundle, type BundleSummary } from './choose.ts';
import { ImportRefused, type ImportBundle } from './model.ts';
import { readUpload } from './upload-file.ts';
import { getRuntime } from '../foundation/runtime.ts';

/** Pictures on a network the server may fetch from (OUTBOUND_ALLOW_NETWORKS) are not noted as refused. */
const readOptions = () => ({ allowNetworks: getRuntime().config.OUTBOUND_ALLOW_NETWORKS });

export type Preview = { ok: true; name: string; summary: BundleSummary } | { ok: false; message: string };

async function bundleOf(
  dataDir: string,
  uploadId: string,
): Promise<{ bundle: ImportBundle; name: string; path: string } | string> {
  const upload = await readUpload(dataDir, uploadId);
  if (!upload) return 'That upload is no longer on the server: upload the file again.';
  try {
    return { bundle: await readImportFile(upload.name, upload.bytes, readOptions()), name: upload.name, path: upload.path };
  } catch (err) {
    if (err instanceof ImportRefused) return err.message;
    throw err;
  }
}

export async function previewUpload(dataDir: string, uploadId: string): Promise<Preview> {
  const read = await bundleOf(dataDir, uploadId);
  if (typeof read === 'string') return { ok: false, message: read };
  return { ok: true, name: read.name, summary: summariseBundle(read.bundle) };
}

export async function startImport(
  db: Kysely<Database>,
  dataDir: string,
  r: { uploadId: string; options: ImportOptions; createdBy: string },
): Promise<{ ok: true; runId: string } | { ok: false; message: string }> {
  const read = await bundleOf(dataDir, r.uploadId);
  if (typeof read === 'string') return { ok: false, message: read };
  const total = itemsToImport(read.bundle, r.options).chosen.length;
  if (total === 0) return { ok: false, message: 'With those choices there is nothing to import: tick posts or pages.' };
  const runId = await insertImportRun(db, {
    source: read.bundle.source,
    fingerprint: read.bundle.fingerprint,
    fileName: read.name,
    filePath: read.path,
    options: r.options,
    total,
    createdBy: r.createdBy,
  });
  return { ok: true, runId };
}

/** The job's loader: the run's file, read again (a restarted instance has only the file). */
export async function loadRunBundle(run: { fileName: string; filePath: string | null }): Promise<ImportBundle> {
  if (!run.filePath) throw new ImportRefused('The uploaded file of this import is gone.');
  const { readFile } = await import('node:fs/promises');
  return readImportFile(run.fileName, new Uint8Array(await readFile(run.filePath)), readOptions());
}
