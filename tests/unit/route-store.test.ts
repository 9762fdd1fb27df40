import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { RouteStore } from '../../src/lib/server/route-cache/store.ts';
import { dropLocalPages } from '../../src/lib/server/route-cache/registry.ts';
import { keptPage, rawGet, routeCacheApp } from '../helpers/route-cache-app.ts';

// The route cache's store and provider (issue 39): Astro's cache.set decides what is kept, for
// how long and under which tags; the store answers repeats from memory in every encoding and
// drops exactly the tags an edit names.
const page = 'x'.repeat(5000);
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the route store behind Astro’s route cache', () => {
  let renders = 0;
  const store = new RouteStore();
  let app: Awaited<ReturnType<typeof routeCacheApp>>;
  beforeAll(async () => {
    app = await routeCacheApp(store, (path) => {
      renders++;
      if (path === '/private') return new Response(page, { headers: { 'content-type': 'text/html' } });
      return keptPage(page, { etag: '"v1"', tags: ['site', `page:${path.slice(1)}`] });
    });
  });
  afterAll(() => app.close());
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawGet(app.base, path, headers, method);

  it('answers repeats from memory in every encoding, with the page’s headers and none of Astro’s instructions', async () => {
    const first = await get('/a');
    expect(first.headers['x-cache']).toBeUndefined();
    await wait(100); // gzip and brotli are made in the thread pool
    const n = renders;
    const plain = await get('/a');
    const gz = await get('/a', { 'accept-encoding': 'gzip' });
    const br = await get('/a', { 'accept-encoding': 'gzip, br' });
    expect(renders).toBe(n);
    expect(plain.body.toString()).toBe(page);
    expect(gunzipSync(gz.body).toString()).toBe(page);
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    expect([plain.headers['content-encoding'], gz.headers['content-encoding'], br.headers['content-encoding']]).toEqual([
      undefined,
      'gzip',
      'br',
    ]);
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    for (const r of [plain, gz, br]) {
      expect(r.headers['x-cache']).toBe('HIT');
      expect(r.headers.vary).toBe('Accept-Encoding');
      expect(r.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      expect(r.headers['cdn-cache-control']).toBeUndefined();
      expect(r.headers['cache-tag']).toBeUndefined();
    }
  });

  it('never keeps a page that did not call cache.set', async () => {
    await get('/private');
    const n = renders;
    expect((await get('/private')).headers['x-cache']).toBeUndefined();
    expect(renders).toBe(n + 1);
  });

  it('answers 304 to a matching ETag and no body to HEAD', async () => {
    await get('/b');
    const nm = await get('/b', { 'if-none-match': '"v1"' });
    expect([nm.status, nm.body.length, nm.headers['content-type'], nm.headers.etag]).toEqual([304, 0, undefined, '"v1"']);
    const head = await get('/b', {}, 'HEAD');
    expect([head.status, head.body.length, head.headers['x-cache']]).toEqual([200, 0, 'HIT']);
  });

  it('drops only the pages carrying a tag an edit names', async () => {
    await get('/c');
    await get('/d');
    expect(store.invalidate(['page:c'])).toBe(1);
    const n = renders;
    expect((await get('/c')).headers['x-cache']).toBeUndefined();
    expect((await get('/d')).headers['x-cache']).toBe('HIT');
    expect(renders).toBe(n + 1);
    expect(store.invalidate(['site'])).toBeGreaterThanOrEqual(2); // every page carries the site tag
    expect((await get('/d')).headers['x-cache']).toBeUndefined();
  });

  it('keys a page on its path and its own query parameters: tracking parameters share the page', async () => {
    await get('/e?utm_source=news');
    expect((await get('/e')).headers['x-cache']).toBe('HIT');
    expect((await get('/e?fbclid=1')).headers['x-cache']).toBe('HIT');
  });

  it('chooses the stored encoding by q-value: q=0 refuses gzip, identity is sent raw', async () => {
    await get('/f');
    await wait(100);
    const refused = await get('/f', { 'accept-encoding': 'gzip;q=0, br;q=0' });
    expect([refused.headers['content-encoding'], refused.body.toString()]).toEqual([undefined, page]);
    const preferGzip = await get('/f', { 'accept-encoding': 'br;q=0.4, gzip;q=0.9' });
    expect(preferGzip.headers['content-encoding']).toBe('gzip');
  });

  it('keeps within its byte cap by pushing out the oldest pages', async () => {
    const small = new RouteStore(500, 100, 3 * page.length);
    const local = await routeCacheApp(small, () => keptPage(page));
    for (const p of ['/p1', '/p2', '/p3', '/p4', '/p5']) await rawGet(local.base, p);
    expect(small.size.pages).toBeLessThanOrEqual(3);
    expect((await rawGet(local.base, '/p5')).headers['x-cache']).toBe('HIT');
    expect((await rawGet(local.base, '/p1')).headers['x-cache']).toBeUndefined();
    await local.close();
  });
});

describe('route store expiry and coalescing: one render for many requests', () => {
  let version = 0;
  let failNext = false;
  const store = new RouteStore();
  let app: Awaited<ReturnType<typeof routeCacheApp>>;
  beforeAll(async () => {
    // A render slow enough that twelve requests sent at once all arrive while it runs.
    app = await routeCacheApp(store, async () => {
      const body = `v${++version}`;
      const status = failNext ? 500 : 200;
      await wait(600);
      return status === 200 ? keptPage(body, { maxAge: 1 }) : new Response(body, { status });
    });
  });
  afterAll(() => app.close());
  const text = async (path: string) => (await fetch(`${app.base}${path}`)).text();

  it('renders an expired page once while concurrent requests get the old copy, then serves the new one', async () => {
    expect(await text('/s')).toBe('v1');
    await wait(1100); // past maxAge
    const before = version;
    const answers = await Promise.all(Array.from({ length: 12 }, () => text('/s')));
    expect(version - before).toBe(1); // one render, not twelve
    expect(answers.filter((a) => a === 'v1').length).toBe(11);
    expect(await text('/s')).toBe(`v${before + 1}`);
  });

  it('after an edit dropped a page, concurrent requests share one render', async () => {
    await text('/u');
    store.dropKey('/u');
    const before = version;
    const answers = await Promise.all(Array.from({ length: 8 }, () => text('/u')));
    expect(version - before).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('never hands a request that came after a change the render that started before it', async () => {
    await text('/c'); // kept: renders of /c may be shared
    store.dropKey('/c');
    const before = version;
    const early = text('/c'); // renders for 600 ms
    await wait(100);
    dropLocalPages(['some-tag']); // an edit lands while it renders
    const late = text('/c');
    expect(await early).toBe(`v${before + 1}`);
    expect(await late).toBe(`v${before + 2}`); // its own render, after the edit
  });

  it('drops the expired copy when its refresh brings no new one, so nobody keeps getting it', async () => {
    await text('/t');
    await wait(1100);
    failNext = true;
    const refresh = fetch(`${app.base}/t`);
    await wait(50);
    expect(await text('/t')).toMatch(/^v\d+$/); // served stale while the refresh is out
    expect((await refresh).status).toBe(500);
    const n = version;
    failNext = false;
    await text('/t');
    expect(version).toBe(n + 1); // went to the app: the stale copy is gone
  });
});
