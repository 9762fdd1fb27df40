import type { TestProject } from 'vitest/node';
import { existsSync } from 'node:fs';
import { startServer, type RunningServer } from '../../support/server.ts';
import { startSmtp, type TestSmtp } from '../../support/smtp.ts';

export const OWNER = { email: 'owner@northmill.example', password: 'Mill-wheel turning 2026' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    smtpPort: number;
    dataDir: string;
    ownerEmail: string;
    ownerPassword: string;
  }
}

let server: RunningServer | undefined;
let smtp: TestSmtp | undefined;

// One production server (built by `npm test` before this runs) for the whole
// browser suite, with a fresh SQLite database and a local SMTP server.
export async function setup(project: TestProject) {
  if (!existsSync('dist/server/start.mjs')) throw new Error('Run `astro build` before the e2e suite (npm test does).');
  smtp = await startSmtp();
  server = await startServer({
    SMTP_URL: smtp.url,
    OUTBOX_POLL_MS: '200',
    SCHEDULE_POLL_MS: '500',
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    MIN_FILL_MS: '300',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    ENABLE_TEST_ROUTES: '1',
    // Webhook tests post to receivers on loopback, which the address policy refuses by default.
    OUTBOUND_ALLOW_NETWORKS: '127.0.0.1',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('smtpPort', smtp.port);
  project.provide('dataDir', server.dataDir);
  project.provide('ownerEmail', OWNER.email);
  project.provide('ownerPassword', OWNER.password);
}

export async function teardown() {
  await server?.stop();
  await smtp?.close();
}
