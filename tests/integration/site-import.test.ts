// Issue 40 (items 1, 2, 5), the application side: the import job writes a
// bundle into the blog under a lease, adds nothing twice, resolves slug
// clashes, fetches pictures through the outbound guard, resumes after a crash
// and is undone exactly; old addresses answer 301.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import sharp from 'sharp';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { bundle, item, itemWithPictures } from '../helpers/import-bundles.ts';
import type { ImportBundle } from '../../src/lib/server/import/model.ts';
import { addressPolicy } from '../../src/lib/server/net/address-policy.ts';
import { runNextImport } from '../../src/lib/server/import/job.ts';
import { undoImport } from '../../src/lib/server/import/undo.ts';
import { getImportRun, insertImportRun, type ImportOptions } from '../../src/lib/server/repositories/import-runs.ts';
import { insertPost, listAllPosts } from '../../src/lib/server/repositories/blog-posts.ts';
import { listRedirects } from '../../src/lib/server/repositories/redirects.ts';
import { redirectTarget, forgetRedirectMap } from '../../src/lib/server/import/redirect-map.ts';
import type { Database } from '../../src/lib/server/db/schema.ts';
import type { Kysely } from 'kysely';

const logger = pino({ level: 'silent' });
const ALL: ImportOptions = { posts: true, pages: true, drafts: true, pictures: true };

let server: http.Server;
let base = '';
let served = 0;
beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3d7ac8' } })
    .png()
    .toBuffer();
  server = http.createServer((req, res) => {
    served++;
    if (req.url?.startsWith('/img/')) {
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.end(png);
    } else if (req.url === '/text.png') {
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.end('not a picture at all');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function startRun(db: Kysely<Database>, b: ImportBundle, options = ALL) {
  return insertImportRun(db, {
    source: b.source,
    fingerprint: b.fingerprint,
    fileName: 'export.xml',
    filePath: '/nowhere',
    options,
    total: b.items.length,
    createdBy: null,
  });
}

function deps(db: Kysely<Database>, b: ImportBundle, over: Partial<Parameters<typeof runNextImport>[0]> = {}) {
  return {
    db,
    logger,
    policy: addressPolicy('127.0.0.1'),
    worker: 'test-worker',
    loadBundle: async () => b,
    ...over,
  };
}

describe.each(testDatabases())('site import on %s', (kind) => {
  let t: TestDb;
  let db: Kysely<Database>;
  beforeEach(async () => {
    t = await openTestDb(kind);
    db = t.database.db;
    forgetRedirectMap();
    return () => t.cleanup();
  });

  it('imports a bundle as blog posts: published, draft and scheduled, with categories, tags and excerpt', async () => {
    const b = bundle([
      item({ sourceId: '1', categories: ['News', 'Guides'], tags: ['a', 'b'] }),
      item({ sourceId: '2', status: 'draft', publishedAt: null }),
      item({ sourceId: '3', status: 'scheduled', publishedAt: '2099-01-01T09:00:00.000Z' }),
      item({ sourceId: '4', kind: 'page', slug: 'about-us' }),
    ]);
    const id = await startRun(db, b);
    expect(await runNextImport(deps(db, b))).toBe(id);
    const run = (await getImportRun(db, id))!;
    expect(run.status).toBe('done');
    expect(run.done).toBe(4);
    expect(run.createdPosts).toBe(4);
    const posts = await listAllPosts(db);
    const bySlug = new Map(posts.map((p) => [p.slug, p]));
    expect(bySlug.get('post-1')).toMatchObject({
      published: true,
      category: 'News',
      tags: ['Guides', 'a', 'b'],
      excerpt: 'What post 1 is about.',
    });
    expect(bySlug.get('post-2')).toMatchObject({ published: false });
    expect(bySlug.get('post-3')).toMatchObject({ published: true, publishedAt: '2099-01-01T09:00:00.000Z' });
    expect(bySlug.get('about-us')).toBeDefined();
    expect(run.report.items.find((i) => i.sourceId === '4')!.notes.join(' ')).toMatch(/page on the old site/);
  });

  it('the owner imports the same file twice: the second run adds nothing', async () => {
    const b = bundle([item({ sourceId: '1' }), item({ sourceId: '2' })]);
    await startRun(db, b);
    await runNextImport(deps(db, b));
    const second = await startRun(db, b);
    await runNextImport(deps(db, b));
    expect((await listAllPosts(db)).length).toBe(2);
    const run = (await getImportRun(db, second))!;
    expect(run.createdPosts).toBe(0);
    expect(run.report.items.map((i) => i.outcome)).toEqual(['exists', 'exists']);
  });

  it('a slug already taken gets -2, and the report says so', async () => {
    await insertPost(db, {
      title: 'Ours',
      slug: 'post-1',
      excerpt: '',
      content: '<p>x</p>',
      author: '',
      category: '',
      tags: [],
      featured: false,
      published: true,
      publishedAt: '2024-01-01T00:00:00.000Z',
      metaTitle: '',
      metaDescription: '',
    });
    const b = bundle([item({ sourceId: '1' })]);
    const id = await startRun(db, b);
    await runNextImport(deps(db, b));
    expect((await listAllPosts(db)).map((p) => p.slug).sort()).toEqual(['post-1', 'post-1-2']);
    const run = (await getImportRun(db, id))!;
    expect(run.report.items[0]!.slug).toBe('post-1-2');
    expect(await redirectTarget(db, '/2024/03/post-1/', '')).toBe('/blog/post-1-2');
  });

  it('undo removes exactly what the run added: its posts, pictures and redirects', async () => {
    await insertPost(db, {
      title: 'Ours',
      slug: 'ours',
      excerpt: '',
      content: '<p>x</p>',
      author: '',
      category: '',
      tags: [],
      featured: false,
      published: true,
      publishedAt: '2024-01-01T00:00:00.000Z',
      metaTitle: '',
      metaDescription: '',
    });
    const b = bundle([itemWithPictures('1', [`${base}/img/a.png`]), item({ sourceId: '2' })]);
    const id = await startRun(db, b);
    await runNextImport(deps(db, b));
    expect((await listRedirects(db)).length).toBeGreaterThan(0);
    const media = await db.selectFrom('media').select('id').execute();
    expect(media.length).toBe(1);
    const outcome = await undoImport(db, logger, id);
    expect(outcome).toMatchObject({ undone: true, posts: 2, pictures: 1 });
    expect((await listAllPosts(db)).map((p) => p.slug)).toEqual(['ours']);
    expect(await listRedirects(db)).toEqual([]);
    expect(await db.selectFrom('media').select('id').execute()).toEqual([]);
    expect((await getImportRun(db, id))!.status).toBe('undone');
    // Undone, the same file imports afresh.
    await startRun(db, b);
    await runNextImport(deps(db, b));
    expect((await listAllPosts(db)).length).toBe(3);
  });

  it('a run whose instance died (lease lapsed) is picked up again and carries on where it stopped', async () => {
    const b = bundle([item({ sourceId: '1' }), item({ sourceId: '2' }), item({ sourceId: '3' })]);
    const id = await startRun(db, b);
    await runNextImport(deps(db, b, { stopAfter: 1, worker: 'dies' }));
    expect((await getImportRun(db, id))!).toMatchObject({ status: 'running', done: 1 });
    // While the lease holds, nobody else takes it.
    expect(await runNextImport(deps(db, b, { worker: 'other' }))).toBeNull();
    await db
      .updateTable('import_runs')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await runNextImport(deps(db, b, { worker: 'other' }))).toBe(id);
    const run = (await getImportRun(db, id))!;
    expect(run).toMatchObject({ status: 'done', done: 3, createdPosts: 3 });
    expect((await listAllPosts(db)).length).toBe(3);
  });

  it('a picture on a local HTTP server is stored with its alt text and the post points at our copy', async () => {
    const b = bundle([
      itemWithPictures('1', [`${base}/img/a.png`], { featuredImage: { url: `${base}/img/a.png`, alt: 'Picture 1 of post 1' } }),
    ]);
    await startRun(db, b);
    await runNextImport(deps(db, b));
    const [post] = await listAllPosts(db);
    const media = await db.selectFrom('media').select(['id', 'alt']).execute();
    expect(media).toEqual([{ id: expect.any(String), alt: 'Picture 1 of post 1' }]);
    expect(post!.content).toMatch(/<img[^>]+src="\/media\/[0-9a-f]+-\d+\.jpg"/);
    expect(post!.content).not.toContain(base);
    expect(post!.coverMediaId).toBe(media[0]!.id);
  });

  it('a picture that fails is listed in the report and its <img> becomes the alt text, not a broken image', async () => {
    const b = bundle([itemWithPictures('1', [`${base}/missing.png`, `${base}/text.png`, 'file:///etc/passwd'])]);
    const id = await startRun(db, b);
    await runNextImport(deps(db, b));
    const run = (await getImportRun(db, id))!;
    expect(run.failedPictures).toBe(3);
    expect(run.report.picturesNotFetched.map((p) => p.url)).toEqual([
      `${base}/missing.png`,
      `${base}/text.png`,
      'file:///etc/passwd',
    ]);
    expect(run.report.picturesNotFetched[0]!.why).toMatch(/404/);
    expect(run.report.picturesNotFetched[2]!.why).toMatch(/http and https/);
    const [post] = await listAllPosts(db);
    expect(post!.content).not.toMatch(/<img/);
    expect(post!.content).toContain('(Picture not imported: Picture 1 of post 1)');
  });

  it('an internal address is refused without OUTBOUND_ALLOW_NETWORKS', async () => {
    const before = served;
    const b = bundle([itemWithPictures('1', [`${base}/img/a.png`])]);
    const id = await startRun(db, b);
    await runNextImport(deps(db, b, { policy: addressPolicy() }));
    const run = (await getImportRun(db, id))!;
    expect(served).toBe(before);
    expect(run.report.picturesNotFetched[0]!.why).toMatch(/Refused/);
  });

  it('old addresses answer with the new one: with and without trailing slash, and ?p=', async () => {
    const b = bundle([item({ sourceId: '7', slug: 'hello' })]);
    await startRun(db, b);
    await runNextImport(deps(db, b));
    forgetRedirectMap();
    expect(await redirectTarget(db, '/2024/03/hello/', '')).toBe('/blog/hello');
    expect(await redirectTarget(db, '/2024/03/hello', '')).toBe('/blog/hello');
    expect(await redirectTarget(db, '/', '?p=7')).toBe('/blog/hello');
    expect(await redirectTarget(db, '/category/news', '')).toBe('/blog');
    expect(await redirectTarget(db, '/2024/03/other', '')).toBeNull();
  });

  it('an old address that is a page of this site keeps that page: no imported redirect hides it', async () => {
    const b = bundle([item({ sourceId: '8', slug: 'get-in-touch', oldPaths: ['/contact/', '/2024/03/get-in-touch/'] })], {
      archivePaths: [{ path: '/blog/', to: '/blog' }],
    });
    const id = await startRun(db, b);
    await runNextImport(deps(db, b));
    forgetRedirectMap();
    expect(await redirectTarget(db, '/contact', '')).toBeNull();
    expect(await redirectTarget(db, '/blog', '')).toBeNull();
    expect(await redirectTarget(db, '/2024/03/get-in-touch/', '')).toBe('/blog/get-in-touch');
    const run = (await getImportRun(db, id))!;
    expect(run.report.items[0]!.notes).toContain(
      'The old address /contact is a page of this site, so it stays that page: no redirect from it.',
    );
  });

  it('pages and drafts left out when the owner says so', async () => {
    const b = bundle([item({ sourceId: '1' }), item({ sourceId: '2', kind: 'page' }), item({ sourceId: '3', status: 'draft' })]);
    await startRun(db, b, { posts: true, pages: false, drafts: false, pictures: false });
    await runNextImport(deps(db, b));
    expect((await listAllPosts(db)).map((p) => p.slug)).toEqual(['post-1']);
  });
});
