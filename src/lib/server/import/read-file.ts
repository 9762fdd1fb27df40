// The one door the import job uses: a file the owner uploaded, read by the reader its bytes
// call for (the name only breaks a tie and words the refusal). WordPress exports are XML; Ghost
// exports are JSON, or a zip holding the JSON (then the fingerprint is the zip's, the file
// the owner has and may upload again).
import { readGhost } from './ghost.ts';
import { ImportRefused, type ImportBundle } from './model.ts';
import { fingerprint } from './text.ts';
import { readWxr, type ReadOptions } from './wxr.ts';
import { ghostJsonFromZip } from './zip.ts';

export type ImportFormat = 'wxr' | 'ghost-json' | 'ghost-zip';

/** What the file is, from its first bytes; null when it is none of the three. */
export function detectImportFormat(name: string, bytes: Uint8Array): ImportFormat | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'ghost-zip';
  const head = new TextDecoder('latin1')
    .decode(bytes.subarray(0, 512))
    .replace(/^(\ufeff|ï»¿)/, '')
    .trimStart();
  if (head.startsWith('<')) return 'wxr';
  if (head.startsWith('{') || head.startsWith('[')) return 'ghost-json';
  if (/\.xml$/i.test(name)) return 'wxr';
  if (/\.json$/i.test(name)) return 'ghost-json';
  return null;
}

/** An uploaded export read into the import model; throws ImportRefused with the sentence to show. */
export async function readImportFile(name: string, bytes: Uint8Array, options: ReadOptions = {}): Promise<ImportBundle> {
  if (!bytes.length) throw new ImportRefused(`“${name}” is empty.`);
  switch (detectImportFormat(name, bytes)) {
    case 'wxr':
      return readWxr(bytes, options);
    case 'ghost-json':
      return readGhost(bytes, options);
    case 'ghost-zip':
      return { ...readGhost(await ghostJsonFromZip(bytes), options), fingerprint: fingerprint(bytes) };
    default:
      throw new ImportRefused(
        `“${name}” is neither a WordPress export (.xml, from Tools › Export) nor a Ghost export (.json or .zip, from Settings › Labs › Export).`,
      );
  }
}
