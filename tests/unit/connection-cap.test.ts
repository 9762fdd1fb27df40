import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import net from 'node:net';
import { capConnectionsPerAddress, inFlightLimiter } from '../../src/lib/server/http/connection-cap.ts';
import { lastForwardedHop } from '../../src/lib/server/foundation/client-address.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

async function listen(server: http.Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as net.AddressInfo).port;
}

/** A handler that answers after `ms`, behind the in-flight limiter. */
function slowServer(max: number, ms: number, trustProxy = false): http.Server {
  const limited = inFlightLimiter(max, () => trustProxy);
  return http.createServer((req, res) => {
    if (limited(req, res)) return;
    setTimeout(() => res.end('ok'), ms);
  });
}

const get = (port: number, forwardedFor?: string) =>
  fetch(`http://127.0.0.1:${port}/`, { headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} }).then((r) => r.status);

describe('inFlightLimiter (behind a trusted proxy)', () => {
  it('answers 503 past the cap for one forwarded client, and not for another', async () => {
    const port = await listen(slowServer(2, 300, true));
    const statuses = await Promise.all([
      get(port, '203.0.113.9'),
      get(port, '203.0.113.9'),
      get(port, 'spoofed, 203.0.113.9'),
      get(port, '198.51.100.7'),
    ]);
    expect(statuses.sort()).toEqual([200, 200, 200, 503]);
    // The slots are given back once the answers are done.
    expect(await Promise.all([get(port, '203.0.113.9'), get(port, '203.0.113.9')])).toEqual([200, 200]);
  });

  it('does nothing without TRUST_PROXY (the header is not believed)', async () => {
    const port = await listen(slowServer(1, 200));
    expect(await Promise.all([get(port, '203.0.113.9'), get(port, '203.0.113.9')])).toEqual([200, 200]);
  });

  it('reads the last hop, the one the proxy appended', () => {
    expect(lastForwardedHop('10.0.0.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(lastForwardedHop(['10.0.0.1', '203.0.113.9'])).toBe('203.0.113.9');
    expect(lastForwardedHop(undefined)).toBeNull();
  });
});

describe('capConnectionsPerAddress', () => {
  it('refuses the connection past the cap with a 503 and accepts again once one closes', async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    capConnectionsPerAddress(server, 2, true);
    const port = await listen(server);
    const connect = () =>
      new Promise<net.Socket>((r) => {
        const s = net.connect(port, '127.0.0.1', () => r(s));
        s.on('error', () => {});
      });
    const readAll = (s: net.Socket) =>
      new Promise<string>((r) => {
        let t = '';
        s.on('data', (d) => (t += d));
        s.on('close', () => r(t));
      });
    const a = await connect();
    const b = await connect();
    const c = await connect();
    const refused = await readAll(c);
    expect(refused).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(refused.endsWith('\r\n\r\nToo many connections from your address.\n')).toBe(true);
    expect(Number(/Content-Length: (\d+)/.exec(refused)![1])).toBe('Too many connections from your address.\n'.length);
    // Every response carries the security headers, this one too (HSTS: the server is https here).
    for (const header of [
      'X-Content-Type-Options: nosniff',
      'X-Frame-Options: DENY',
      "frame-ancestors 'none'",
      'Strict-Transport-Security',
    ])
      expect(refused).toContain(header);
    a.destroy();
    await new Promise((r) => setTimeout(r, 100));
    expect(await get(port)).toBe(200);
    b.destroy();
  });
});
