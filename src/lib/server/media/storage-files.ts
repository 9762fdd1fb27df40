// The filesystem driver's file handling: one folder per picture, written
// atomically (a temporary file renamed into place) so a reader never sees half
// a picture. Paths come from server-made ids, formats and widths only.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { VariantFormat } from '../../media/urls.ts';

const SAFE_ID = /^[0-9a-f-]{36}$/;

export function filesystemBytes(dir: string) {
  const folder = (mediaId: string) => {
    if (!SAFE_ID.test(mediaId)) throw new Error(`Unexpected media id ${JSON.stringify(mediaId)}`);
    return path.resolve(dir, mediaId.slice(0, 2), mediaId);
  };
  return {
    originalPath: (mediaId: string) => path.join(folder(mediaId), 'original'),
    variantPath: (mediaId: string, format: VariantFormat, width: number) => path.join(folder(mediaId), `${width}.${format}`),
    async write(file: string, bytes: Uint8Array): Promise<void> {
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async read(file: string): Promise<Uint8Array | undefined> {
      try {
        return new Uint8Array(await readFile(file));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    remove: (mediaId: string) => rm(folder(mediaId), { recursive: true, force: true }),
  };
}
