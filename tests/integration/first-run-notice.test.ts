// Issue 37, finding 10: with LOG_LEVEL=error and no staff account, the first-run
// one-time password was never printed, so nobody could set the site up until a
// restart. Whatever the log level, it reaches the operator exactly once.
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { bootstrap } from '../../src/lib/server/process/bootstrap.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { createLogger } from '../../src/lib/server/foundation/logger.ts';
import { completeOwnerSetup } from '../../src/lib/server/auth/owner-setup.ts';
import { attemptLogin } from '../../src/lib/server/auth/login.ts';

function sink() {
  let text = '';
  const out = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  });
  return { out, text: () => text };
}

describe.each(testDatabases())('the first-run password at every log level on %s', (kind) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await openTestDb(kind);
  });
  afterEach(() => t.cleanup());

  it.each(['error', 'fatal', 'silent'])(
    'LOG_LEVEL=%s: the one-time password is written to stderr and sets up the owner',
    async (level) => {
      const log = sink();
      const stderr = sink();
      const config = loadConfig({ LOG_LEVEL: level, SITE_URL: 'https://www.harwood-joinery.example' });
      await bootstrap(t.database, config, createLogger(level, 'json', log.out), stderr.out);
      expect(log.text()).toBe('');
      expect(stderr.text()).toContain('No staff account yet. Open https://www.harwood-joinery.example/admin');
      const setupPassword = /setupPassword: (\S+)/.exec(stderr.text())?.[1];
      expect(setupPassword, stderr.text()).toBeTruthy();
      const done = await completeOwnerSetup(t.database.db, {
        setupPassword: setupPassword!,
        email: 'ruth@harwood-joinery.example',
        name: 'Ruth Harwood',
        password: 'sawdust on the workbench',
        client: 'c1',
      });
      expect(done.ok).toBe(true);
    },
  );

  it('LOG_LEVEL=info: the password is one warning in the log, not repeated on stderr', async () => {
    const log = sink();
    const stderr = sink();
    await bootstrap(t.database, loadConfig({}), createLogger('info', 'json', log.out), stderr.out);
    expect(stderr.text()).toBe('');
    const line = log
      .text()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => typeof l.setupPassword === 'string');
    expect(line?.level).toBe(40);
  });

  it('LOG_LEVEL=error with ADMIN_EMAIL and no password: the generated password is written to stderr and signs in', async () => {
    const stderr = sink();
    const config = loadConfig({ LOG_LEVEL: 'error', ADMIN_EMAIL: 'owner@harwood-joinery.example' });
    await bootstrap(t.database, config, createLogger('error', 'json', sink().out), stderr.out);
    const initialPassword = /initialPassword: (\S+)/.exec(stderr.text())?.[1];
    expect(initialPassword, stderr.text()).toBeTruthy();
    const login = await attemptLogin(t.database.db, {
      email: 'owner@harwood-joinery.example',
      password: initialPassword!,
      client: 'c',
    });
    // The password is right; as it was printed, the next step is choosing one's own.
    expect(login).toMatchObject({ ok: false, reason: 'next', step: 'change-password' });
  });
});
