import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../../support/smtp.ts';
import { createDb, type Db } from '../../src/lib/server/db/create-db.ts';
import { createLogger } from '../../src/lib/server/foundation/logger.ts';
import { startMailWorker, type MailWorkerOptions } from '../../src/lib/server/email/worker.ts';
import { insertIssue, setSchedule, claimDueIssue } from '../../src/lib/server/repositories/newsletter-issues.ts';
import { issueReport, queueRecipients } from '../../src/lib/server/repositories/newsletter-deliveries.ts';
import { queueDueIssues, unsubscribeHeaders } from '../../src/lib/server/newsletter-send/queue.ts';
import { unsubscribe, unsubscribeToken, unsubscribeUrl } from '../../src/lib/server/email/unsubscribe.ts';
import { claimDue, enqueueEmail } from '../../src/lib/server/repositories/outbox.ts';
import { json } from '../../src/lib/server/db/values.ts';
import { dkimOptions, loadConfig } from '../../src/lib/server/foundation/config.ts';
import { generateKeyPairSync } from 'node:crypto';

const SITE = 'https://www.northmill.example';
const FROM = 'Northmill <news@northmill.example>';
const logger = createLogger('silent');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Quoted-printable soft breaks and =XX escapes undone, enough to find a link in the body. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe.each(testDatabases())('newsletter sending on %s', (kind) => {
  let t: TestDb;
  let smtp: TestSmtp;
  const workers: { stop(): Promise<void> }[] = [];
  const extraDbs: Db[] = [];

  const worker = (o: Partial<MailWorkerOptions> = {}) => {
    const w = startMailWorker({ database: t.database, logger, smtpUrl: smtp.url, from: FROM, pollMs: 30, ...o });
    workers.push(w);
    return w;
  };
  const secondDb = () => {
    if (kind === 'sqlite') return t.database; // one connection per process, as in production
    const d = createDb({ databaseUrl: t.databaseUrl!, poolSize: 5 });
    extraDbs.push(d);
    return d;
  };
  const db = () => t.database.db;
  const newsletterRows = () =>
    db().selectFrom('email_outbox').selectAll().where('kind', '=', 'newsletter').orderBy('to_address').execute();

  async function addSubscriber(email: string, confirmed = true) {
    const id = crypto.randomUUID();
    await db()
      .insertInto('newsletter_subscribers')
      .values({
        id,
        email,
        consent_text: 'test consent',
        source: 'blog',
        created_at: new Date().toISOString(),
        confirmed_at: confirmed ? new Date().toISOString() : null,
      })
      .execute();
    return id;
  }

  async function scheduleIssue(subject = 'Spring notes from the mill') {
    const id = crypto.randomUUID();
    await insertIssue(
      db(),
      id,
      { subject, bodyHtml: '<p>Three tools we retired this quarter.</p>', postId: null, coverMediaId: null, linkUrl: null },
      'owner@northmill.example',
    );
    await setSchedule(db(), id, new Date(Date.now() - 1000).toISOString(), 'draft');
    return id;
  }

  const mine = (to: string) => smtp.messages.filter((m) => m.to.includes(to));
  const perRecipient = (mails: ReceivedMail[]) => {
    const n = new Map<string, number>();
    for (const m of mails) for (const to of m.to) n.set(to, (n.get(to) ?? 0) + 1);
    return n;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
  });
  beforeEach(async () => {
    t = await openTestDb(kind);
    smtp.messages.length = 0;
    smtp.refused.clear();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await Promise.all(extraDbs.splice(0).map((d) => d.close()));
    await t.cleanup();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('3 confirmed and 1 unconfirmed subscriber: 3 messages, each with the RFC 8058 headers and its own link', async () => {
    const ids = [
      await addSubscriber('ann@example.com'),
      await addSubscriber('bob@example.com'),
      await addSubscriber('cat@example.com'),
    ];
    await addSubscriber('unconfirmed@example.com', false);
    const issue = await scheduleIssue();
    expect(await queueDueIssues({ database: t.database, siteUrl: SITE, ratePerMinute: 6000 })).toBe(3);

    const rows = await newsletterRows();
    expect(rows.map((r) => r.to_address)).toEqual(['ann@example.com', 'bob@example.com', 'cat@example.com']);
    for (const [i, r] of rows.entries()) {
      const link = unsubscribeUrl(SITE, await unsubscribeToken(db(), ids[i]!));
      expect(link.startsWith('https://')).toBe(true);
      expect(json(r.headers, {})).toEqual(unsubscribeHeaders(link));
    }

    worker();
    await waitFor(() => smtp.messages.length >= 3, 'three newsletters');
    await sleep(100);
    expect(smtp.messages).toHaveLength(3);
    expect(mine('unconfirmed@example.com')).toHaveLength(0);
    for (const [i, to] of ['ann@example.com', 'bob@example.com', 'cat@example.com'].entries()) {
      const [m] = mine(to);
      const link = unsubscribeUrl(SITE, await unsubscribeToken(db(), ids[i]!));
      expect(m!.header('list-unsubscribe')).toBe(`<${link}>`);
      expect(m!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(m!.header('subject')).toBe('Spring notes from the mill');
      // The visible link in the body is the recipient's own, not the placeholder.
      expect(unfold(m!.raw)).toContain(link.replace(/&/g, '&amp;'));
      expect(m!.raw).not.toContain('NORTHMILL_UNSUBSCRIBE');
    }
    await waitFor(async () => (await issueReport(db(), issue, null)).sent === 3, 'report');
    expect(await issueReport(db(), issue, null)).toMatchObject({ queued: 3, sent: 3, failed: 0, waiting: 0 });
  });

  it('queuing again, or by two instances at once, adds no second message for anyone', async () => {
    for (let i = 0; i < 12; i++) await addSubscriber(`reader${String(i).padStart(2, '0')}@example.com`);
    await scheduleIssue();
    const other = secondDb();
    const counts = await Promise.all([
      queueDueIssues({ database: t.database, siteUrl: SITE, ratePerMinute: 6000, batchSize: 5 }),
      queueDueIssues({ database: other, siteUrl: SITE, ratePerMinute: 6000, batchSize: 5 }),
    ]);
    expect(counts[0]! + counts[1]!).toBe(12);
    expect(await queueDueIssues({ database: t.database, siteUrl: SITE, ratePerMinute: 6000 })).toBe(0);
    expect(await newsletterRows()).toHaveLength(12);
  });

  it('spaces messages at the configured rate, and a second issue waits behind the first', async () => {
    for (let i = 0; i < 3; i++) await addSubscriber(`paced${i}@example.com`);
    const first = await scheduleIssue('First');
    const second = await scheduleIssue('Second');
    await queueDueIssues({ database: t.database, siteUrl: SITE, ratePerMinute: 60 });
    const slots = async (issue: string) =>
      (
        await db()
          .selectFrom('email_outbox')
          .select('next_attempt_at')
          .where('newsletter_issue_id', '=', issue)
          .orderBy('next_attempt_at')
          .execute()
      ).map((r) => Date.parse(String(r.next_attempt_at instanceof Date ? r.next_attempt_at.toISOString() : r.next_attempt_at)));
    const [a, b] = [await slots(first), await slots(second)];
    const all = [...a, ...b].sort((x, y) => x - y);
    expect(all).toHaveLength(6);
    for (let i = 1; i < all.length; i++) expect(all[i]! - all[i - 1]!).toBeGreaterThanOrEqual(999);
    // One issue's messages all come before the other's: they never share the rate.
    expect(Math.max(...a) < Math.min(...b) || Math.max(...b) < Math.min(...a)).toBe(true);
  });

  it('keeps the rate across instances when a backlog is due at once, while other mail goes straight out', async () => {
    for (let i = 0; i < 5; i++) await addSubscriber(`backlog${i}@example.com`);
    await scheduleIssue();
    // Slots 1 ms apart: as if every instance had been down while they came due.
    await queueDueIssues({ database: t.database, siteUrl: SITE, ratePerMinute: 60_000 });
    await sleep(50);
    const a = worker({ newsletterRatePerMinute: 200 }); // one every 300 ms, shared
    const b = worker({ database: secondDb(), newsletterRatePerMinute: 200 });
    await Promise.all([a.kick(), b.kick()]);
    await enqueueEmail(db(), {
      kind: 'enquiry-notification',
      submissionId: null,
      to: 'inbox@northmill.example',
      replyTo: null,
      subject: 'New enquiry',
      text: 'x',
      html: null,
      attachmentId: null,
    });
    const enquiryQueuedAt = Date.now();
    void a.kick();
    await waitFor(() => mine('inbox@northmill.example').length === 1, 'the enquiry e-mail');
    expect(Date.now() - enquiryQueuedAt).toBeLessThan(1000);
    await waitFor(async () => (await newsletterRows()).every((r) => r.status === 'sent'), 'the backlog', 20_000);
    const sentAt = (await newsletterRows())
      .map((r) => Date.parse(String(r.sent_at instanceof Date ? r.sent_at.toISOString() : r.sent_at)))
      .sort((x, y) => x - y);
    // Five messages, one slot every 300 ms: four slots between the first and the last
    // (sent_at is stamped after each SMTP exchange, so allow one slot for the first connection).
    expect(sentAt.at(-1)! - sentAt[0]!).toBeGreaterThanOrEqual(3 * 300);
    const n = perRecipient(smtp.messages);
    expect([...n.values()].every((v) => v === 1)).toBe(true);
  });

  it('a queuing instance that dies half-way is continued by another, each recipient queued once', async () => {
    const emails = Array.from({ length: 7 }, (_, i) => `member${i}@example.com`);
    for (const e of emails) await addSubscriber(e);
    const issue = await scheduleIssue();
    // Instance A claims the issue with a lease that lapses at once and queues two recipients, then "dies".
    const claimed = await claimDueIssue(db(), { workerId: 'dead', leaseMs: -1000, pg: kind === 'postgres' });
    expect(claimed?.id).toBe(issue);
    const two = (await db().selectFrom('newsletter_subscribers').select(['id', 'email']).orderBy('id').limit(2).execute()).map(
      (r) => ({ ...r, headers: {}, nextAttemptAt: new Date().toISOString() }),
    );
    expect(await queueRecipients(db(), { id: issue, subject: 'x' }, two, 0, new Date().toISOString())).toBe(2);
    // Instance B finds the lapsed lease and adds only the missing five.
    expect(await queueDueIssues({ database: secondDb(), siteUrl: SITE, ratePerMinute: 6000 })).toBe(5);
    const rows = await newsletterRows();
    expect(new Set(rows.map((r) => r.to_address)).size).toBe(7);
    expect(rows).toHaveLength(7);
  });

  it('a worker restart half-way through a send delivers each remaining recipient exactly once', async () => {
    const emails = Array.from({ length: 10 }, (_, i) => `half${i}@example.com`);
    for (const e of emails) await addSubscriber(e);
    await scheduleIssue();
    // 600 a minute: one slot every 100 ms, so the first worker is stopped mid-send.
    await queueDueIssues({ database: t.database, siteUrl: SITE, ratePerMinute: 600 });
    const first = worker({ leaseMs: 500 });
    await waitFor(() => smtp.messages.length >= 4, 'the first four');
    await first.stop();
    workers.splice(workers.indexOf(first), 1);
    // A crash, not a clean stop: one due message is left claimed by a process that is gone.
    await sleep(150);
    const [stuck] = await claimDue(db(), { workerId: 'crashed', leaseMs: 300, limit: 1, pg: kind === 'postgres' });
    const sentBefore = smtp.messages.length;
    expect(sentBefore).toBeLessThan(10);
    expect(stuck).toBeDefined();

    worker({ database: secondDb(), leaseMs: 500 });
    await waitFor(async () => (await newsletterRows()).every((r) => r.status === 'sent'), 'every message sent', 20_000);
    await sleep(200);
    const n = perRecipient(smtp.messages);
    expect([...n.keys()].sort()).toEqual([...emails].sort());
    expect([...n.values()].every((v) => v === 1)).toBe(true);
  });

  it('two instances draining one issue never send anyone two copies', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `pair${i}@example.com`);
    for (const e of emails) await addSubscriber(e);
    await scheduleIssue();
    await queueDueIssues({ database: t.database, siteUrl: SITE, ratePerMinute: 60_000 / 5 });
    const a = worker();
    const b = worker({ database: secondDb() });
    await Promise.all([a.kick(), b.kick()]);
    await waitFor(async () => (await newsletterRows()).every((r) => r.status === 'sent'), 'every message sent');
    await sleep(150);
    const n = perRecipient(smtp.messages);
    expect(n.size).toBe(20);
    expect([...n.values()].every((v) => v === 1)).toBe(true);
  });

  it('one-click unsubscribe is immediate: a repeat is harmless, a queued message is not sent, the next issue skips them', async () => {
    const stay = await addSubscriber('stay@example.com');
    const leave = await addSubscriber('leave@example.com');
    void stay;
    const issue = await scheduleIssue();
    await queueDueIssues({ database: t.database, siteUrl: SITE, ratePerMinute: 6000 });
    const token = await unsubscribeToken(db(), leave);
    expect(await unsubscribe(db(), token)).toBe('unsubscribed');
    expect(await unsubscribe(db(), token)).toBe('already-unsubscribed');
    expect(await unsubscribe(db(), `${leave}.${'A'.repeat(43)}`)).toBe('invalid');

    worker();
    await waitFor(async () => (await newsletterRows()).every((r) => r.status !== 'pending' && r.status !== 'sending'), 'done');
    expect(mine('leave@example.com')).toHaveLength(0);
    expect(mine('stay@example.com')).toHaveLength(1);
    const report = await issueReport(db(), issue, new Date(Date.now() - 60_000).toISOString());
    expect(report).toMatchObject({ queued: 2, sent: 1, skipped: 1, unsubscribedSince: 1 });

    await scheduleIssue('The next one');
    expect(await queueDueIssues({ database: t.database, siteUrl: SITE, ratePerMinute: 6000 })).toBe(1);
  });

  it('signs each message with DKIM when a key is configured', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const config = loadConfig({
      DKIM_DOMAIN: 'northmill.example',
      DKIM_SELECTOR: 'mail2026',
      DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
    });
    await addSubscriber('signed@example.com');
    await scheduleIssue();
    await queueDueIssues({ database: t.database, siteUrl: SITE, ratePerMinute: 6000 });
    worker({ dkim: dkimOptions(config) });
    await waitFor(() => mine('signed@example.com').length === 1, 'the signed message');
    const sig = mine('signed@example.com')[0]!.header('dkim-signature') ?? '';
    expect(sig).toMatch(/\bd=northmill\.example\b/);
    expect(sig).toMatch(/\bs=mail2026\b/);
    expect(sig).toMatch(/h=[^;]*List-Unsubscribe/i);
    expect(() => loadConfig({ DKIM_DOMAIN: 'northmill.example' })).toThrow(/DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY/);
  });

  it('a permanent 5xx refusal fails the message at once and suppresses the address', async () => {
    await addSubscriber('gone@example.com');
    await addSubscriber('here@example.com');
    smtp.refused.add('gone@example.com');
    const issue = await scheduleIssue();
    await queueDueIssues({ database: t.database, siteUrl: SITE, ratePerMinute: 6000 });
    worker({ retryDelayMs: 50 });
    await waitFor(async () => (await newsletterRows()).every((r) => r.status === 'sent' || r.status === 'failed'), 'done');
    const gone = (await newsletterRows()).find((r) => r.to_address === 'gone@example.com')!;
    expect(gone.status).toBe('failed');
    expect(gone.attempts).toBe(1);
    const sub = await db()
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', 'gone@example.com')
      .executeTakeFirstOrThrow();
    expect(sub.suppressed_at).not.toBeNull();
    expect(sub.suppressed_reason).toMatch(/550|No such mailbox/);
    expect(await issueReport(db(), issue, null)).toMatchObject({ sent: 1, failed: 1 });
    await scheduleIssue('After the bounce');
    expect(await queueDueIssues({ database: t.database, siteUrl: SITE, ratePerMinute: 6000 })).toBe(1);
  });
});
