// A Node server shaped like production around a fake Astro render: the route cache's store
// answers hits first (as http-wrapper.ts does), everything else goes through the provider
// (as Astro runs it) to a render that says what Astro.cache.set would: CDN-Cache-Control and
// Cache-Tag.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { providerFor } from '../../src/lib/server/route-cache/provider.ts';
import type { RouteStore } from '../../src/lib/server/route-cache/store.ts';

export type Render = (path: string) => Promise<Response> | Response;

/** A page as render.ts hands it to Astro: cacheable for maxAge seconds under tags. */
export function keptPage(body: string, opts: { maxAge?: number; tags?: string[]; etag?: string; status?: number } = {}) {
  const headers: Record<string, string> = {
    'content-type': 'text/html',
    'cache-control': 'public, max-age=0, s-maxage=60',
    'cdn-cache-control': `max-age=${opts.maxAge ?? 60}`,
  };
  if (opts.tags?.length) headers['cache-tag'] = opts.tags.join(', ');
  if (opts.etag) headers.etag = opts.etag;
  return new Response(body, { status: opts.status ?? 200, headers });
}

export async function routeCacheApp(store: RouteStore, render: Render): Promise<{ base: string; close(): Promise<void> }> {
  const provider = providerFor(store);
  const logger = { info() {}, warn() {}, error() {} };
  const server = http.createServer(async (req, res) => {
    if (store.serve(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://local');
    const request = new Request(url, { method: req.method, headers: req.headers as Record<string, string> });
    const response = await provider.onRequest!({ request, url, logger }, async () => render(url.pathname));
    // What Astro does on the way out: its instructions to the cache are not sent.
    response.headers.delete('cdn-cache-control');
    response.headers.delete('cache-tag');
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body && req.method !== 'HEAD') Readable.fromWeb(response.body as never).pipe(res);
    else res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Raw request (fetch would decompress and hide the encoding). */
export function rawGet(base: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}
