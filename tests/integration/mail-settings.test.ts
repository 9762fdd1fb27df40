import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { signIn, type ActionGroup, type Person } from '../helpers/staff-sessions.ts';
import { archiveRows } from '../helpers/archive-rows.ts';
import { startSmtp, type TestSmtp } from '../../support/smtp.ts';
import { freePort } from '../../support/server.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { clearRuntime, defaultSettings, setRuntime } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig, type Config } from '../../src/lib/server/foundation/config.ts';
import { getSetting } from '../../src/lib/server/repositories/settings.ts';
import { enqueueEmail } from '../../src/lib/server/repositories/outbox.ts';
import { startMailWorker } from '../../src/lib/server/email/worker.ts';
import { settingsKey } from '../../src/lib/server/email/settings-key.ts';
import { MAIL_PASSWORD_KEY, MAIL_SERVER_KEY, loadMailServer } from '../../src/lib/server/email/mail-settings.ts';
import { writeSiteArchive } from '../../src/lib/server/site-archive/write.ts';

// Issue 38, trap 6: the owner sets the mail server in the admin, the password encrypted
// under a key kept outside the database, and it applies without a restart; SMTP_URL wins.

vi.mock('astro:actions', () => import('../helpers/astro-actions-mock.ts'));
const mail = (await import('../../src/actions/admin/mail.ts')) as unknown as ActionGroup;

const logger = pino({ level: 'silent' });
const PASSWORD = 'correct horse battery staple';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A mail server that asks for a user name and password, and keeps what it receives (and who signed in). */
async function authSmtp() {
  const port = await freePort();
  const received: { raw: string; user: string | undefined }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === 'website@northmill.example' && auth.password === PASSWORD) return cb(null, { user: auth.username });
      cb(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ raw: Buffer.concat(chunks).toString('utf8'), user: session.user as string | undefined });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { port, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const form = (port: number, extra: Record<string, unknown> = {}) => ({
  host: 'localhost',
  port: String(port),
  security: 'none',
  user: 'website@northmill.example',
  password: PASSWORD,
  fromName: 'Northmill Studio',
  fromAddress: 'studio@northmill.example',
  replyTo: 'hello@northmill.example',
  version: '0',
  ...extra,
});

describe.each(testDatabases())('mail settings in the admin (issue 38, trap 6) on %s', (kind) => {
  let t: TestDb;
  let owner: Person;
  let staff: Person;
  let config: Config;
  let first: Awaited<ReturnType<typeof authSmtp>>;
  let second: TestSmtp;
  const db = () => t.database.db;
  const stops: (() => Promise<void>)[] = [];

  const queue = (subject: string) =>
    enqueueEmail(db(), {
      kind: 'enquiry-confirmation',
      submissionId: null,
      to: 'ada@example.co.uk',
      replyTo: null,
      subject,
      text: 'Hello',
      html: null,
      attachmentId: null,
    });
  const worker = (smtpUrl?: string) => {
    const w = startMailWorker({
      database: t.database,
      logger,
      smtpUrl,
      from: 'Environment sender <env@northmill.example>',
      settingsKey: () => settingsKey(config),
      pollMs: 600_000,
    });
    stops.push(() => w.stop());
    return w;
  };

  beforeAll(async () => {
    t = await openTestDb(kind);
    config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mail-settings-')) });
    await seedDatabase(db(), defaultSettings(config));
    setRuntime({ config, database: t.database, logger });
    owner = await signIn(db(), 'Olivia Owner', 'olivia@northmill.example', 'owner');
    staff = await signIn(db(), 'Sam Patel', 'sam@northmill.example', 'staff');
    first = await authSmtp();
    second = await startSmtp();
  });
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((s) => s()));
  });
  afterAll(async () => {
    clearRuntime();
    await Promise.all([first.close(), second.close()]);
    await t.cleanup();
  });

  it('the owner saves the mail server and a message waiting in the outbox goes out through it, without a restart', async () => {
    const w = worker(); // started before any mail server existed, as a running site is
    await queue('Waiting before the save');
    await w.kick();
    expect(first.received).toHaveLength(0);

    expect(await owner.call(mail.saveSettings, form(first.port))).toMatchObject({ saved: true, version: 1 });
    await w.kick();
    await waitFor(() => first.received.length === 1, 'the waiting message');
    const [m] = first.received;
    expect(m!.user).toBe('website@northmill.example'); // signed in with the decrypted password
    expect(m!.raw).toMatch(/^From: "?Northmill Studio"? <studio@northmill\.example>/m);
    expect(m!.raw).toMatch(/^Reply-To: hello@northmill\.example/m);
    expect(m!.raw).toMatch(/^Subject: Waiting before the save/m);
  });

  it('keeps the password encrypted, keeps it on a blank save, and never exports it in a site archive', async () => {
    const stored = await getSetting(db(), MAIL_PASSWORD_KEY);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(PASSWORD);
    expect(readFileSync(path.join(config.DATA_DIR, 'settings.key'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);

    const saved = await loadMailServer(db());
    await owner.call(mail.saveSettings, form(first.port, { password: '', version: String(saved!.version) }));
    expect(await getSetting(db(), MAIL_PASSWORD_KEY)).toBe(stored);

    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mail-archive-')), 'site.zip');
    await writeSiteArchive(
      {
        database: t.database,
        mediaStorage: 'database',
        dataDir: config.DATA_DIR,
        siteUrl: 'https://northmill.example',
        businessName: 'N',
      },
      file,
    );
    const keys = (await archiveRows(file, 'site_settings')).map((r) => r.key);
    expect(keys).toContain(MAIL_SERVER_KEY);
    expect(keys).not.toContain(MAIL_PASSWORD_KEY);
    expect(readFileSync(file).includes(Buffer.from(stored!))).toBe(false);
  });

  it('refuses staff, and a save from a page loaded before another save; nothing changes', async () => {
    const before = await getSetting(db(), MAIL_SERVER_KEY);
    expect(await staff.attempt(mail.saveSettings, form(second.port, { version: '2' }))).toBe('FORBIDDEN');
    expect(await staff.attempt(mail.sendTest, {})).toBe('FORBIDDEN');
    expect(await owner.attempt(mail.saveSettings, form(second.port, { version: '1' }))).toBe('CONFLICT');
    expect(await getSetting(db(), MAIL_SERVER_KEY)).toBe(before);
  });

  it('a new save is picked up by a running worker on its next message (every instance reads the version)', async () => {
    const w = worker();
    const version = (await loadMailServer(db()))!.version;
    await owner.call(mail.saveSettings, form(second.port, { user: '', password: '', version: String(version) }));
    expect(await getSetting(db(), MAIL_PASSWORD_KEY)).toBeUndefined(); // no user: nothing to sign in with
    await queue('After the second save');
    await w.kick();
    await waitFor(() => second.messages.some((m) => m.header('subject') === 'After the second save'), 'the second server');
    expect(first.received.some((m) => m.raw.includes('After the second save'))).toBe(false);
  });

  it('SMTP_URL wins: mail goes through it, and a save in the admin is refused while it is set', async () => {
    const env = await startSmtp();
    const w = worker(env.url);
    try {
      await queue('Through SMTP_URL');
      await w.kick();
      await waitFor(() => env.messages.length === 1, 'the SMTP_URL server');
      expect(env.messages[0]!.header('from')).toContain('env@northmill.example');
      setRuntime({ config: { ...config, SMTP_URL: env.url }, database: t.database, logger });
      const version = (await loadMailServer(db()))!.version;
      const refused = await owner.call(mail.saveSettings, form(first.port, { version: String(version) })).catch((e: Error) => e);
      expect((refused as Error).message).toMatch(/SMTP_URL/);
    } finally {
      setRuntime({ config, database: t.database, logger });
      await w.stop(); // closes its kept-open connection, so the server can close at once
      await env.close();
    }
  });
});
