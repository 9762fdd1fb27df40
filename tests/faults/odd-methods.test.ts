// Issue 37, finding 6: TRACE answered 500 on every route (the adapter's
// `new Request()` throws on it) with an error-level log and stack each time,
// CONNECT got no answer, and an upload the visitor abandoned logged a level-50
// "render failed". Against the production build: methods the site does not
// serve get 405/501 with the security headers, and neither they nor an
// abandoned request write anything at error level.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../support/server.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { sleep } from './helpers.ts';

const ROUTES = ['/', '/about', '/contact', '/blog', '/admin', '/_actions/enquiry.submit', '/favicon.svg', '/no-such-page'];

/** Sends the head and part of a multipart upload, then hangs up, as a visitor closing the tab does. */
function abandonUpload(port: number, target: string): Promise<void> {
  return new Promise((resolve) => {
    const boundary = 'AbandonedUpload';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 400000\r\n\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="brief.pdf"\r\n` +
          `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n${'x'.repeat(30_000)}`,
      );
      setTimeout(() => (socket.destroy(), resolve()), 400);
    });
    socket.on('error', () => resolve());
  });
}

describe('methods the site does not serve, and abandoned requests', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ LOG_LEVEL: 'info', LOG_FORMAT: 'json', RATE_LIMITS: 'off' });
  });
  afterAll(() => server?.stop());

  const logLines = () =>
    server.logs
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        try {
          return JSON.parse(l) as Record<string, unknown>;
        } catch {
          return { level: l.includes('[ERROR]') ? 50 : 30, msg: l };
        }
      });

  it.each([
    ['TRACE', 405],
    ['PUT', 405],
    ['DELETE', 405],
    ['PATCH', 405],
    ['PROPFIND', 501],
    ['MKCOL', 501],
    ['FOO', 501],
  ])('%s gets %i with the security headers on every route', async (method, status) => {
    for (const route of ROUTES) {
      const r = await rawRequest(server.port, `${method} ${route} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect([method, route, r.status]).toEqual([method, route, status]);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('CONNECT is answered 405, not dropped', async () => {
    const r = await rawRequest(server.port, 'CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n');
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect(r.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  });

  it('OPTIONS says what is allowed; GET, HEAD and POST still work', async () => {
    const o = await rawRequest(server.port, 'OPTIONS /about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect([o.status, o.headers.get('allow')]).toEqual([204, 'GET, HEAD, POST, OPTIONS']);
    expect((await fetch(`${server.baseUrl}/about`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/about`, { method: 'HEAD' })).status).toBe(200);
    const post = await fetch(`${server.baseUrl}/_actions/newsletter.subscribe`, {
      method: 'POST',
      headers: { Origin: server.baseUrl, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'methods@example.co.uk' }),
    });
    expect(post.status).toBeLessThan(500);
  });

  it('an upload the visitor abandons is an info line, not an error', async () => {
    await abandonUpload(server.port, '/_actions/enquiry.submit');
    await abandonUpload(server.port, '/contact?_action=enquiry.submit');
    await sleep(1500);
    const abandoned = logLines().filter((l) => l.msg === 'request abandoned by the client');
    expect(abandoned.map((l) => [l.level, l.path])).toEqual([
      [30, '/_actions/enquiry.submit'],
      [30, '/contact'],
    ]);
  });

  it('nothing above was logged at error level', () => {
    const errors = logLines().filter((l) => Number(l.level) >= 50);
    expect(errors).toEqual([]);
  });
});
