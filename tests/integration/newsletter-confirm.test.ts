import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { subscribeToNewsletter } from '../../src/lib/server/newsletter/subscribe.ts';
import { listSubscribers } from '../../src/lib/server/repositories/newsletter.ts';
import { CONFIRM_TTL_MS, confirmSubscription, confirmToken, readConfirmToken } from '../../src/lib/server/newsletter/confirm.ts';
import { runMaintenance } from '../../src/lib/server/process/maintenance.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';

const SITE = 'https://northmill.example';

describe.each(testDatabases())('newsletter double opt-in on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.cleanup());
  const db = () => t.database.db;
  const mails = (to: string) =>
    db()
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .where('kind', '=', 'newsletter-confirmation')
      .execute();

  it('stores a new address unconfirmed and e-mails a signed link that confirms it once', async () => {
    const r = await subscribeToNewsletter(db(), 'Optin@Example.co.uk', { siteUrl: SITE });
    expect(r.status).toBe('subscribed');
    const [row] = (await listSubscribers(db())).filter((s) => s.email === 'optin@example.co.uk');
    expect(row!.confirmedAt).toBeNull();
    expect(await listSubscribers(db(), { confirmedOnly: true })).toEqual([]);

    const [mail] = await mails('optin@example.co.uk');
    const link = /https:\/\/northmill\.example\/newsletter\/confirm\?token=(\S+)/.exec(mail!.text_body)!;
    const token = decodeURIComponent(link[1]!);
    expect(await readConfirmToken(db(), token)).toBe(row!.id);

    expect(await confirmSubscription(db(), token, '2026-03-01T09:00:00.000Z')).toBe('confirmed');
    expect(await confirmSubscription(db(), token)).toBe('already-confirmed');
    const confirmed = await listSubscribers(db(), { confirmedOnly: true });
    expect(confirmed.map((s) => [s.email, s.confirmedAt])).toEqual([['optin@example.co.uk', '2026-03-01T09:00:00.000Z']]);
  });

  it('refuses forged, altered and expired links', async () => {
    const { id } = (await subscribeToNewsletter(db(), 'forge@example.co.uk')) as { id: string };
    const good = await confirmToken(db(), id);
    const [sid, exp, sig] = good.split('.');
    expect(await confirmSubscription(db(), `${sid}.${Number(exp) + 1}.${sig}`)).toBe('invalid');
    expect(await confirmSubscription(db(), `other-id.${exp}.${sig}`)).toBe('invalid');
    expect(await confirmSubscription(db(), 'nonsense')).toBe('invalid');
    expect(await confirmSubscription(db(), null)).toBe('invalid');
    const old = await confirmToken(db(), id, Date.now() - CONFIRM_TTL_MS - 1000);
    expect(await confirmSubscription(db(), old)).toBe('invalid');
    expect((await listSubscribers(db(), { confirmedOnly: true })).some((s) => s.id === id)).toBe(false);
  });

  it('re-sends the link to an unconfirmed address at most once per 10 minutes, and never to a confirmed one', async () => {
    await subscribeToNewsletter(db(), 'again@example.co.uk', { siteUrl: SITE });
    await subscribeToNewsletter(db(), 'again@example.co.uk', { siteUrl: SITE });
    await subscribeToNewsletter(db(), 'AGAIN@example.co.uk', { siteUrl: SITE });
    expect(await mails('again@example.co.uk')).toHaveLength(1);
    await subscribeToNewsletter(db(), 'optin@example.co.uk', { siteUrl: SITE });
    expect(await mails('optin@example.co.uk')).toHaveLength(1);
  });

  // Issue 37, finding 8: 20 `victim+N@` sign-ups put 20 confirmation e-mails in one inbox.
  it('counts confirmation e-mails per mailbox: +tags, and dots and googlemail.com at Gmail, are one inbox', async () => {
    const sentTo = async (pattern: string) =>
      (
        await db()
          .selectFrom('email_outbox')
          .select('to_address')
          .where('kind', '=', 'newsletter-confirmation')
          .where('to_address', 'like', pattern)
          .execute()
      ).map((r) => r.to_address);
    for (let n = 1; n <= 20; n++) await subscribeToNewsletter(db(), `victim+${n}@example.co.uk`, { siteUrl: SITE });
    await subscribeToNewsletter(db(), 'Victim@Example.co.uk', { siteUrl: SITE });
    expect(await sentTo('victim%@example.co.uk')).toEqual(['victim+1@example.co.uk']);
    // Every sign-up is still stored (each is an address someone typed); only the mail is limited.
    expect((await listSubscribers(db())).filter((s) => s.email.startsWith('victim')).length).toBe(21);

    for (const a of ['jo.bloggs@gmail.com', 'jobloggs+news@gmail.com', 'J.o.Bloggs@googlemail.com', 'jo.b.loggs+x@gmail.com'])
      await subscribeToNewsletter(db(), a, { siteUrl: SITE });
    expect(await sentTo('%@g%mail.com')).toEqual(['jo.bloggs@gmail.com']);
    // Dots are Gmail's rule only: elsewhere they are other people.
    await subscribeToNewsletter(db(), 'jo.bloggs@example.co.uk', { siteUrl: SITE });
    await subscribeToNewsletter(db(), 'jobloggs@example.co.uk', { siteUrl: SITE });
    expect(await sentTo('jo%@example.co.uk')).toHaveLength(2);
  });

  it('sends one mailbox at most 4 confirmation e-mails a day, however slowly they are asked for', async () => {
    const hour = 60 * 60 * 1000;
    // Four earlier sends today, each more than 10 minutes apart.
    for (let i = 1; i <= 4; i++)
      await db()
        .insertInto('rate_limit_hits')
        .values({
          id: `drip-${i}`,
          bucket: 'newsletter-confirm-mail-day',
          key: 'drip@example.co.uk',
          created_at: new Date(Date.now() - i * hour).toISOString(),
        })
        .execute();
    await subscribeToNewsletter(db(), 'drip+5@example.co.uk', { siteUrl: SITE });
    expect(await mails('drip+5@example.co.uk')).toHaveLength(0);
  });

  it('housekeeping deletes addresses left unconfirmed past the link lifetime, and keeps confirmed ones', async () => {
    const stale = new Date(Date.now() - CONFIRM_TTL_MS - 60_000).toISOString();
    await subscribeToNewsletter(db(), 'stale@example.co.uk', { now: stale });
    await subscribeToNewsletter(db(), 'stale-confirmed@example.co.uk', { now: stale });
    await db()
      .updateTable('newsletter_subscribers')
      .set({ confirmed_at: stale })
      .where('email', '=', 'stale-confirmed@example.co.uk')
      .execute();
    await runMaintenance(db(), loadConfig({ LOG_LEVEL: 'silent' }), pino({ level: 'silent' }));
    const emails = (await listSubscribers(db())).map((s) => s.email);
    expect(emails).not.toContain('stale@example.co.uk');
    expect(emails).toContain('stale-confirmed@example.co.uk');
    expect(emails).toContain('again@example.co.uk'); // unconfirmed but recent
  });
});
