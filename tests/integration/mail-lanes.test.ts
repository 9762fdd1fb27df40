// Issue 37, finding 4: a webhook receiver that never answers held a password
// reset back 61 s, because mail and webhooks shared one loop. Reset, two-factor
// and alert mail must never wait behind a webhook, nor behind a newsletter run.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { insertDueNewsletter, submitTestEnquiry } from '../helpers/outbox.ts';
import { startSmtp, type TestSmtp } from '../../support/smtp.ts';
import { createLogger } from '../../src/lib/server/foundation/logger.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { startMailWorker } from '../../src/lib/server/email/worker.ts';
import { saveWebhookSettings } from '../../src/lib/server/webhook/settings.ts';
import { addressPolicy } from '../../src/lib/server/net/address-policy.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { requestPasswordReset } from '../../src/lib/server/auth/account-links.ts';

const logger = createLogger('silent');
const STAFF = 'grace.reset@northmill.example';
const RESET_SUBJECT = 'Reset your Northmill admin password';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A receiver that accepts every connection and request and never answers. */
async function silentReceiver() {
  const sockets = new Set<Socket>();
  let requests = 0;
  const server = http.createServer(() => void requests++);
  server.on('connection', (s) => (sockets.add(s), s.on('close', () => sockets.delete(s))));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/enquiries`,
    requests: () => requests,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

describe.each(testDatabases())('mail lanes on %s', (kind) => {
  let t: TestDb;
  let smtp: TestSmtp;
  const cleanups: (() => Promise<void>)[] = [];
  const settings = defaultSettings(loadConfig({}));

  beforeEach(async () => {
    t = await openTestDb(kind);
    await seedDatabase(t.database.db, settings);
    smtp = await startSmtp();
    await createStaff(t.database.db, { email: STAFF, displayName: 'Grace', passwordHash: 'x', role: 'staff' });
  });
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
    await smtp.close();
    await t.cleanup();
  });

  function worker() {
    const w = startMailWorker({
      database: t.database,
      logger,
      smtpUrl: smtp.url,
      from: 'Northmill website <website@northmill.example>',
      pollMs: 50,
      retryDelayMs: 60_000,
      outboundPolicy: addressPolicy('127.0.0.1'),
    });
    cleanups.push(() => w.stop());
    return w;
  }

  const submit = (i: number) =>
    submitTestEnquiry(t.database.db, settings, { name: `Visitor ${i}`, email: `visitor${i}@example.co.uk`, clientKey: `c${i}` });

  const resetArrived = () => smtp.messages.some((m) => m.header('subject') === RESET_SUBJECT);

  it('a password reset arrives promptly while six webhooks wait on a receiver that never answers', async () => {
    const rx = await silentReceiver();
    cleanups.push(rx.close);
    await saveWebhookSettings(t.database.db, { enabled: true, url: rx.url, format: 'slack', fields: ['name'] });
    for (let i = 0; i < 6; i++) await submit(i);
    const w = worker();
    void w.kick();
    // The first webhook attempt is hanging on the receiver before the reset is even asked for.
    const hangingFrom = Date.now();
    while (rx.requests() === 0 && Date.now() - hangingFrom < 5_000) await sleep(20);
    expect(rx.requests()).toBeGreaterThan(0);

    const asked = Date.now();
    const r = await requestPasswordReset(t.database.db, { email: STAFF, client: 'k', siteUrl: 'https://www.northmill.example' });
    expect(r.ok).toBe(true);
    void w.kick();
    while (!resetArrived() && Date.now() - asked < 4_000) await sleep(20);
    const waited = Date.now() - asked;
    expect(resetArrived(), `the reset e-mail arrived (waited ${waited} ms)`).toBe(true);
    expect(waited).toBeLessThan(2_000);
    console.info(`[mail-lanes ${kind}] reset delivered ${waited} ms after it was asked for, six webhooks hanging`);
    // The enquiries' own e-mails are not held either (the reset may overtake them: account mail goes first).
    const confirmations = () => smtp.messages.filter((m) => /^visitor\d@/.test(m.to[0] ?? '')).length;
    while (confirmations() < 6 && Date.now() - asked < 4_000) await sleep(20);
    expect(confirmations()).toBe(6);
    // while the webhooks are still waiting on the receiver.
    const hooks = await t.database.db.selectFrom('email_outbox').select('status').where('kind', '=', 'webhook').execute();
    expect(hooks.some((h) => h.status !== 'sent')).toBe(true);
  });

  it('a password reset goes out next during a newsletter run, not after it', async () => {
    // 300 newsletter messages already due (queued a minute ago), then a reset.
    await insertDueNewsletter(t.database.db, 300, new Date(Date.now() - 60_000).toISOString());
    const w = worker();
    void w.kick();
    while (smtp.messages.length < 5) await sleep(10);
    await requestPasswordReset(t.database.db, { email: STAFF, client: 'k', siteUrl: 'https://www.northmill.example' });
    void w.kick();
    while (!resetArrived()) await sleep(10);
    const position = smtp.messages.findIndex((m) => m.header('subject') === RESET_SUBJECT);
    const newslettersBefore = position;
    // The reset overtook the backlog: at most the message in flight plus a few claimed
    // while the reset was being queued went first, never the remaining hundreds.
    expect(newslettersBefore).toBeLessThan(40);
    console.info(`[mail-lanes ${kind}] reset was message ${position + 1} of a 300-message newsletter run`);
    await w.stop();
    const left = await t.database.db.selectFrom('email_outbox').select('id').where('status', '=', 'pending').execute();
    expect(left.length, 'the run was still going when the reset went out').toBeGreaterThan(100);
  });
});
