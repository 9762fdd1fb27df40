// An uploaded export, streamed from a plain HTML form (multipart) straight to
// a file under DATA_DIR/imports: never held in memory whole, cut off past the
// limit. The file waits there until its run is done (or a day, housekeeping).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';

export const IMPORT_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
const UPLOAD_ID = /^[0-9a-f-]{36}$/;

export const UPLOAD_REFUSALS = {
  empty: 'Choose an export file to upload.',
  size: 'That file is larger than 100 MB. Export without media, or split the export by date.',
} as const;

export class UploadRefused extends Error {
  readonly code: keyof typeof UPLOAD_REFUSALS;
  constructor(code: keyof typeof UPLOAD_REFUSALS) {
    super(UPLOAD_REFUSALS[code]);
    this.code = code;
  }
}

export const importsDir = (dataDir: string) => path.join(path.resolve(dataDir), 'imports');

export function uploadPath(dataDir: string, id: string): string | null {
  return UPLOAD_ID.test(id) ? path.join(importsDir(dataDir), `${id}.upload`) : null;
}

/** Saves the form's one file; returns its id and the name it had on the owner's computer. */
export async function saveUpload(request: Request, dataDir: string): Promise<{ id: string; name: string }> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data') || !request.body) throw new UploadRefused('empty');
  await mkdir(importsDir(dataDir), { recursive: true });
  const id = randomUUID();
  const target = uploadPath(dataDir, id)!;
  let name = '';
  let written: Promise<void> | null = null;
  let tooBig = false;
  const parser = busboy({ headers: { 'content-type': type }, limits: { files: 1, fileSize: IMPORT_UPLOAD_MAX_BYTES } });
  parser.on('file', (field, stream, info) => {
    if (field !== 'file' || written) return void stream.resume();
    name = path.basename(info.filename || 'export').slice(0, 200);
    stream.on('limit', () => {
      tooBig = true;
    });
    written = pipeline(stream, createWriteStream(target));
  });
  await pipeline(Readable.fromWeb(request.body as import('node:stream/web').ReadableStream), parser);
  if (written) await written;
  if (tooBig) {
    await rm(target, { force: true });
    throw new UploadRefused('size');
  }
  if (!written || !name) throw new UploadRefused('empty');
  await writeFile(`${target}.name`, name);
  return { id, name };
}

/** The bytes and original name of an upload, or null when it is gone. */
export async function readUpload(dataDir: string, id: string): Promise<{ name: string; bytes: Uint8Array; path: string } | null> {
  const file = uploadPath(dataDir, id);
  if (!file) return null;
  try {
    const [bytes, name] = await Promise.all([readFile(file), readFile(`${file}.name`, 'utf8')]);
    return { name, bytes: new Uint8Array(bytes), path: file };
  } catch {
    return null;
  }
}

export async function removeUpload(file: string): Promise<void> {
  await Promise.all([rm(file, { force: true }), rm(`${file}.name`, { force: true })]);
}
