import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { PageCache } from '../../src/lib/server/http/page-cache.ts';
import {
  PAGE_CACHE_HEADER,
  dropLocalPublicPages,
  invalidatePublicPages,
  onPublicPagesInvalidated,
} from '../../src/lib/server/http/page-cache-signal.ts';

let renders = 0;
let server: http.Server;
let base = '';
const page = 'x'.repeat(5000);

beforeAll(async () => {
  const cache = new PageCache(60_000);
  server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    renders++;
    res.writeHead(200, {
      'content-type': 'text/html',
      etag: '"v1"',
      'cache-control': 'public, max-age=0, s-maxage=60',
      [PAGE_CACHE_HEADER]: 'public',
    });
    res.end(page);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** Raw GET (fetch would decompress and hide the encoding). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

describe('PageCache', () => {
  it('answers repeats from memory in every encoding, with the app headers and no marker', async () => {
    const first = await get('/a');
    expect(first.headers[PAGE_CACHE_HEADER]).toBeUndefined();
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
      expect(r.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    }
  });

  it('answers 304 to a matching ETag and no body to HEAD', async () => {
    await get('/b');
    const nm = await get('/b', { 'if-none-match': '"v1"' });
    expect([nm.status, nm.body.length, nm.headers['content-type'], nm.headers.etag]).toEqual([304, 0, undefined, '"v1"']);
    const head = await get('/b', {}, 'HEAD');
    expect([head.status, head.body.length, head.headers['x-cache']]).toEqual([200, 0, 'HIT']);
  });

  it('renders again after an invalidation, local or from another instance, and tells the listeners of a local one', async () => {
    await get('/c');
    const told: number[] = [];
    const off = onPublicPagesInvalidated((g) => told.push(g));
    invalidatePublicPages();
    const n = renders;
    expect((await get('/c')).headers['x-cache']).toBeUndefined();
    expect(renders).toBe(n + 1);
    expect(told).toHaveLength(1);
    dropLocalPublicPages(); // a NOTIFY from elsewhere: dropped here, not re-announced
    expect((await get('/c')).headers['x-cache']).toBeUndefined();
    expect(told).toHaveLength(1);
    off();
  });

  it('chooses the stored encoding by q-value: q=0 refuses gzip, identity is sent raw, Vary on every variant', async () => {
    await get('/d');
    const refused = await get('/d', { 'accept-encoding': 'gzip;q=0, br;q=0' });
    expect([refused.headers['content-encoding'], refused.body.toString()]).toEqual([undefined, page]);
    const identity = await get('/d', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    const preferGzip = await get('/d', { 'accept-encoding': 'br;q=0.4, gzip;q=0.9' });
    expect(preferGzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(preferGzip.body).toString()).toBe(page);
    for (const r of [refused, identity, preferGzip])
      expect([r.headers.vary, r.headers['x-cache']]).toEqual(['Accept-Encoding', 'HIT']);
  });

  it('answers HEAD with the headers of the negotiated encoding and no body', async () => {
    await get('/e');
    const head = await get('/e', { 'accept-encoding': 'gzip' }, 'HEAD');
    const full = await get('/e', { 'accept-encoding': 'gzip' });
    expect([head.status, head.body.length, head.headers['content-encoding']]).toEqual([200, 0, 'gzip']);
    expect(head.headers['content-length']).toBe(String(full.body.length));
  });

  it('compresses in the background once stored, and counts the bytes it holds', async () => {
    const cache = new PageCache(60_000);
    const local = http.createServer((req, res) => {
      if (cache.serve(req, res)) return;
      cache.capture(req, res);
      res.writeHead(200, { 'content-type': 'text/html', [PAGE_CACHE_HEADER]: 'public' });
      res.end(page);
    });
    await new Promise<void>((r) => local.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(local.address() as AddressInfo).port}/f`;
    await fetch(url);
    await new Promise((r) => setTimeout(r, 200));
    const { bytes } = cache.size;
    // Raw plus both compressed forms, which are far smaller than the raw page.
    expect(bytes).toBeGreaterThan(page.length);
    expect(bytes).toBeLessThan(page.length + 200);
    await new Promise<void>((r) => local.close(() => r()));
  });

  it('keeps within its byte cap by pushing out the oldest pages', async () => {
    const cache = new PageCache(60_000, 500, 100, 3 * page.length);
    const local = http.createServer((req, res) => {
      if (cache.serve(req, res)) return;
      cache.capture(req, res);
      res.writeHead(200, { 'content-type': 'text/html', [PAGE_CACHE_HEADER]: 'public' });
      res.end(page);
    });
    await new Promise<void>((r) => local.listen(0, '127.0.0.1', r));
    const origin = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
    for (const p of ['/p1', '/p2', '/p3', '/p4', '/p5']) await fetch(origin + p);
    expect(cache.size.pages).toBeLessThanOrEqual(3);
    expect(cache.size.bytes).toBeLessThanOrEqual(3 * page.length + 200);
    expect((await fetch(origin + '/p5')).headers.get('x-cache')).toBe('HIT');
    expect((await fetch(origin + '/p1')).headers.get('x-cache')).toBeNull();
    await new Promise<void>((r) => local.close(() => r()));
  });
});

describe('PageCache expiry: stale while one request renders again', () => {
  let slow: http.Server;
  let slowBase = '';
  let version = 0;
  let failNext = false;
  beforeAll(async () => {
    const cache = new PageCache(40);
    slow = http.createServer((req, res) => {
      if (cache.serve(req, res)) return;
      cache.capture(req, res);
      const body = `v${++version}`;
      const status = failNext ? 500 : 200;
      // A render slow enough that twelve requests sent at once all arrive while it runs,
      // even with npm test's other steps on the same cores.
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'text/html', [PAGE_CACHE_HEADER]: 'public' });
        res.end(body);
      }, 600);
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    slowBase = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => slow.close(() => r())));
  const text = async (path: string) => (await fetch(`${slowBase}${path}`)).text();
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('renders an expired page once while concurrent requests get the old copy, then serves the new one', async () => {
    expect(await text('/s')).toBe('v1');
    await wait(60); // past maxAge
    const before = version;
    const answers = await Promise.all(Array.from({ length: 12 }, () => text('/s')));
    expect(version - before).toBe(1); // one render, not twelve
    expect(answers.filter((a) => a === 'v1').length).toBe(11);
    expect(answers.filter((a) => a === `v${before + 1}`).length).toBe(1);
    expect(await text('/s')).toBe(`v${before + 1}`);
  });

  it('drops the expired copy when its refresh brings no new one, so nobody keeps getting it', async () => {
    await text('/t');
    await wait(60);
    failNext = true;
    const refresh = fetch(`${slowBase}/t`);
    await wait(10);
    expect(await text('/t')).toMatch(/^v\d+$/); // served stale while the refresh is out
    expect((await refresh).status).toBe(500);
    const n = version;
    failNext = false;
    await text('/t');
    expect(version).toBe(n + 1); // went to the app: the stale copy is gone
  });
});
