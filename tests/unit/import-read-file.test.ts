// Issue 40 items 1, 2 and 5: one entry point picks the reader by the file's bytes; a zipped
// Ghost export is unpacked only after its sizes look like a real export (zip bombs refused).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { ImportRefused } from '../../src/lib/server/import/model.ts';
import { detectImportFormat, readImportFile } from '../../src/lib/server/import/read-file.ts';
import { fingerprint } from '../../src/lib/server/import/text.ts';
import { ghostJsonFromZip } from '../../src/lib/server/import/zip.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/import/${name}`, import.meta.url));
const refusedWith = async (promise: Promise<unknown>): Promise<string> => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImportRefused);
  return (err as Error).message;
};
function zipOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, body] of Object.entries(files)) zip.addBuffer(Buffer.from(body), name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

describe('detectImportFormat', () => {
  it('tells WXR, Ghost JSON and a zip apart by their first bytes, whatever the name says', () => {
    expect(detectImportFormat('export.json', fixture('wordpress-4.9-classic.xml'))).toBe('wxr');
    expect(detectImportFormat('export.xml', fixture('ghost-2.25-mobiledoc.json'))).toBe('ghost-json');
    expect(detectImportFormat('export.json', fixture('ghost-5.79-lexical.zip'))).toBe('ghost-zip');
    expect(detectImportFormat('notes.txt', Buffer.from('hello'))).toBeNull();
    expect(detectImportFormat('site.xml', Buffer.from('\ufeff  <?xml version="1.0"?>'))).toBe('wxr');
  });
});

describe('readImportFile', () => {
  it('reads a WordPress export and a Ghost export through one door', async () => {
    expect((await readImportFile('site.xml', fixture('wordpress-6.4-blocks.xml'))).source).toBe('wordpress');
    expect((await readImportFile('site.json', fixture('ghost-4.41-mobiledoc-html.json'))).source).toBe('ghost');
  });

  it('reads a zipped Ghost export, fingerprinted by the zip the owner holds', async () => {
    const zipped = await readImportFile('crumb.zip', fixture('ghost-5.79-lexical.zip'));
    const plain = await readImportFile('crumb.json', fixture('ghost-5.79-lexical.json'));
    expect(zipped.items).toEqual(plain.items);
    expect(zipped.fingerprint).toBe(fingerprint(fixture('ghost-5.79-lexical.zip')));
    expect(zipped.fingerprint).not.toBe(plain.fingerprint);
  });

  it('passes the owner’s old address to the reader', async () => {
    const bundle = await readImportFile('bore.json', fixture('ghost-4.41-mobiledoc-html.json'), {
      siteUrl: 'https://severnwatch.example',
    });
    expect(bundle.siteUrl).toBe('https://severnwatch.example');
  });

  it('refuses an empty file and one that is neither export', async () => {
    expect(await refusedWith(readImportFile('empty.xml', new Uint8Array()))).toBe('“empty.xml” is empty.');
    expect(await refusedWith(readImportFile('notes.txt', Buffer.from('Dear diary')))).toMatch(
      /neither a WordPress export .* nor a Ghost export/,
    );
  });

  it('refuses a zip bomb that declares its size (packed beyond any real export) before inflating it', async () => {
    expect(await refusedWith(readImportFile('bomb.zip', fixture('ghost-zip-bomb-ratio.zip')))).toMatch(
      /packed \d+ to 1.*zip bomb/,
    );
  });

  it('refuses a zip bomb whose header lies about its size, stopping once it inflates past it', async () => {
    expect(await refusedWith(readImportFile('bomb.zip', fixture('ghost-zip-bomb-lying-sizes.zip')))).toMatch(
      /unpacks to more than the zip says it holds/,
    );
  });

  it('refuses a JSON entry declared larger than the limit, a zip with no JSON or two, and a damaged zip', async () => {
    const big = await zipOf({ 'export.json': JSON.stringify({ db: [{ data: { posts: [] } }] }) + ' '.repeat(4000) });
    expect(await refusedWith(ghostJsonFromZip(big, { maxEntries: 10, maxJsonBytes: 1000, maxRatio: 10_000 }))).toMatch(
      /would unpack to/,
    );
    expect(await refusedWith(readImportFile('pics.zip', await zipOf({ 'content/images/a.jpg': 'x' })))).toMatch(/no \.json file/);
    expect(await refusedWith(readImportFile('two.zip', await zipOf({ 'a.json': '{}', 'b.json': '{}' })))).toMatch(
      /2 \.json files/,
    );
    const many = await zipOf({ 'a.json': '{}', 'b.txt': '', 'c.txt': '' });
    expect(await refusedWith(ghostJsonFromZip(many, { maxEntries: 2, maxJsonBytes: 1000, maxRatio: 100 }))).toMatch(
      /holds 3 files/,
    );
    const damaged = fixture('ghost-5.79-lexical.zip').subarray(0, 200);
    expect(await refusedWith(readImportFile('cut.zip', Buffer.concat([damaged])))).toMatch(/cannot be read|damaged/);
  });

  it('ignores macOS metadata beside the JSON in a zip', async () => {
    const zip = await zipOf({ 'export.json': fixture('ghost-2.25-mobiledoc.json'), '__MACOSX/._export.json': 'junk' });
    expect((await readImportFile('export.zip', zip)).items).toHaveLength(3);
  });
});
