// One build serves any domain it is started with (issue 23): the suite's build
// was made without this SITE_URL. The server runs behind a small proxy that,
// like nginx terminating TLS, sends Host and X-Forwarded-Proto: https.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../support/server.ts';

const SITE = 'https://shop.northmill-test.example';
const OWNER = { email: 'domain-owner@northmill.example', password: 'Another domain entirely 2026' };
let server: RunningServer;
let proxy: http.Server;
let proxyUrl: string;

beforeAll(async () => {
  server = await startServer({
    SITE_URL: SITE,
    TRUST_PROXY: '1',
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    LOG_LEVEL: 'warn',
  });
  proxy = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: new URL(SITE).host, 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await server?.stop();
});

const signIn = (origin: string) =>
  fetch(`${proxyUrl}/admin?_action=auth.login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: OWNER.email, password: OWNER.password }).toString(),
  });

describe('SITE_URL read at run time', () => {
  it('accepts a form post from the domain the server was started with', async () => {
    const r = await signIn(SITE);
    expect(r.status).toBe(303);
    // https SITE_URL: the session cookie is the secure __Host- one.
    expect(r.headers.get('set-cookie') ?? '').toMatch(/__Host-/);
  });

  it('refuses the same post from any other origin', async () => {
    for (const origin of ['https://evil.example', 'http://shop.northmill-test.example', 'http://localhost:4321']) {
      const r = await signIn(origin);
      expect([origin, r.status]).toEqual([origin, 403]);
      expect(r.headers.get('set-cookie')).toBeNull();
    }
  });

  it('writes the run-time SITE_URL into canonical links', async () => {
    const html = await (await fetch(`${proxyUrl}/services`)).text();
    expect(html).toContain(`<link rel="canonical" href="${SITE}/services"`);
  });
});
