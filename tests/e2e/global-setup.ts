import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../../support/server.ts';
import { startSmtp, type TestSmtp } from '../../support/smtp.ts';
import { OWNER, TEST_SERVER_ENV, assertBuilt } from '../helpers/built-server.ts';

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
  assertBuilt();
  smtp = await startSmtp();
  server = await startServer({ ...TEST_SERVER_ENV, SMTP_URL: smtp.url });
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
