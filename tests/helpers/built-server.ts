// The production build (dist/) as the browser suite and the integration files
// in tests/integration/built/ run it: a fresh SQLite database, a signed-in owner
// made at start, fast background polls, no rate limits.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../support/server.ts';

export const OWNER = { email: 'owner@northmill.example', password: 'Mill-wheel turning 2026' };

export const TEST_SERVER_ENV: Record<string, string> = {
  OUTBOX_POLL_MS: '200',
  SCHEDULE_POLL_MS: '500',
  // Page views are written once a second, not every five: a test waits for one write.
  ANALYTICS_FLUSH_MS: '1000',
  ADMIN_EMAIL: OWNER.email,
  ADMIN_PASSWORD: OWNER.password,
  MIN_FILL_MS: '300',
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'warn',
  ENABLE_TEST_ROUTES: '1',
  // Webhook tests post to receivers on loopback, which the address policy refuses by default.
  OUTBOUND_ALLOW_NETWORKS: '127.0.0.1',
};

export function assertBuilt() {
  if (!existsSync('dist/server/start.mjs'))
    throw new Error('This test runs the production build: run `npx astro build` first (npm test does).');
}

/**
 * A server of this file's own for its tests (started before them, stopped
 * after). Its fields are filled in once it is up, so read them inside tests.
 */
export function useBuiltServer(env: Record<string, string> = {}) {
  const site = { baseUrl: '', dataDir: '' };
  let server: RunningServer | undefined;
  beforeAll(async () => {
    assertBuilt();
    server = await startServer({ ...TEST_SERVER_ENV, ...env });
    site.baseUrl = server.baseUrl;
    site.dataDir = server.dataDir;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });
  return site;
}

/** Signs the owner in on a built server through the login action; returns the session cookie. */
export async function ownerCookie(baseUrl: string): Promise<string> {
  const body = new URLSearchParams({ email: OWNER.email, password: OWNER.password });
  const r = await fetch(`${baseUrl}/_actions/auth.login`, {
    method: 'POST',
    body,
    headers: { Origin: baseUrl },
    redirect: 'manual',
  });
  if (r.status !== 200) throw new Error(`owner sign-in answered ${r.status}`);
  return (r.headers.get('set-cookie') ?? '').split(';')[0]!;
}
