import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import pino from 'pino';
import { wrapHandler } from '../../src/lib/server/http/http-wrapper.ts';
import { PAGE_CACHE_HEADER } from '../../src/lib/server/http/page-cache-signal.ts';

// The cache-hit path of the HTTP edge (issue 25): a hit is answered from
// prepared header arrays, still with its own request id, and is counted
// rather than logged line by line; everything else is logged as before.
const lines: { msg: string; path?: string; status?: number }[] = [];
const logger = pino({ level: 'info' }, { write: (s: string) => void lines.push(JSON.parse(s)) });
let renders = 0;
let server: http.Server;
let base = '';
const page = '<!doctype html><title>Home</title>' + 'x'.repeat(3000);

beforeAll(async () => {
  const app: http.RequestListener = (req, res) => {
    renders++;
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      etag: '"p1"',
      'x-frame-options': 'DENY',
      [PAGE_CACHE_HEADER]: 'public',
    });
    res.end(page);
  };
  server = http.createServer(wrapHandler(app, logger, 60));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
const requestLines = () => lines.filter((l) => l.msg === 'request');

describe('HTTP edge: the page-cache hit path', () => {
  it('answers hits with the app headers, Vary, ETag and a fresh request id each, and logs no line per hit', async () => {
    const miss = await get('/', { 'accept-encoding': 'gzip' });
    expect(miss.headers['x-cache']).toBeUndefined();
    await new Promise((r) => setTimeout(r, 100)); // the gzip variant is made off the main thread
    const logged = requestLines().length;
    expect(logged).toBeGreaterThan(0); // a page the app rendered is logged as before
    const a = await get('/', { 'accept-encoding': 'gzip' });
    const b = await get('/', { 'accept-encoding': 'gzip' });
    expect(renders).toBe(1);
    for (const hit of [a, b]) {
      expect(hit.status).toBe(200);
      expect(gunzipSync(hit.body).toString()).toBe(page);
      expect(hit.headers).toMatchObject({
        'x-cache': 'HIT',
        'content-encoding': 'gzip',
        vary: 'Accept-Encoding',
        etag: '"p1"',
        'x-frame-options': 'DENY',
        'content-type': 'text/html; charset=utf-8',
      });
      expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(hit.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    }
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    expect(requestLines()).toHaveLength(logged);
  });

  it('answers a conditional hit with 304, the ETag and its own request id', async () => {
    const nm = await get('/', { 'if-none-match': '"p1"' });
    expect([nm.status, nm.body.length, nm.headers.etag, nm.headers['x-cache']]).toEqual([304, 0, '"p1"', 'HIT']);
    expect(nm.headers['content-type']).toBeUndefined();
    expect(nm.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('still redirects a variant of a cached page to its canonical address', async () => {
    const variant = await get('/index.html');
    expect([variant.status, variant.headers.location]).toEqual([301, '/']);
    expect(variant.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
