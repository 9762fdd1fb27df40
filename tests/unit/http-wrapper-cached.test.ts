import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { wrapHandler } from '../../src/lib/server/http/http-wrapper.ts';
import { CDN_TAGS_HEADER } from '../../src/lib/server/route-cache/cdn-purge.ts';
import { RouteStore } from '../../src/lib/server/route-cache/store.ts';

// The HTTP edge in front of Astro's route cache (issue 39): a kept page is answered from the
// store before the app, counted rather than logged line by line, with its own request id and
// its 304; a kept page's tags reach a CDN under its header only when one is purged by tag.
const lines: { msg: string; path?: string; status?: number; hits?: number }[] = [];
const logger = pino({ level: 'info' }, { write: (s: string) => void lines.push(JSON.parse(s)) });
let answered = 0;
const page = '<!doctype html><title>Home</title>' + 'x'.repeat(3000);

/** The app as the provider leaves it: the render is kept in the store and sent with its tags named. */
const appFor =
  (store: RouteStore): http.RequestListener =>
  (req, res) => {
    answered++;
    const headers = { 'content-type': 'text/html; charset=utf-8', etag: '"p1"', 'x-frame-options': 'DENY' };
    store.put(
      req.url!,
      { status: 200, headers: { ...headers }, maxAgeMs: 60_000, tags: ['site', 'page:home'] },
      Buffer.from(page),
    );
    res.writeHead(200, { ...headers, [CDN_TAGS_HEADER]: 'site, page:home' });
    res.end(page);
  };

async function serve(cdnTagHeader?: string): Promise<{ server: http.Server; base: string }> {
  const store = new RouteStore();
  const server = http.createServer(wrapHandler(appFor(store), logger, { cdnTagHeader, store }));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let plain: { server: http.Server; base: string };
let behindCdn: { server: http.Server; base: string };
beforeAll(async () => {
  plain = await serve();
  behindCdn = await serve('Surrogate-Key');
});
afterAll(async () => {
  for (const s of [plain, behindCdn]) await new Promise<void>((r) => s.server.close(() => r()));
});

function get(base: string, path: string, headers: Record<string, string> = {}) {
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

describe('HTTP edge around the route cache', () => {
  it('logs a render, answers repeats from the store without the app, counted, each with its own request id', async () => {
    answered = 0;
    const miss = await get(plain.base, '/');
    const logged = requestLines().length;
    expect(logged).toBeGreaterThan(0);
    expect(miss.headers['x-cache']).toBeUndefined();
    const a = await get(plain.base, '/');
    const b = await get(plain.base, '/');
    expect(answered).toBe(1);
    for (const hit of [a, b]) {
      expect(hit.status).toBe(200);
      expect(hit.body.toString()).toBe(page);
      expect(hit.headers).toMatchObject({ 'x-cache': 'HIT', etag: '"p1"', 'x-frame-options': 'DENY' });
      expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    expect(requestLines()).toHaveLength(logged);
  });

  it('answers a conditional request with 304, the ETag and no body', async () => {
    const nm = await get(plain.base, '/', { 'if-none-match': '"p1"' });
    expect([nm.status, nm.body.length, nm.headers.etag]).toEqual([304, 0, '"p1"']);
    expect(nm.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends a page's tags only to a CDN that purges by tag, under the CDN's header, rendered or kept", async () => {
    for (const path of ['/t', '/t']) {
      const own = await get(plain.base, path);
      expect(own.headers[CDN_TAGS_HEADER]).toBeUndefined();
      expect(own.headers['surrogate-key']).toBeUndefined();
    }
    const rendered = await get(behindCdn.base, '/t');
    const kept = await get(behindCdn.base, '/t');
    expect(kept.headers['x-cache']).toBe('HIT');
    for (const r of [rendered, kept]) {
      expect(r.headers['surrogate-key']).toBe('site, page:home');
      expect(r.headers[CDN_TAGS_HEADER]).toBeUndefined();
    }
  });

  it('still redirects a variant of a page to its canonical address before the app', async () => {
    const variant = await get(plain.base, '/index.html');
    expect([variant.status, variant.headers.location]).toEqual([301, '/']);
    expect(variant.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
