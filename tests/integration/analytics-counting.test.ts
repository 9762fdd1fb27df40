import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { wrapHandler } from '../../src/lib/server/http/http-wrapper.ts';
import { AnalyticsCollector, setCollector } from '../../src/lib/server/analytics/collector.ts';
import { REFERRERS_PER_DAY } from '../../src/lib/server/analytics/schema.ts';
import { RouteStore } from '../../src/lib/server/route-cache/store.ts';
import { ukDay } from '../../src/lib/uk-time.ts';
import { OTHER_REFERRERS, addCounters } from '../../src/lib/server/repositories/analytics.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe.each(testDatabases())('page-view counting through the HTTP wrapper on %s', (kind) => {
  let t: TestDb;
  let server: http.Server;
  let base: string;
  let collector: AnalyticsCollector;
  let appCalls = 0;
  const store = new RouteStore();

  beforeAll(async () => {
    t = await openTestDb(kind);
    collector = new AnalyticsCollector(t.database.db);
    setCollector(collector);
    // Stands in for Astro: public pages are cacheable HTML; /missing is a 404.
    const app: http.RequestListener = (req, res) => {
      appCalls += 1;
      if (req.url === '/missing') {
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
        return res.end('<p>Not found</p>');
      }
      if (req.url === '/favicon.svg') {
        res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
        return res.end('<svg/>');
      }
      // What the route cache's provider does with a page Astro may keep (route-cache/provider.ts).
      const headers = { 'content-type': 'text/html; charset=utf-8' };
      store.put(
        req.url!,
        { status: 200, headers: { ...headers }, maxAgeMs: 60_000, tags: ['site'] },
        Buffer.from(`<p>${req.url}</p>`),
      );
      res.writeHead(200, headers);
      res.end(`<p>${req.url}</p>`);
    };
    server = http.createServer(wrapHandler(app, pino({ level: 'silent' }), { store }));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    setCollector(undefined);
    await new Promise((r) => server.close(r));
    await t.cleanup();
  });

  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const r = await fetch(base + path, { method, headers: { 'user-agent': CHROME, ...headers }, redirect: 'manual' });
    await r.arrayBuffer();
    return r.status;
  };
  const rows = async () =>
    (await t.database.db.selectFrom('analytics_daily').selectAll().orderBy('kind').orderBy('key').execute()).map(
      (r) => `${r.kind}:${r.key}=${Number(r.count)}`,
    );

  it('counts public HTML page views in memory, cache hits included, and writes them in one flush', async () => {
    const before = appCalls;
    expect(await get('/')).toBe(200);
    expect(await get('/')).toBe(200);
    expect(await get('/')).toBe(200);
    expect(appCalls - before).toBe(1); // two of the three were route-cache hits
    expect(await get('/about', { referer: 'https://www.google.com/search?q=bespoke+software' })).toBe(200);
    expect(await get('/about', { referer: `${base}/` })).toBe(200); // own site: not a referrer
    expect(await get('/', { 'user-agent': FIREFOX })).toBe(200);
    // Nothing written yet: the counts wait in the batch.
    expect(await rows()).toEqual([]);
    expect(collector.pending).toBeGreaterThan(0);
    await collector.flush();
    expect(await rows()).toEqual(['page:/=4', 'page:/about=2', 'referrer:www.google.com=1', 'view:=6', 'visitor:=1']);
    expect(collector.pending).toBe(0);
  });

  it('skips DNT and GPC, bots, admin, actions, assets, non-GET and non-200 responses', async () => {
    await get('/', { dnt: '1' });
    await get('/', { 'sec-gpc': '1' });
    await get('/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await get('/', {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36',
    });
    await get('/', { 'user-agent': '' });
    await get('/admin');
    await get('/_actions/contact.submit');
    await get('/contact?_action=contact.submit');
    await get('/favicon.svg');
    await get('/missing');
    await get('/', {}, 'HEAD');
    await get('/', {}, 'POST');
    await collector.flush();
    expect(await rows()).toEqual(['page:/=4', 'page:/about=2', 'referrer:www.google.com=1', 'view:=6', 'visitor:=1']);
  });

  it('adds to the stored counts and counts a returning visitor once a day', async () => {
    await get('/about');
    await get('/about', { 'user-agent': FIREFOX });
    await collector.flush();
    expect(await rows()).toEqual(['page:/=4', 'page:/about=4', 'referrer:www.google.com=1', 'view:=8', 'visitor:=1']);
  });

  it('never stores the address, the user agent or the unsalted visitor key', async () => {
    const db = t.database.db;
    const stored = JSON.stringify([
      await db.selectFrom('analytics_daily').selectAll().execute(),
      await db.selectFrom('analytics_visitors').selectAll().execute(),
    ]);
    for (const secret of ['127.0.0.1', 'Chrome/140', 'Firefox', await collector.visitorKey('127.0.0.1')]) {
      expect(stored).not.toContain(secret);
    }
    // Chrome and Firefox from one address are one visitor: only the address makes the key.
    expect(await db.selectFrom('analytics_visitors').selectAll().execute()).toHaveLength(1);
  });

  it('2,000 page views from one address with random Referer and User-Agent: one visitor, at most 51 referrer rows', async () => {
    const db = t.database.db;
    const today = ukDay();
    const count = async (kind: string) =>
      (
        await db
          .selectFrom('analytics_daily')
          .select(['key', 'count'])
          .where('kind', '=', kind)
          .where('day', '=', today)
          .execute()
      ).map((r) => ({ key: r.key, count: Number(r.count) }));
    const sum = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);
    const visitorsBefore = sum(await count('visitor'));
    const referredBefore = sum(await count('referrer'));
    const random = () => Math.random().toString(36).slice(2, 10);
    const digits = () => String(Math.floor(Math.random() * 1e9));
    // Real referrers first, with more than one view each: they must keep their own rows.
    for (let i = 0; i < 3; i++) await get('/about', { referer: 'https://news.ycombinator.com/item?id=1' });
    for (let round = 0; round < 4; round++) {
      // Four flushes of 500: the cap must hold across batches, not just within one.
      for (let i = 0; i < 500; i += 25)
        await Promise.all(
          Array.from({ length: 25 }, () =>
            get('/about', {
              // Digits only: random letters could spell 'bot' or 'rss', which are (rightly) not counted.
              'user-agent': `Mozilla/5.0 (X11; Linux x86_64; rv:${digits()}) Gecko/20100101 Firefox/${digits()}`,
              referer: `https://${random()}.example/${random()}`,
            }),
          ),
        );
      await collector.flush();
    }
    // A response can reach the client just before its 'finish' event counts it: let the last ones land.
    await new Promise((r) => setTimeout(r, 100));
    await collector.flush();
    const referrers = await count('referrer');
    expect(referrers.length).toBeLessThanOrEqual(REFERRERS_PER_DAY + 1);
    expect(referrers.find((r) => r.key === 'news.ycombinator.com')?.count).toBe(3);
    // Nothing is lost: every referred view is in a named row or in 'other'.
    expect(sum(referrers) - referredBefore).toBe(2_003);
    expect(referrers.find((r) => r.key === OTHER_REFERRERS)!.count).toBeGreaterThanOrEqual(2_000 - REFERRERS_PER_DAY);
    expect(sum(await count('visitor')) - visitorsBefore).toBe(0); // 127.0.0.1 was counted already today
    // A different address is a different visitor.
    collector.countPageView('203.0.113.7', { path: '/about', referrer: null });
    collector.countPageView('2001:db8:1:2::7', { path: '/about', referrer: null });
    collector.countPageView('2001:db8:1:2:aaaa::9', { path: '/about', referrer: null }); // same /64: same visitor
    await collector.flush();
    expect(sum(await count('visitor')) - visitorsBefore).toBe(2);
  }, 120_000);

  it("deletes the day's salt and visitor hashes once the day is over, and counts past retention", async () => {
    const db = t.database.db;
    await addCounters(db, [{ day: '2020-01-01', kind: 'view', key: '', count: 5 }]);
    const tomorrow = Date.now() + 86_400_000;
    collector.recordPageView({ path: '/', referrer: null, visitor: 'someone' }, tomorrow);
    await collector.flush(tomorrow);
    const days = (await db.selectFrom('analytics_visitors').select('day').execute()).map((r) => r.day);
    expect(days).toEqual([ukDay(tomorrow)]);
    expect((await db.selectFrom('analytics_salts').select('day').execute()).map((r) => r.day)).toEqual([ukDay(tomorrow)]);
    expect(await db.selectFrom('analytics_daily').selectAll().where('day', '=', '2020-01-01').execute()).toEqual([]);
  });

  it('keeps the counts when the database write fails and writes them with the next flush', async () => {
    const db = t.database.db;
    await sql`alter table analytics_daily rename to analytics_daily_away`.execute(db);
    collector.recordPageView({ path: '/faq', referrer: null, visitor: 'v1' });
    await collector.flush();
    expect(collector.pending).toBeGreaterThan(0);
    await sql`alter table analytics_daily_away rename to analytics_daily`.execute(db);
    await collector.flush();
    expect(collector.pending).toBe(0);
    const faq = await db
      .selectFrom('analytics_daily')
      .select('count')
      .where('kind', '=', 'page')
      .where('key', '=', '/faq')
      .execute();
    expect(faq.map((r) => Number(r.count))).toEqual([1]);
  });

  it('never counts a batch twice when tidying after the write fails', async () => {
    const db = t.database.db;
    const later = Date.now() + 3 * 86_400_000; // a new day: the flush prunes after writing
    await sql`alter table analytics_salts rename to analytics_salts_away`.execute(db);
    collector.recordPageView({ path: '/process', referrer: null, visitor: null }, later);
    await collector.flush(later); // counts written; pruning the salts fails
    await sql`alter table analytics_salts_away rename to analytics_salts`.execute(db);
    await collector.flush(later);
    const rows = await db
      .selectFrom('analytics_daily')
      .select('count')
      .where('kind', '=', 'page')
      .where('key', '=', '/process')
      .execute();
    expect(rows.map((r) => Number(r.count))).toEqual([1]);
  });
});
