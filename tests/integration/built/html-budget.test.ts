// Issue 26: every public route's HTML arrives in the first round trip (TCP's
// initial window, ~14.6 KB), with the seeded content. Measured as the server
// sends it: the bytes of the gzip body on the wire (the route cache compresses
// with zlib level 9; /contact, rendered per visit, goes through the
// `compression` middleware at zlib's default level 6). The limits are the
// per-route lines of scripts/bench/budget.json, which `npm run bench` also checks.
// What decides the round trips is what a browser receives: brotli (Chrome asks
// for it) plus the response head and any chunk framing, within TCP's initial
// window of 10 segments of 1,460 bytes, as Lighthouse's simulation counts it
// (over it, the page's first paint waits another 150 ms round trip of slow 4G).
// On a server of its own with a fresh database: the shared browser-suite server
// holds the posts and edits other files made, and /blog lists them.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../../../src/lib/pages.ts';
import { startServer, type RunningServer } from '../../../support/server.ts';

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

/** TCP's initial congestion window: 10 segments of 1,460 bytes (RFC 6928; Lighthouse's simulation). */
const FIRST_WINDOW_BYTES = 14_600;
const CHROME_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * Every byte of one answer on the socket, as a browser's keep-alive GET gets it:
 * the head, the body and the chunk framing of a chunked answer.
 */
function wireBytes(route: string): Promise<{ head: string; bytes: number }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(
        `GET ${route} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\nAccept-Encoding: ${CHROME_ACCEPT_ENCODING}\r\nConnection: keep-alive\r\n\r\n`,
      ),
    );
    let received = Buffer.alloc(0);
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const head = received.subarray(0, headEnd).toString('latin1');
      const length = /^content-length:\s*(\d+)/im.exec(head);
      const complete = length
        ? received.length >= headEnd + 4 + Number(length[1])
        : received.subarray(-5).toString('latin1') === '0\r\n\r\n';
      if (!complete) return;
      socket.destroy();
      resolve({ head, bytes: received.length });
    });
    socket.on('error', reject);
  });
}

describe('HTML in one round trip (scripts/bench/budget.json)', () => {
  it('has a 14.6 KB line for every public route', () => {
    for (const route of ROUTES) expect(budget.bytes.routes[route]?.htmlGzipKb, route).toBe(14.6);
  });

  it.each(ROUTES)(
    "%s: what a browser receives (brotli, with the head and any chunk framing) fits TCP's first window",
    async (route) => {
      await wireBytes(route); // fills the route cache (or /contact's template)
      // The cache's best brotli is made in the thread pool: the few hits before it lands get a
      // quicker, larger one. What every later visitor gets is what counts.
      let answer = await wireBytes(route);
      for (let tries = 0; answer.bytes > FIRST_WINDOW_BYTES && tries < 20; tries++) {
        await new Promise((r) => setTimeout(r, 250));
        answer = await wireBytes(route);
      }
      const { head, bytes } = answer;
      expect(head).toMatch(/^HTTP\/1\.1 200/);
      expect(head).toMatch(/^content-encoding: br$/im);
      expect(bytes, `${route}: ${bytes} bytes on the wire`).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
    },
  );

  it.each(ROUTES)('%s: gzip HTML within its budget', async (route) => {
    await gzipBytes(route); // the first visit fills the route cache; the second is what most visitors get
    const { status, encoding, bytes } = await gzipBytes(route);
    expect(status).toBe(200);
    expect(encoding).toBe('gzip');
    expect(bytes / 1024, `${route}: ${(bytes / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(limitKb(route));
  });
});
