// The HTTP edge under hostile bodies: oversized bodies (chunked or declared,
// any content type, any path) are answered 413 while they arrive and nothing
// piles up in memory; trickling bodies and half-sent headers are cut off on
// time; one address cannot hold every connection. Raw sockets, so the test
// sees exactly what the server sends and when.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { startServer, type RunningServer } from '../../support/server.ts';
import { appDatabase, sleep, type AppDatabase } from './helpers.ts';

const MiB = 1024 * 1024;

interface RawAnswer {
  /** Status from the response's first line; 0 when none arrived. */
  status: number;
  /** Milliseconds from connecting to the status line (or to giving up). */
  ms: number;
  head: string;
  /** Body bytes the client managed to send before the answer or the close. */
  sent: number;
}

interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Total body bytes to send; chunked unless `declare` is set. */
  bodyBytes: number;
  declare?: boolean;
  /** Bytes per write and pause between writes (a trickle), default: as fast as the socket takes them. */
  chunk?: number;
  pauseMs?: number;
  timeoutMs?: number;
}

/** Sends one request over a raw socket, stopping as soon as a status line arrives. */
function rawRequest(port: number, r: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    let done = false;
    const finish = (status: number) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, ms: Date.now() - started, head: received.split('\r\n\r\n')[0]!, sent });
    };
    const timer = setTimeout(() => finish(0), r.timeoutMs ?? 30_000);
    socket.on('data', (d) => {
      received += d.toString('latin1');
      const m = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (m && received.includes('\r\n\r\n')) finish(Number(m[1]));
    });
    socket.on('error', () => {});
    socket.on('close', () => finish(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)));
    const headers = {
      Host: `127.0.0.1:${port}`,
      Origin: `http://127.0.0.1:${port}`,
      'Content-Type': 'application/json',
      ...(r.declare ? { 'Content-Length': String(r.bodyBytes) } : { 'Transfer-Encoding': 'chunked' }),
      ...r.headers,
    };
    socket.write(
      `${r.method ?? 'POST'} ${r.path} HTTP/1.1\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n`,
    );
    const piece = Buffer.alloc(r.chunk ?? 64 * 1024, 0x61);
    const pump = async () => {
      while (!done && sent < r.bodyBytes) {
        const n = Math.min(piece.length, r.bodyBytes - sent);
        const data = r.declare
          ? piece.subarray(0, n)
          : Buffer.concat([Buffer.from(`${n.toString(16)}\r\n`), piece.subarray(0, n), Buffer.from('\r\n')]);
        sent += n;
        if (socket.destroyed || !socket.write(data))
          await new Promise((res) => (socket.destroyed ? res(null) : socket.once('drain', res).once('close', res)));
        if (r.pauseMs) await sleep(r.pauseMs);
      }
      if (!done && !r.declare && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    socket.once('connect', () => void pump());
  });
}

function rssBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

describe('request bodies at the HTTP edge', () => {
  let adb: AppDatabase | undefined;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    adb = await appDatabase('sqlite', 'nm-bodies-');
    server = await startServer({ ...adb.env, LOG_LEVEL: 'fatal' });
  });
  afterAll(async () => {
    await server?.stop();
    await adb?.cleanup();
  });

  it('answers 30 parallel 12 MB chunked JSON sign-ins with 413 within 2 s each, memory flat', async () => {
    const pid = server!.process.pid!;
    // Warm up the route so lazily loaded code is not counted as growth.
    const small = await Promise.all(
      Array.from({ length: 30 }, () => rawRequest(server!.port, { path: '/_actions/auth.login', bodyBytes: 2, declare: true })),
    );
    const before = rssBytes(pid);
    console.info(`[body-limits] RSS ${(before / MiB).toFixed(1)} MB after 30 small ${small.map((s) => s.status).join(',')}`);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 25);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        rawRequest(server!.port, { path: '/_actions/auth.login', bodyBytes: 12 * MiB, timeoutMs: 20_000 }),
      ),
    );
    await sleep(300);
    clearInterval(sampler);
    peak = Math.max(peak, rssBytes(pid));
    const growthMb = (peak - before) / MiB;
    console.info(
      `[body-limits] RSS growth ${growthMb.toFixed(1)} MB; slowest 413 ${Math.max(...answers.map((a) => a.ms))} ms; most bytes sent ${Math.max(...answers.map((a) => a.sent))}`,
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(413));
    for (const a of answers) {
      expect(a.ms).toBeLessThan(2_000);
      expect(a.head).toMatch(/\r\nConnection: close/i);
    }
    expect(growthMb).toBeLessThan(50);
    // The server is still answering.
    expect((await fetch(`${server!.baseUrl}/healthz`)).status).toBe(200);
  });

  it('refuses an over-limit body of any type to any path, chunked or declared', async () => {
    const port = server!.port;
    const cases: [string, RawRequest][] = [
      ['declared JSON sign-in', { path: '/_actions/auth.login', bodyBytes: 12 * MiB, declare: true }],
      [
        'chunked multipart enquiry over 10.25 MB',
        { path: '/_actions/enquiry.submit', bodyBytes: 11 * MiB, headers: { 'Content-Type': 'multipart/form-data; boundary=x' } },
      ],
      ['JSON enquiry (no file possible) over 256 KB', { path: '/_actions/enquiry.submit', bodyBytes: 1 * MiB }],
      [
        'form post to a page',
        {
          path: '/contact?_action=newsletter.subscribe',
          bodyBytes: 1 * MiB,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        },
      ],
      // (Chunked, the app may answer 404 before the limit is reached: that is an answer too.)
      [
        'declared text to an unknown path',
        { path: '/no-such-page', bodyBytes: 1 * MiB, declare: true, headers: { 'Content-Type': 'text/plain' } },
      ],
      [
        'chunked bytes to a page',
        { path: '/contact', bodyBytes: 1 * MiB, headers: { 'Content-Type': 'application/octet-stream' } },
      ],
      ['GET with a body', { method: 'GET', path: '/', bodyBytes: 10, declare: true }],
    ];
    const timings: string[] = [];
    for (const [label, request] of cases) {
      const a = await rawRequest(port, { ...request, timeoutMs: 10_000 });
      expect({ label, status: a.status }).toEqual({ label, status: 413 });
      // The attachment-sized case has 10.25 MB to upload (and the app reading it) before the limit is crossed.
      expect(a.ms, label).toBeLessThan(request.bodyBytes > 10 * MiB ? 5_000 : 2_000);
      timings.push(`${label} ${a.ms} ms`);
    }
    console.info(`[body-limits] ${timings.join('; ')}`);
  });

  it('lets a body under its limit through to the app (200 KB of form fields to sign-in)', async () => {
    const a = await rawRequest(server!.port, {
      path: '/_actions/auth.login',
      bodyBytes: 200 * 1024,
      declare: true,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      timeoutMs: 10_000,
    });
    // The app read it and refused the sign-in on its merits, not by size.
    expect(a.status).toBeGreaterThanOrEqual(400);
    expect(a.status).not.toBe(413);
    expect(a.status).toBeLessThan(500);
  });

  it('gives fetch the 413 itself, not a reset, for a declared 11 MB JSON body', async () => {
    const r = await fetch(`${server!.baseUrl}/_actions/auth.login`, {
      method: 'POST',
      headers: { Origin: server!.baseUrl, 'Content-Type': 'application/json' },
      body: 'a'.repeat(11 * MiB),
      signal: AbortSignal.timeout(10_000),
    });
    expect(r.status).toBe(413);
    expect(await r.text()).toMatch(/larger than/);
  });

  it('cuts off a trickling body at the 10 s body deadline and half-sent headers at the 10 s headers timeout', async () => {
    const port = server!.port;
    const headers = new Promise<number>((resolve) => {
      const started = Date.now();
      const s = net.connect(port, '127.0.0.1', () => s.write('GET / HTTP/1.1\r\nHost: x\r\n'));
      const drip = setInterval(() => s.writable && s.write('X-Drip: 1\r\n'), 1_000);
      s.on('error', () => {});
      s.on('close', () => {
        clearInterval(drip);
        resolve(Date.now() - started);
      });
    });
    const trickle = rawRequest(port, {
      path: '/_actions/auth.login',
      bodyBytes: 1_000,
      declare: true,
      chunk: 1,
      pauseMs: 500,
      timeoutMs: 40_000,
    });
    const [a, headersClosedMs] = await Promise.all([trickle, headers]);
    expect(a.status).toBe(408);
    expect(a.ms).toBeGreaterThanOrEqual(9_500);
    expect(a.ms).toBeLessThan(13_000);
    expect(headersClosedMs).toBeLessThan(13_000);
  });

  it('caps one address at 128 open connections and frees a slot when one closes', async () => {
    const port = server!.port;
    const sockets: net.Socket[] = [];
    const open = () =>
      new Promise<net.Socket>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => resolve(s));
        s.on('error', () => {});
      });
    try {
      for (let i = 0; i < 128; i++) sockets.push(await open());
      const extra = await open();
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        extra.on('data', (d) => (text += d));
        extra.on('close', () => resolve(text));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 503 /);
      expect(answer).toMatch(/Too many connections from your address\.\n$/);
      sockets.pop()!.destroy();
      await sleep(200);
      const again = await open();
      sockets.push(again);
      again.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      const reply = await new Promise<string>((resolve) => {
        let text = '';
        again.on('data', (d) => (text += d));
        again.on('close', () => resolve(text));
      });
      expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      for (const s of sockets) s.destroy();
    }
  });
});
