// /admin/runtime.json: this instance's memory and event-loop delay, which the
// soak samples. Staff only: anonymous callers get 401, never the figures.
import { describe, expect, it } from 'vitest';
import { OWNER, useBuiltServer } from '../../helpers/built-server.ts';

const site = useBuiltServer();

async function signIn(): Promise<string> {
  const r = await fetch(`${site.baseUrl}/_actions/auth.login`, {
    method: 'POST',
    body: new URLSearchParams({ email: OWNER.email, password: OWNER.password }),
    headers: { Origin: site.baseUrl },
    redirect: 'manual',
  });
  expect(r.status).toBe(200);
  return (r.headers.get('set-cookie') ?? '').split(';')[0]!;
}

describe('/admin/runtime.json', () => {
  it('refuses anonymous callers', async () => {
    const r = await fetch(`${site.baseUrl}/admin/runtime.json`, { redirect: 'manual' });
    expect(r.status).toBe(401);
    expect(await r.text()).not.toContain('rssBytes');
  });

  it("gives staff the process's memory and its event-loop delay window", async () => {
    const cookie = await signIn();
    type Stats = {
      rssBytes: number;
      heapUsedBytes: number;
      eventLoopDelay: { p50Ms: number; p99Ms: number; maxMs: number; windowMs: number } | null;
    };
    const read = async (): Promise<Stats> => {
      const r = await fetch(`${site.baseUrl}/admin/runtime.json`, { headers: { Cookie: cookie } });
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control')).toBe('private, no-store');
      return (await r.json()) as Stats;
    };
    let stats = await read();
    expect(stats.rssBytes).toBeGreaterThan(20 * 1024 * 1024);
    expect(stats.heapUsedBytes).toBeGreaterThan(0);
    // The first 10 s window ends 10 s after the server started.
    for (let i = 0; i < 12 && !stats.eventLoopDelay; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      stats = await read();
    }
    expect(stats.eventLoopDelay?.windowMs).toBe(10_000);
    expect(stats.eventLoopDelay!.p99Ms).toBeGreaterThanOrEqual(stats.eventLoopDelay!.p50Ms);
    expect(stats.eventLoopDelay!.maxMs).toBeGreaterThanOrEqual(stats.eventLoopDelay!.p99Ms);
  });
});
