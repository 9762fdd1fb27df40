// Import benchmark (issue 40): a WordPress export of N posts with two pictures
// each, served from a local HTTP server, imported by the job as the admin
// would; prints progress every 100 posts, the total time and peak RSS.
//   npm run bench:import -- --posts 1000
// With the readers merged (src/lib/server/import/read-file.ts) the WXR is read
// as an upload would be; without them the same posts are handed to the job as
// a bundle and the reading time is not counted (said in the output).
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import sharp from 'sharp';
import { createDb } from '../../src/lib/server/db/create-db.ts';
import { migrateToLatest } from '../../src/lib/server/db/migrate.ts';
import { addressPolicy } from '../../src/lib/server/net/address-policy.ts';
import { runNextImport } from '../../src/lib/server/import/job.ts';
import { getImportRun, insertImportRun } from '../../src/lib/server/repositories/import-runs.ts';
import type { ImportBundle } from '../../src/lib/server/import/model.ts';
import { makeWxr, wxrPosts } from '../../support/wxr-fixture.ts';

const { values } = parseArgs({ options: { posts: { type: 'string', default: '100' } } });
const n = Number(values.posts);
const dir = mkdtempSync(path.join(tmpdir(), 'nm-bench-import-'));
const logger = pino({ level: 'warn' });

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

// Small distinct PNGs: each picture is a different colour, so none is deduplicated.
const server = http.createServer((req, res) => {
  const m = /p(\d+)-(\d+)\.png$/.exec(req.url ?? '');
  if (!m) return void res.writeHead(404).end();
  const seed = Number(m[1]) * 7 + Number(m[2]);
  void sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: (seed * 3) % 256, b: (seed * 11) % 256 } },
  })
    .png()
    .toBuffer()
    .then((png) => res.writeHead(200, { 'Content-Type': 'image/png' }).end(png));
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const posts = wxrPosts(n, base);
const wxr = makeWxr(posts, base);
const file = path.join(dir, 'export.xml');
writeFileSync(file, wxr);

type Reader = (name: string, bytes: Uint8Array) => Promise<ImportBundle>;
const readerPath = '../../src/lib/server/import/read-file.ts';
const reader = await import(readerPath).then((m: { readImportFile: Reader }) => m.readImportFile).catch(() => null);
const bundleOf = async (): Promise<ImportBundle> => {
  if (reader) return reader('export.xml', new Uint8Array(Buffer.from(wxr)));
  return {
    source: 'wordpress',
    generator: 'WordPress 6.4 (WXR 1.2)',
    siteUrl: base,
    fingerprint: createHash('sha256').update(wxr).digest('hex'),
    items: posts.map((p) => ({
      sourceId: String(p.id),
      kind: 'post',
      title: p.title,
      slug: p.slug,
      status: 'published',
      publishedAt: new Date(`${p.date.replace(' ', 'T')}Z`).toISOString(),
      excerpt: '',
      html: p.html.replace(/ \/>/g, '>'),
      featuredImage: null,
      pictures: p.pictures.map((url, k) => ({ url, alt: `Sketch ${k + 1} for post ${p.id}` })),
      categories: ['News'],
      tags: [],
      author: 'admin',
      oldPaths: [`/2024/03/${p.slug}/`, `/?p=${p.id}`],
      notes: [],
    })),
    archivePaths: [{ path: '/category/news/', to: '/blog' }],
    authors: ['admin'],
    skipped: [],
  };
};

const database = createDb({ sqliteFile: path.join(dir, 'site.db') });
await migrateToLatest(database.db);
const started = performance.now();
const first = await bundleOf();
const runId = await insertImportRun(database.db, {
  source: first.source,
  fingerprint: first.fingerprint,
  fileName: 'export.xml',
  filePath: file,
  options: { posts: true, pages: true, drafts: true, pictures: true },
  total: first.items.length,
  createdBy: null,
});
await runNextImport({
  db: database.db,
  logger,
  policy: addressPolicy('127.0.0.1'),
  worker: 'bench',
  loadBundle: async () => first,
  onProgress: (done, total) => {
    if (done % 100 === 0 || done === total) {
      const s = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${done}/${total} posts, ${s} s, RSS ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);
    }
  },
});
const seconds = (performance.now() - started) / 1000;
const run = (await getImportRun(database.db, runId))!;
// The pictures' variants are made off the job by the image queue: wait for them too.
for (;;) {
  const pending = await database.db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('variants_status', '=', 'pending')
    .executeTakeFirstOrThrow();
  if (Number(pending.n) === 0) break;
  await new Promise((r) => setTimeout(r, 200));
}
const variantsSeconds = (performance.now() - started) / 1000;
clearInterval(sampler);
console.log(
  JSON.stringify({
    reader: reader ? 'readImportFile (WXR)' : 'bundle built directly: readers not merged',
    posts: run.createdPosts,
    picturesStored: run.storedPictures,
    picturesFailed: run.failedPictures,
    status: run.status,
    seconds: Number(seconds.toFixed(1)),
    postsPerSecond: Number((run.createdPosts / seconds).toFixed(1)),
    secondsUntilVariantsMade: Number(variantsSeconds.toFixed(1)),
    peakRssMb: Math.round(peakRss / 1048576),
  }),
);
await database.close();
server.close();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
