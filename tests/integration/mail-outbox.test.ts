import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../../support/smtp.ts';
import { freePort } from '../../support/server.ts';
import { createDb, type Db } from '../../src/lib/server/db/create-db.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { createLogger } from '../../src/lib/server/foundation/logger.ts';
import { enquirySchema } from '../../src/lib/enquiry/schema.ts';
import { submitEnquiry } from '../../src/lib/server/enquiries/submit.ts';
import { issueFormToken } from '../../src/lib/server/enquiries/form-token.ts';
import { startMailWorker, type MailWorkerOptions } from '../../src/lib/server/email/worker.ts';
import { MAX_ATTEMPTS, backoffMs, enqueueEmail, listForSubmission, requeue } from '../../src/lib/server/repositories/outbox.ts';

const INBOX = 'enquiries@northmill.example';
const BUSINESS = 'hello@northmill.example';
const VISITOR = 'ada@example.co.uk';
const FROM = 'Northmill website <website@northmill.example>';
const SECRET = 'mail-outbox-test-secret';
const logger = createLogger('silent');

const PDF_BYTES = new Uint8Array([
  ...Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1'),
  ...Array.from({ length: 300 }, (_, i) => (i * 7) % 256),
]);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The decoded content of the MIME part whose headers name `filename`, or undefined. */
function attachmentPart(raw: string, filename: string): { headers: string; content: Buffer } | undefined {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const [headers, ...body] = part.split(/\r?\n\r?\n/);
    if (
      !headers ||
      !new RegExp(`filename="?${filename.replace(/[.()]/g, '\\$&')}"?`, 'i').test(headers.replace(/\r?\n[ \t]+/g, ' '))
    )
      continue;
    const text = body.join('\n\n').split(/\r?\n--/)[0]!;
    expect(headers).toMatch(/Content-Transfer-Encoding:\s*base64/i);
    return { headers, content: Buffer.from(text.replace(/\s+/g, ''), 'base64') };
  }
  return undefined;
}

/** The message with quoted-printable decoded (soft line breaks and =XX bytes, read as UTF-8). */
function qpText(raw: string): string {
  const s = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '=' && /^[0-9A-F]{2}$/.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(s[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

describe.each(testDatabases())('mail outbox on %s', (kind) => {
  let t: TestDb;
  let smtp: TestSmtp;
  const extraDbs: Db[] = [];
  const workers: { stop(): Promise<void> }[] = [];
  const servers: { close(cb: () => void): void }[] = [];
  const settings = { ...defaultSettings(loadConfig({})), enquiryInbox: INBOX, businessEmail: BUSINESS };

  const worker = (o: Partial<MailWorkerOptions> = {}) => {
    const w = startMailWorker({
      database: t.database,
      logger,
      smtpUrl: smtp.url,
      from: FROM,
      pollMs: 50,
      retryDelayMs: 100,
      ...o,
    });
    workers.push(w);
    return w;
  };
  const outbox = () => t.database.db.selectFrom('email_outbox').selectAll().orderBy('kind').orderBy('id').execute();
  const attemptsOf = (id: string) =>
    t.database.db.selectFrom('email_attempts').selectAll().where('outbox_id', '=', id).orderBy('created_at').execute();
  const ours = async (): Promise<ReceivedMail[]> => {
    const ids = new Set((await outbox()).map((r) => r.id));
    return smtp.messages.filter((m) => ids.has(m.header('x-outbox-id') ?? ''));
  };
  const deliveriesById = (mails: ReceivedMail[]) => {
    const n = new Map<string, number>();
    for (const m of mails) n.set(m.header('x-outbox-id')!, (n.get(m.header('x-outbox-id')!) ?? 0) + 1);
    return n;
  };
  const allSent = async () => (await outbox()).every((r) => r.status === 'sent');

  async function submit(withAttachment = true) {
    const input = await enquirySchema.parseAsync({
      name: 'Ada Lovelace',
      email: VISITOR,
      company: 'Analytical Engines Ltd',
      phone: '',
      project_type: 'app',
      project: 'A booking app for our mills.',
      saas_to_replace: ['hubspot'],
      custom_saas: '',
      monthly_saas_costs: [{ tool: 'HubSpot', cost: 300 }],
      budget: '',
      timeline: '',
      consent: true,
      attachment: withAttachment ? new File([PDF_BYTES], 'Project brief.pdf') : null,
    });
    const r = await submitEnquiry(
      t.database.db,
      input,
      { idempotencyKey: null, formToken: issueFormToken(SECRET, Date.now() - 10_000), honeypot: '', clientKey: 'c' },
      { settings, formSecret: SECRET, minFillMs: 3000, rateLimits: false, siteUrl: 'https://www.northmill.example' },
    );
    if (r.status !== 'accepted' || r.spam) throw new Error(`submission not accepted: ${JSON.stringify(r)}`);
    return r.id;
  }

  async function queue(n: number) {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      ids.push(
        await enqueueEmail(t.database.db, {
          kind: 'enquiry-confirmation',
          submissionId: null,
          to: `visitor${i}@example.com`,
          replyTo: BUSINESS,
          subject: `Message ${i}`,
          text: `Body ${i}`,
          html: null,
          attachmentId: null,
        }),
      );
    }
    return ids;
  }

  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(t.database.db, defaultSettings(loadConfig({})));
    smtp = await startSmtp();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await Promise.all(servers.splice(0).map((s) => new Promise<void>((r) => s.close(r))));
    await Promise.all(extraDbs.splice(0).map((d) => d.close()));
    smtp.setDown(false);
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.cleanup();
  });
  beforeEach(async () => {
    for (const table of ['email_attempts', 'email_outbox', 'attachments', 'contact_submissions'] as const) {
      await t.database.db.deleteFrom(table).execute();
    }
    smtp.messages.length = 0;
  });

  it('delivers the notification with its attachment and Reply-To, and the confirmation', async () => {
    const id = await submit();
    const w = worker();
    await w.kick();

    const rows = await outbox();
    expect(rows.map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ['enquiry-confirmation', 'sent', 1],
      ['enquiry-notification', 'sent', 1],
    ]);
    for (const r of rows) {
      expect(r.sent_at).not.toBeNull();
      expect(r.locked_by).toBeNull();
      expect(r.last_error).toBeNull();
      const attempts = await attemptsOf(r.id);
      expect(attempts).toHaveLength(1);
      expect(Boolean(attempts[0]!.ok)).toBe(true);
      expect(attempts[0]!.detail).toMatch(/^accepted: 250/);
    }

    const mails = await ours();
    expect(mails).toHaveLength(2);
    const byId = new Map(mails.map((m) => [m.header('x-outbox-id'), m]));
    const confirmationRow = rows[0]!;
    const notificationRow = rows[1]!;

    const note = byId.get(notificationRow.id)!;
    expect(note).toBeDefined();
    expect(note.to).toEqual([INBOX]);
    expect(note.header('to')).toContain(INBOX);
    expect(note.header('reply-to')).toContain(VISITOR);
    expect(note.header('from')).toContain('website@northmill.example');
    expect(note.header('subject')).toBe('New enquiry: Ada Lovelace (Analytical Engines Ltd)');
    const part = attachmentPart(note.raw, 'Project brief.pdf');
    expect(part, 'the notification has a filename="Project brief.pdf" part').toBeDefined();
    expect(part!.headers).toMatch(/application\/pdf/);
    expect(part!.content.equals(Buffer.from(PDF_BYTES))).toBe(true);
    expect(note.raw).toContain(Buffer.from(PDF_BYTES).toString('base64').slice(0, 60));
    const noteText = qpText(note.raw);
    expect(noteText).toContain(`https://www.northmill.example/admin?view=${id}`);
    expect(noteText).toContain('Total SaaS spend: £300/month · £3,600/year · £10,800 over 3 years · £18,000 over 5 years');
    expect(noteText).toContain('Potential savings: £10,000 over 5 years');
    expect(noteText).toContain('Attachment: Project brief.pdf');

    const conf = byId.get(confirmationRow.id)!;
    expect(conf).toBeDefined();
    expect(conf.to).toEqual([VISITOR]);
    expect(conf.header('to')).toContain(VISITOR);
    expect(conf.header('reply-to')).toContain(BUSINESS);
    expect(conf.raw).not.toMatch(/filename=/i);
    expect(qpText(conf.raw)).toContain('2-4 hours');

    // what staff see for the enquiry
    const summary = await listForSubmission(t.database.db, id);
    expect(summary.map((s) => [s.kind, s.status, s.history.map((h) => h.ok)]).sort()).toEqual([
      ['enquiry-confirmation', 'sent', [true]],
      ['enquiry-notification', 'sent', [true]],
    ]);
  });

  it('during an outage messages go back to pending with the error recorded, and after it each is delivered exactly once', async () => {
    await submit();
    smtp.setDown(true);
    // Kicks only (no polling), so each pass is one attempt.
    // The retry delay must outlast one pass over both messages (the test SMTP server takes
    // ~120 ms per connection, more under load), or the same pass would retry the first one.
    const w = worker({ pollMs: 600_000, retryDelayMs: 1000 });
    await w.kick();

    let rows = await outbox();
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r).toMatchObject({ status: 'pending', attempts: 1, locked_by: null, sent_at: null });
      expect(r.last_error).toMatch(/421|unavailable|outage/i);
      expect(
        Date.parse(String(r.next_attempt_at instanceof Date ? r.next_attempt_at.toISOString() : r.next_attempt_at)),
      ).toBeGreaterThan(Date.now() - 1000);
      const attempts = await attemptsOf(r.id);
      expect(attempts.map((a) => Boolean(a.ok))).toEqual([false]);
      expect(attempts[0]!.detail).toBe(r.last_error);
    }
    expect(await ours()).toHaveLength(0);

    // Not due yet: a kick straight away does not retry.
    smtp.setDown(false);
    await w.kick();
    expect((await outbox()).map((r) => r.attempts)).toEqual([1, 1]);
    expect(await ours()).toHaveLength(0);

    await sleep(1100); // past the retry delay
    await w.kick();
    rows = await outbox();
    for (const r of rows) {
      expect(r).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
      expect((await attemptsOf(r.id)).map((a) => Boolean(a.ok))).toEqual([false, true]);
    }
    const delivered = deliveriesById(await ours());
    expect([...delivered.keys()].sort()).toEqual(rows.map((r) => r.id).sort());
    expect([...delivered.values()]).toEqual([1, 1]);
  });

  it('the polling worker retries by itself after an outage and delivers each message exactly once', async () => {
    await submit();
    smtp.setDown(true);
    // A retry delay longer than one pass (see above), so the outage uses a few attempts, not all 8.
    const w = worker({ pollMs: 50, retryDelayMs: 400 });
    await w.kick();
    const failed = await outbox();
    expect(failed).toHaveLength(2);
    for (const r of failed) {
      expect(r.status).not.toBe('sent');
      expect(r.attempts).toBeGreaterThanOrEqual(1);
      expect(r.last_error).toBeTruthy();
    }
    await sleep(500); // a failed retry or so while still down
    expect(await ours()).toHaveLength(0);

    smtp.setDown(false);
    await waitFor(allSent, 'every message to be sent');
    await sleep(200); // a few more polls: nothing is sent twice
    const rows = await outbox();
    const delivered = deliveriesById(await ours());
    expect(delivered.size).toBe(2);
    for (const r of rows) {
      expect(delivered.get(r.id)).toBe(1);
      expect(r.status).toBe('sent');
      const oks = (await attemptsOf(r.id)).map((a) => Boolean(a.ok));
      expect(oks.length).toBeGreaterThanOrEqual(2);
      expect(oks.filter(Boolean)).toHaveLength(1);
      expect(oks.at(-1)).toBe(true);
      expect(r.attempts).toBe(oks.length);
    }
  });

  it('two workers draining 20 queued messages concurrently deliver each exactly once', async () => {
    const ids = await queue(20);
    let second: Db = t.database;
    if (kind === 'postgres') {
      // A second app instance has its own connection pool.
      second = createDb({ databaseUrl: t.databaseUrl!, poolSize: 5 });
      extraDbs.push(second);
    }
    const a = worker({ pollMs: 50 });
    const b = worker({ database: second, pollMs: 50 });
    await Promise.all([a.kick(), b.kick(), a.kick(), b.kick()]);
    await waitFor(allSent, 'all 20 messages to be sent');
    await sleep(200);

    const delivered = deliveriesById(await ours());
    expect([...delivered.keys()].sort()).toEqual([...ids].sort());
    expect([...delivered.values()].every((n) => n === 1)).toBe(true);
    expect(smtp.messages).toHaveLength(20);
    for (const r of await outbox()) {
      expect(r).toMatchObject({ status: 'sent', attempts: 1 });
      expect(await attemptsOf(r.id)).toHaveLength(1);
    }
  });

  it('without SMTP a kick sends nothing and messages stay pending, then go out once SMTP is configured', async () => {
    await submit();
    const w = worker({ smtpUrl: undefined });
    await w.kick();
    await sleep(200); // several polls
    const rows = await outbox();
    expect(rows.map((r) => [r.status, r.attempts, r.last_error])).toEqual([
      ['pending', 0, null],
      ['pending', 0, null],
    ]);
    for (const r of rows) expect(await attemptsOf(r.id)).toHaveLength(0);
    expect(smtp.messages).toHaveLength(0);

    await w.stop();
    const configured = worker();
    await configured.kick();
    expect((await outbox()).map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(await ours()).toHaveLength(2);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts: the row is marked failed and no longer retried, until staff requeue it`, async () => {
    const [id] = await queue(1);
    await t.database.db
      .updateTable('email_outbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where('id', '=', id!)
      .execute();
    smtp.setDown(true);
    const w = worker({ pollMs: 600_000, retryDelayMs: 50 });
    await w.kick();
    let [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, locked_by: null });
    expect(row!.last_error).toBeTruthy();
    expect((await attemptsOf(id!)).map((a) => Boolean(a.ok))).toEqual([false]);

    smtp.setDown(false);
    await sleep(100);
    await w.kick();
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(smtp.messages).toHaveLength(0);

    expect(await requeue(t.database.db, id!)).toBe(true);
    await w.kick();
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(deliveriesById(await ours()).get(id!)).toBe(1);
    expect((await attemptsOf(id!)).map((a) => Boolean(a.ok))).toEqual([false, true]);
  });

  it('one attempt short of the maximum a failure still leaves the row pending', async () => {
    const [id] = await queue(1);
    await t.database.db
      .updateTable('email_outbox')
      .set({ attempts: MAX_ATTEMPTS - 2 })
      .where('id', '=', id!)
      .execute();
    smtp.setDown(true);
    await worker({ pollMs: 600_000, retryDelayMs: 60_000 }).kick();
    expect((await outbox())[0]).toMatchObject({ status: 'pending', attempts: MAX_ATTEMPTS - 1 });
  });

  it('reclaims a message whose worker died mid-send (expired lease), but not one still leased', async () => {
    const [stale, leased] = await queue(2);
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    await t.database.db
      .updateTable('email_outbox')
      .set({ status: 'sending', locked_by: 'dead-worker', locked_until: past })
      .where('id', '=', stale!)
      .execute();
    await t.database.db
      .updateTable('email_outbox')
      .set({ status: 'sending', locked_by: 'live-worker', locked_until: future })
      .where('id', '=', leased!)
      .execute();
    await worker({ pollMs: 600_000 }).kick();
    const rows = new Map((await outbox()).map((r) => [r.id, r]));
    expect(rows.get(stale!)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(rows.get(leased!)).toMatchObject({ status: 'sending', locked_by: 'live-worker', attempts: 0 });
    expect([...deliveriesById(await ours()).keys()]).toEqual([stale]);
  });

  it('does not send a message before its next attempt time', async () => {
    const [id] = await queue(1);
    await t.database.db
      .updateTable('email_outbox')
      .set({ next_attempt_at: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', id!)
      .execute();
    await worker({ pollMs: 600_000 }).kick();
    expect((await outbox())[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(smtp.messages).toHaveLength(0);
  });

  it('stop() ends polling: messages queued afterwards are not sent', async () => {
    const w = worker({ pollMs: 50 });
    await w.stop();
    await queue(1);
    await sleep(200);
    await w.kick();
    expect((await outbox())[0]).toMatchObject({ status: 'pending' });
    expect(smtp.messages).toHaveLength(0);
  });

  // Regression: workers used to lease 10 messages at once and send them one by one, so with a
  // slow server the lease lapsed mid-batch and another instance sent the rest again. Each claim
  // now covers one message. Scaled down here: 8 messages at 250 ms each (a batch would take 2 s)
  // against a 1.2 s lease, so one message fits its lease even on a loaded machine.
  it('a slow SMTP server does not make two workers deliver the same message twice', async () => {
    const port = await freePort();
    const slowMessages: string[] = [];
    const slow = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          slowMessages.push(/^X-Outbox-Id:\s*(\S+)/im.exec(raw)?.[1] ?? '');
          setTimeout(cb, 250);
        });
      },
    });
    servers.push(slow);
    await new Promise<void>((r) => slow.listen(port, '127.0.0.1', r));
    const url = `smtp://127.0.0.1:${port}`;

    const ids = await queue(8);
    let second: Db = t.database;
    if (kind === 'postgres') {
      second = createDb({ databaseUrl: t.databaseUrl!, poolSize: 2 });
      extraDbs.push(second);
    }
    const a = worker({ smtpUrl: url, pollMs: 600_000, leaseMs: 1_200 });
    const b = worker({ smtpUrl: url, database: second, pollMs: 600_000, leaseMs: 1_200 });
    const first = a.kick(); // works through all eight, one claim at a time
    await sleep(1_400); // a batch lease taken at the start would have lapsed by now
    await Promise.all([first, b.kick()]);
    await waitFor(allSent, 'all messages to be sent');

    const counts = new Map<string, number>();
    for (const id of slowMessages) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...ids].sort());
    expect([...counts.values()]).toEqual(ids.map(() => 1));
  });

  // Issue 37, finding 7: a Message-ID from the outbox id, the same on every attempt
  // (a repeat after a crash is dropped by the receiver); a staff 'Resend' is a new message.
  it('gives each message a Message-ID from its id and the site domain, kept across retries, new for a staff resend', async () => {
    const id = await enqueueEmail(t.database.db, {
      kind: 'mail-test',
      submissionId: null,
      to: 'owner@northmill.example',
      replyTo: null,
      subject: 'Message-ID',
      text: 'Hello',
      html: null,
      attachmentId: null,
    });
    smtp.setDown(true);
    const w = worker({ pollMs: 600_000, retryDelayMs: 1000, messageIdDomain: 'www.northmill.example' });
    await w.kick();
    smtp.setDown(false);
    await sleep(1100); // past the retry delay
    await w.kick();
    await waitFor(async () => (await ours()).length === 1, 'the message');
    expect(await requeue(t.database.db, id)).toBe(true);
    await w.kick();
    await waitFor(async () => (await ours()).length === 2, 'the resend');
    expect((await ours()).map((m) => m.header('message-id'))).toEqual([
      `<${id}@www.northmill.example>`,
      `<${id}.resend1@www.northmill.example>`,
    ]);
    expect((await attemptsOf(id)).map((a) => Boolean(a.ok))).toEqual([false, true, true]);
  });
});

describe('backoff', () => {
  it('doubles from 30 s and is capped at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(backoffMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000,
    ]);
    expect(backoffMs(0)).toBe(30_000);
    expect(backoffMs(50)).toBe(3_600_000);
    expect(MAX_ATTEMPTS).toBe(8);
  });
});
