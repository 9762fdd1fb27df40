import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../../support/server.ts';

describe('server lifecycle', () => {
  it('stops cleanly on SIGTERM, finishing the request in flight', async () => {
    const server = await startServer({ LOG_LEVEL: 'info' });
    await fetch(`${server.baseUrl}/services`); // one logged request
    expect((await fetch(`${server.baseUrl}/no-such-page-to-log`)).status).toBe(404);
    // A request already on the wire when the signal arrives: headers sent,
    // the final blank line not yet. The server must still answer it.
    const socket = net.connect(server.port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.write('GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n');
    let response = '';
    socket.on('data', (d) => (response += String(d)));
    const closed = new Promise((r) => socket.once('close', r));
    await new Promise((r) => setTimeout(r, 300));
    const exited = server.stop('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.write('\r\n');
    await closed;
    expect(response.startsWith('HTTP/1.1 200')).toBe(true);
    expect(await exited).toBe(0);
    const logs = server.logs.join('');
    expect(logs).toContain('Shutting down');
    expect(logs).toContain('"msg":"Stopped"');
    // One JSON line per request, with id, method, path, status and duration.
    const line = logs.split('\n').find((l) => l.includes('"path":"/services"'));
    expect(JSON.parse(line!)).toMatchObject({ method: 'GET', status: 200, reqId: expect.any(String), ms: expect.any(Number) });
    // The not-found page logs the path it was asked for (SPEC.md 2, Not-found page).
    const missing = logs.split('\n').find((l) => l.includes('"msg":"page not found"'));
    expect(JSON.parse(missing!)).toMatchObject({ path: '/no-such-page-to-log' });
  });

  it('refuses to start on a bad setting, naming the variable', () => {
    const r = spawnSync(process.execPath, ['dist/server/start.mjs'], {
      env: { ...process.env, PORT: 'eighty' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toMatch(/^Invalid configuration: PORT /);
  });
});
