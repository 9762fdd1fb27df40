// Growth any stranger can cause is bounded (issue 24). One client hammers each
// anonymous entry point of the production server a few hundred times, with
// random e-mail addresses and random headers, and the rows of every table are
// counted before and after: each entry point may add a small, fixed number of
// rows (what its rate limit lets through), never one per request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../support/server.ts';
import { startSmtp, type TestSmtp } from '../../support/smtp.ts';
import { testDatabases } from '../helpers/databases.ts';
import { appDatabase, enquiryForm, formToken, pool, postEnquiry, type AppDatabase } from './helpers.ts';
import { COPY_TABLES } from '../../src/lib/server/db-copy/copy.ts';
import type { Db } from '../../src/lib/server/db/create-db.ts';

const HITS = 300; // per entry point
const IN_FLIGHT = 6;
const OWNER = { email: 'growth-owner@northmill.example', password: 'Bounded growth 2026!' };
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

const random = () => Math.random().toString(36).slice(2, 12);
const randomEmail = () => `${random()}${'x'.repeat(200)}@${random()}.example`.slice(-254);

describe.each(testDatabases())('bounded growth from one client on %s', (kind) => {
  let app: AppDatabase;
  let server: RunningServer;
  let smtp: TestSmtp;
  let db: Db;
  const added: Record<string, Record<string, number>> = {};

  beforeAll(async () => {
    app = await appDatabase(kind, 'nm-growth-');
    smtp = await startSmtp();
    server = await startServer({
      ...app.env,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '200',
      ANALYTICS_FLUSH_MS: '1000',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      MIN_FILL_MS: '0',
      LOG_LEVEL: 'warn',
      // RATE_LIMITS stays at its default, on; TRUST_PROXY stays off, so X-Forwarded-For is not believed.
    });
    db = app.open();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await app?.cleanup();
    console.log(`rows added per entry point (${kind}, ${HITS} requests each):\n${JSON.stringify(added, null, 1)}`);
  });

  const counts = async () => {
    const out: Record<string, number> = {};
    for (const { table } of COPY_TABLES) {
      const row = await db.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      out[table] = Number(row.n);
    }
    return out;
  };
  /** Runs `hit` HITS times and returns the rows it added, per table, once the server has written them. */
  const measure = async (name: string, hit: (i: number) => Promise<number>, settleMs = 2_000) => {
    const before = await counts();
    const statuses = await pool(HITS, IN_FLIGHT, hit);
    // Page views are written every second (ANALYTICS_FLUSH_MS below) and e-mails by the outbox
    // every 200 ms: let both settle.
    await new Promise((r) => setTimeout(r, settleMs));
    const after = await counts();
    const grew = Object.fromEntries(
      Object.keys(after).flatMap((t) => (after[t]! > before[t]! ? [[t, after[t]! - before[t]!]] : [])),
    );
    added[name] = grew;
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    return { total: Object.values(grew).reduce((n, v) => n + v, 0), grew, statuses };
  };
  const post = (action: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/_actions/${action}`, {
      method: 'POST',
      body,
      headers: { Origin: server.baseUrl, 'user-agent': CHROME, ...headers },
      signal: AbortSignal.timeout(30_000),
    }).then(async (r) => (await r.arrayBuffer(), r.status));

  it('sign-in: 300 wrong passwords for random addresses are a handful of rows, and the audit log two', async () => {
    const { total, grew, statuses } = await measure('sign-in', () =>
      post('auth.login', new URLSearchParams({ email: randomEmail(), password: `wrong ${random()}` })),
    );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(HITS - 30);
    // 20 checked passwords (3 rate-limit rows each) and two audit entries (failed, throttled) per 10-minute window.
    expect(grew.audit_log ?? 0).toBeLessThanOrEqual(4);
    expect(total).toBeLessThanOrEqual(70);
    const entries = await db.db
      .selectFrom('audit_log')
      .select(['actor_email', 'repeat_count'])
      .where('actor_id', 'is', null)
      .execute();
    expect(entries.reduce((n, e) => n + Number(e.repeat_count), 0)).toBe(HITS);
    for (const e of entries) expect(e.actor_email.length).toBeLessThanOrEqual(64);
  }, 300_000);

  it('password reset: 300 requests are at most a few rows', async () => {
    const { total } = await measure('password reset', () =>
      post('account.requestReset', new URLSearchParams({ email: randomEmail() })),
    );
    expect(total).toBeLessThanOrEqual(15);
  }, 300_000);

  it('newsletter: 300 sign-ups are the five the limit allows, with their e-mails', async () => {
    const { total, grew } = await measure('newsletter', () =>
      post('newsletter.subscribe', new URLSearchParams({ email: `${random()}@example.co.uk` })),
    );
    expect(grew.newsletter_subscribers ?? 0).toBeLessThanOrEqual(5);
    // Each of the five confirmation e-mails counts against two per-mailbox windows (the 10-minute
    // gap and the daily cap, issue 37 finding 8): ten rate-limit rows where there were five.
    expect(total).toBeLessThanOrEqual(35);
  }, 300_000);

  it('enquiries: 300 submissions are the five the limit allows, with their e-mails', async () => {
    const token = await formToken(server.baseUrl);
    const { total, grew } = await measure('enquiry', async () => {
      const r = await postEnquiry(server.baseUrl, enquiryForm({ key: random(), token }), { headers: { 'user-agent': CHROME } });
      return r.status;
    });
    expect(grew.contact_submissions ?? 0).toBeLessThanOrEqual(5);
    expect(total).toBeLessThanOrEqual(40);
  }, 300_000);

  it('page views with random User-Agent, Referer and X-Forwarded-For: at most 51 referrer rows and one visitor', async () => {
    const paths = ['/', '/about', '/services', '/blog', '/contact'];
    const { total } = await measure('page views', (i) =>
      fetch(`${server.baseUrl}${paths[i % paths.length]}`, {
        headers: {
          'user-agent': `Mozilla/5.0 (X11; Linux x86_64; rv:${i}.${Date.now() % 997}) Gecko/20100101 Firefox/${Math.random()}`,
          referer: `https://${random()}.example/${random()}`,
          'x-forwarded-for': `${i % 250}.${(i * 7) % 250}.1.2`,
          'accept-language': random(),
        },
        signal: AbortSignal.timeout(30_000),
      }).then(async (r) => (await r.arrayBuffer(), r.status)),
    );
    const rows = await db.db.selectFrom('analytics_daily').select(['kind', 'key', 'count']).execute();
    expect(rows.filter((r) => r.kind === 'referrer').length).toBeLessThanOrEqual(51);
    expect(rows.filter((r) => r.kind === 'visitor').reduce((n, r) => n + Number(r.count), 0)).toBe(1);
    // One stored visitor hash for the day, however the requests were dressed (the /contact visit above included).
    expect(await db.db.selectFrom('analytics_visitors').selectAll().execute()).toHaveLength(1);
    // view, 5 pages, 51 referrers and the visitor total; a salt, a visitor hash and the key secret; a few to spare.
    expect(total).toBeLessThanOrEqual(65);
  }, 300_000);

  it('share images: 300 requests for real and made-up cards add at most one row per real card', async () => {
    const html = await (await fetch(`${server.baseUrl}/about`)).text();
    const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(card).toBeTruthy();
    const path = new URL(card!).pathname;
    const { total } = await measure(
      'share images',
      (i) => {
        const target =
          i % 3 === 0
            ? path
            : i % 3 === 1
              ? path.replace(/[\w-]{22}\.png$/, `${random()}${random()}xx.png`.slice(-26))
              : `/og/page/${random()}/${random()}.png`;
        return fetch(`${server.baseUrl}${target}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) }).then(
          async (r) => (await r.arrayBuffer(), r.status),
        );
      },
      500,
    );
    expect(total).toBeLessThanOrEqual(2);
  }, 300_000);
});
