// Issue 26: every public route's HTML arrives in the first round trip (TCP's
// initial window, ~14.6 KB), with the seeded content. Measured as the server
// sends it: the bytes of the gzip body on the wire (the page cache compresses
// with zlib level 9; /contact, rendered per visit, goes through the
// `compression` middleware at zlib's default level 6). The limits are the
// per-route lines of scripts/bench/budget.json, which `npm run bench` also checks.
// On a server of its own with a fresh database: the shared browser-suite server
// holds the posts and edits other files made, and /blog lists them.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../../src/lib/pages.ts';
import { startServer, type RunningServer } from '../../support/server.ts';

let server: RunningServer;
let baseUrl = '';
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'warn', RATE_LIMITS: 'off' });
  baseUrl = server.baseUrl;
});
afterAll(async () => {
  await server?.stop();
});
const POST = '/blog/true-cost-of-your-saas-stack-over-five-years';
const ROUTES = [...PUBLIC_PAGES.map((p) => p.path), POST];

const budget = JSON.parse(readFileSync('scripts/bench/budget.json', 'utf8')) as {
  bytes: { default: { htmlGzipKb: number }; routes: Record<string, { htmlGzipKb?: number }> };
};
const limitKb = (route: string) => budget.bytes.routes[route]?.htmlGzipKb ?? budget.bytes.default.htmlGzipKb;

/** The compressed body's length as it crossed the wire. */
function gzipBytes(route: string): Promise<{ status: number; encoding: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${route}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], bytes }));
      })
      .on('error', reject);
  });
}

describe('HTML in one round trip (scripts/bench/budget.json)', () => {
  it('has a 14.6 KB line for every public route', () => {
    for (const route of ROUTES) expect(budget.bytes.routes[route]?.htmlGzipKb, route).toBe(14.6);
  });

  it.each(ROUTES)('%s: gzip HTML within its budget', async (route) => {
    await gzipBytes(route); // the first visit fills the page cache; the second is what most visitors get
    const { status, encoding, bytes } = await gzipBytes(route);
    expect(status).toBe(200);
    expect(encoding).toBe('gzip');
    expect(bytes / 1024, `${route}: ${(bytes / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(limitKb(route));
  });
});
