// A Ghost export that comes as a .zip (Ghost's own download, or a migration tool's, with the
// JSON and sometimes its pictures). Only the JSON is unpacked, and only after its declared size
// and packing ratio look like a real export: a zip bomb declares a small file that inflates
// without end, or a huge one. yauzl's validateEntrySizes stops an entry that inflates past what
// it declared, and the read below stops at the limit whatever the header said. The same checks
// as the site archive reader (site-archive/read.ts), which reads files from disk and expects
// its own manifest, so its helper does not fit here.
import yauzl from 'yauzl';
import { ImportRefused } from './model.ts';

export const ZIP_LIMITS = {
  /** Entries in the zip: a Ghost export with every picture has a few thousand. */
  maxEntries: 20_000,
  /** The JSON unpacked: tens of MB for thousands of posts. */
  maxJsonBytes: 200 * 1024 * 1024,
  /** JSON packs about 5–15 to 1; far beyond that is a bomb. */
  maxRatio: 200,
};

const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;

function open(bytes: Uint8Array): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (err, zip) =>
        err || !zip
          ? reject(new ImportRefused(`The .zip file cannot be read (${err?.message ?? 'not a zip'}): it may be damaged.`))
          : resolve(zip),
    ),
  );
}

function entries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const out: yauzl.Entry[] = [];
    zip.on('entry', (e: yauzl.Entry) => {
      out.push(e);
      zip.readEntry();
    });
    zip.on('end', () => resolve(out));
    zip.on('error', (err: Error) => reject(new ImportRefused(`The .zip file is damaged: ${err.message}.`)));
    zip.readEntry();
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream)
        return reject(
          new ImportRefused(`“${entry.fileName}” in the zip cannot be unpacked: ${err?.message ?? 'unknown error'}.`),
        );
      const chunks: Buffer[] = [];
      let n = 0;
      stream.on('data', (c: Buffer) => {
        n += c.length;
        if (n > limit) {
          stream.destroy();
          reject(
            new ImportRefused(`“${entry.fileName}” unpacks to more than ${mb(limit)}: refused (a damaged or hostile file).`),
          );
        } else chunks.push(c);
      });
      stream.on('error', (e: Error) =>
        reject(
          e instanceof ImportRefused
            ? e
            : /too many bytes/i.test(e.message)
              ? new ImportRefused(
                  `“${entry.fileName}” unpacks to more than the zip says it holds (a zip bomb or a damaged file): refused.`,
                )
              : new ImportRefused(`“${entry.fileName}” in the zip is damaged (${e.message}): refused.`),
        ),
      );
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/** The Ghost export JSON inside a zip, checked for size before it is unpacked. */
export async function ghostJsonFromZip(bytes: Uint8Array, limits = ZIP_LIMITS): Promise<Buffer> {
  const zip = await open(bytes);
  try {
    if (zip.entryCount > limits.maxEntries)
      throw new ImportRefused(`The zip holds ${zip.entryCount} files; an export has at most ${limits.maxEntries}.`);
    const all = await entries(zip);
    const json = all.filter((e) => /\.json$/i.test(e.fileName) && !/(^|\/)(__MACOSX|\.)/.test(e.fileName));
    if (!json.length) throw new ImportRefused('The zip holds no .json file, so it is not a Ghost export.');
    if (json.length > 1)
      throw new ImportRefused(
        `The zip holds ${json.length} .json files (${json
          .slice(0, 3)
          .map((e) => e.fileName)
          .join(', ')}); a Ghost export has one.`,
      );
    const entry = json[0]!;
    if (entry.isEncrypted())
      throw new ImportRefused(`“${entry.fileName}” is encrypted in the zip: unpack it and upload the .json file.`);
    if (entry.uncompressedSize > limits.maxJsonBytes)
      throw new ImportRefused(
        `“${entry.fileName}” would unpack to ${mb(entry.uncompressedSize)}; at most ${mb(limits.maxJsonBytes)} is accepted.`,
      );
    if (entry.compressedSize > 0 && entry.uncompressedSize / entry.compressedSize > limits.maxRatio)
      throw new ImportRefused(
        `“${entry.fileName}” is packed ${Math.round(entry.uncompressedSize / entry.compressedSize)} to 1, far beyond any real export (a zip bomb): refused.`,
      );
    return await readEntry(zip, entry, Math.min(limits.maxJsonBytes, entry.uncompressedSize));
  } finally {
    zip.close();
  }
}
