import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../../support/server.ts';
import { startSmtp, type TestSmtp } from '../../support/smtp.ts';
import { OWNER, TEST_SERVER_ENV, assertBuilt } from '../helpers/built-server.ts';
import { e2eServerCount, type E2eServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per worker: a file runs against `e2eServer()`, never another file's at the same time. */
    e2eServers: E2eServer[];
    ownerEmail: string;
    ownerPassword: string;
  }
}

const running: { server: RunningServer; smtp: TestSmtp }[] = [];

// The production build (made by `npm test` before this runs), started once per
// worker (E2E_SERVERS, one unless set; npm test runs two), each with a fresh
// SQLite database and a local SMTP server of its own.
export async function setup(project: TestProject) {
  assertBuilt();
  await Promise.all(
    Array.from({ length: e2eServerCount() }, async () => {
      const smtp = await startSmtp();
      running.push({ smtp, server: await startServer({ ...TEST_SERVER_ENV, SMTP_URL: smtp.url }) });
    }),
  );
  project.provide(
    'e2eServers',
    running.map(({ server }) => ({ baseUrl: server.baseUrl, dataDir: server.dataDir })),
  );
  project.provide('ownerEmail', OWNER.email);
  project.provide('ownerPassword', OWNER.password);
}

export async function teardown() {
  await Promise.all(running.map(async ({ server, smtp }) => (await server.stop(), await smtp.close())));
}
