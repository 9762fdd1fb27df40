// The page cache's brotli is the best quality (what brings /blog and a post
// within TCP's first window), made in the thread pool once per page's bytes: a
// re-render with the same bytes keeps the encodings it had, and a hit before the
// thread pool answers gets a quick encoding that the best one then replaces.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as zlib from 'node:zlib';

// The thread pool's brotli, counted and, when a test asks, held back.
const pool = vi.hoisted(() => ({ started: 0, finished: 0, hold: false, held: [] as (() => void)[] }));
vi.mock('node:zlib', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:zlib')>();
  const brotliCompress = (body: Buffer, options: zlib.BrotliOptions, done: (err: Error | null, out: Buffer) => void) => {
    pool.started++;
    real.brotliCompress(body, options, (err, out) => {
      const finish = () => {
        pool.finished++;
        done(err, out);
      };
      if (pool.hold) pool.held.push(finish);
      else finish();
    });
  };
  return { ...real, brotliCompress };
});

const { PageCache } = await import('../../src/lib/server/http/page-cache.ts');
const { PAGE_CACHE_HEADER } = await import('../../src/lib/server/http/page-cache-signal.ts');

/** Markup with prose in it (seeded): brotli's qualities differ on it as on a real page. */
function markup(seed: number): string {
  const words = 'software costs subscription build team month invoice stock screen owner tools paying custom replace'.split(' ');
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2147483648);
  const sentence = () => Array.from({ length: 8 + (next() % 10) }, () => words[next() % words.length]).join(' ');
  return Array.from(
    { length: 300 },
    () =>
      `<li class="card c${next() % 9}"><a href="/blog/post-${next() % 997}">${sentence()}</a><p>${sentence()}. ${sentence()}.</p></li>`,
  ).join('');
}
const page = markup(7);
let body = page;
let clock = 0;
vi.spyOn(Date, 'now').mockImplementation(() => clock);
const servers: http.Server[] = [];

/** A server behind a page cache (one minute); its base URL. */
async function cached(): Promise<string> {
  const cache = new PageCache(60_000);
  const server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    res.writeHead(200, { 'content-type': 'text/html', [PAGE_CACHE_HEADER]: 'public' });
    res.end(body);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterAll(() => Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r())))));
afterEach(() => {
  pool.hold = false;
  for (const release of pool.held.splice(0)) release();
});

/** Raw brotli GET (fetch would decompress). */
function getBr(url: string): Promise<{ cache: string | undefined; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            cache: res.headers['x-cache'] as string | undefined,
            encoding: res.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}
/** Until every brotli the pool started has finished. */
async function poolIdle(): Promise<void> {
  while (pool.finished < pool.started) await new Promise((r) => setTimeout(r, 5));
}
const quality = (text: string, q: number) =>
  zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q } }).length;

describe('PageCache brotli', () => {
  it('sends brotli at its best quality, smaller than quality 9', async () => {
    body = page;
    const url = `${await cached()}/best`;
    await getBr(url);
    await poolIdle();
    const hit = await getBr(url);
    expect([hit.cache, hit.encoding]).toEqual(['HIT', 'br']);
    expect(zlib.brotliDecompressSync(hit.body).toString()).toBe(page);
    expect(hit.body.length).toBe(quality(page, 11));
    expect(hit.body.length).toBeLessThan(quality(page, 9));
  });

  it('keeps the encodings of a page rendered again with the same bytes, and makes new ones when they change', async () => {
    body = page;
    const url = `${await cached()}/same`;
    await getBr(url);
    await poolIdle();
    const first = await getBr(url);
    const started = pool.started;

    clock += 61_000; // expired: the next request renders it again, with the same bytes
    expect((await getBr(url)).cache).toBeUndefined();
    await poolIdle();
    const again = await getBr(url);
    expect(again.cache).toBe('HIT');
    expect(pool.started).toBe(started);
    expect(again.body.equals(first.body)).toBe(true);

    body = markup(8);
    clock += 61_000;
    await getBr(url);
    await poolIdle();
    const changed = await getBr(url);
    expect(pool.started).toBe(started + 1);
    expect(zlib.brotliDecompressSync(changed.body).toString()).toBe(body);
  });

  it('answers a hit before the thread pool with a quick encoding, then with the best one', async () => {
    body = page;
    pool.hold = true;
    const url = `${await cached()}/quick`;
    await getBr(url);
    const early = await getBr(url);
    expect([early.cache, early.encoding]).toEqual(['HIT', 'br']);
    expect(zlib.brotliDecompressSync(early.body).toString()).toBe(page);
    expect(early.body.length).toBeGreaterThan(quality(page, 11));
    pool.hold = false;
    for (const release of pool.held.splice(0)) release();
    await poolIdle();
    const late = await getBr(url);
    expect(late.body.length).toBe(quality(page, 11));
    // Brotli at quality 11 is CPU work, and npm test runs other steps beside this file.
  }, 30_000);
});
