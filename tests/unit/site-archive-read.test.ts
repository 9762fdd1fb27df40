// An uploaded archive is checked before anything in it is unpacked (issue 40):
// its size, what it would unpack to (a zip bomb), its names (no path of its
// own choosing), and that its entries are exactly those its manifest lists.
import { afterAll, describe, expect, it } from 'vitest';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { createHash } from 'node:crypto';
import { ArchiveError, openArchive } from '../../src/lib/server/site-archive/read.ts';
import { ARCHIVE_FORMAT } from '../../src/lib/server/site-archive/format.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'nm-archive-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const MiB = 1024 * 1024;
let n = 0;

async function zip(entries: [string, Buffer][]): Promise<string> {
  const file = path.join(dir, `${++n}.zip`);
  const z = new ZipFile();
  const done = pipeline(z.outputStream, createWriteStream(file));
  for (const [name, bytes] of entries) z.addBuffer(bytes, name);
  z.end();
  await done;
  return file;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
function manifest(tables: [string, Buffer][]): Buffer {
  return Buffer.from(
    JSON.stringify({
      format: ARCHIVE_FORMAT,
      formatVersion: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      source: { database: 'sqlite', mediaStorage: 'database', siteUrl: 'https://x.example', businessName: 'X' },
      migrations: ['0001_initial'],
      tables: tables.map(([name, bytes]) => ({
        name,
        sha256: sha(bytes),
        bytes: bytes.length,
        table: name.slice('tables/'.length, -'.jsonl'.length),
        rows: 1,
        columns: [{ name: 'id', kind: 'plain' }],
      })),
      files: [],
      media: [],
      leftOut: { tables: {}, settings: '' },
    }),
  );
}

describe('opening an archive', () => {
  const row = Buffer.from('{"id":"a"}\n');

  it('opens a well-formed one and checks each entry as it streams', async () => {
    const file = await zip([
      ['tables/offers.jsonl', row],
      ['manifest.json', manifest([['tables/offers.jsonl', row]])],
    ]);
    const a = await openArchive(file, MiB);
    expect((await a.readEntry(a.manifest.tables[0]!)).toString()).toBe(row.toString());
    a.close();
  });

  it('refuses a file over the size bound, naming the setting', async () => {
    const file = path.join(dir, 'big.zip');
    writeFileSync(file, Buffer.alloc(2 * MiB));
    await expect(openArchive(file, MiB)).rejects.toThrow(/up to 1\.0 MB \(ARCHIVE_MAX_MB\)/);
  });

  it('refuses a zip bomb by what it would unpack to, before inflating anything', async () => {
    const zeros = Buffer.alloc(20 * MiB); // deflates to about 20 KB
    const file = await zip([
      ['tables/offers.jsonl', zeros],
      ['manifest.json', manifest([['tables/offers.jsonl', zeros]])],
    ]);
    await expect(openArchive(file, MiB)).rejects.toThrow(/would unpack to more than 4\.0 MB/);
  });

  it('refuses names it does not write, entries the manifest does not list, and a zip that is not an archive', async () => {
    // yazl will not write '../': write a name of the same length, then change it in the bytes.
    const evil = await zip([
      ['aa/aa/etc/cron.d/x', row],
      ['manifest.json', manifest([])],
    ]);
    writeFileSync(evil, Buffer.from(readFileSync(evil).toString('latin1').replaceAll('aa/aa/', '../../'), 'latin1'));
    await expect(openArchive(evil, MiB)).rejects.toBeInstanceOf(ArchiveError);
    const extra = await zip([
      ['tables/offers.jsonl', row],
      ['manifest.json', manifest([])],
    ]);
    await expect(openArchive(extra, MiB)).rejects.toThrow(/which its manifest does not list/);
    const missing = await zip([['manifest.json', manifest([['tables/offers.jsonl', row]])]]);
    await expect(openArchive(missing, MiB)).rejects.toThrow(/is missing/);
    const other = await zip([['readme.txt', row]]);
    await expect(openArchive(other, MiB)).rejects.toThrow(/unexpected entry/);
    const notZip = path.join(dir, 'not.zip');
    writeFileSync(notZip, '<html>');
    await expect(openArchive(notZip, MiB)).rejects.toThrow(/not a site archive/);
  });

  it('fails an entry whose bytes differ from the manifest when it is read', async () => {
    const other = Buffer.from('{"id":"b"}\n');
    const file = await zip([
      ['tables/offers.jsonl', other],
      ['manifest.json', manifest([['tables/offers.jsonl', row]])],
    ]);
    const a = await openArchive(file, MiB);
    await expect(a.readEntry(a.manifest.tables[0]!)).rejects.toThrow(/does not match its checksum/);
    a.close();
  });
});
