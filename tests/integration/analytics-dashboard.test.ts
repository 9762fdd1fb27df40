import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { loadDashboard, OTHER_SITES_LABEL } from '../../src/lib/server/analytics/dashboard.ts';
import { OTHER_REFERRERS, addCounters, foldReferrers, topKeys } from '../../src/lib/server/repositories/analytics.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';

// Sunday 22 Nov 2026, midday in London: the 30-day window is 24 Oct – 22 Nov,
// and the 8 weeks start on the Mondays 5 Oct … 16 Nov.
const NOW = Date.parse('2026-11-22T12:00:00Z');

function enquiry(id: string, at: string, projectType: string, budget: string, isSpam = false) {
  return {
    id,
    created_at: at,
    name: 'N',
    email: 'n@example.co.uk',
    company: '',
    phone: '',
    project_type: projectType,
    project: 'p',
    saas_to_replace: '[]',
    custom_saas: '',
    monthly_saas_costs: '{}',
    budget,
    timeline: '',
    consent: true,
    status: 'new',
    notes: '',
    is_spam: isSpam,
  };
}

describe.each(testDatabases())('dashboard aggregation on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(t.database.db, defaultSettings(loadConfig({})));
    await addCounters(t.database.db, [
      { day: '2026-11-22', kind: 'view', key: '', count: 40 },
      { day: '2026-11-21', kind: 'view', key: '', count: 25 },
      { day: '2026-10-23', kind: 'view', key: '', count: 999 }, // a day before the window
      { day: '2026-11-22', kind: 'visitor', key: '', count: 12 },
      { day: '2026-11-21', kind: 'visitor', key: '', count: 9 },
      { day: '2026-11-22', kind: 'calculator', key: '', count: 3 },
      { day: '2026-11-22', kind: 'page', key: '/', count: 20 },
      { day: '2026-11-21', kind: 'page', key: '/', count: 10 },
      { day: '2026-11-22', kind: 'page', key: '/contact', count: 15 },
      { day: '2026-11-21', kind: 'page', key: '/contact', count: 5 },
      { day: '2026-11-22', kind: 'page', key: '/faq', count: 30 },
      { day: '2026-11-22', kind: 'referrer', key: 'www.google.com', count: 7 },
      { day: '2026-11-20', kind: 'referrer', key: 'duckduckgo.com', count: 2 },
    ]);
    await t.database.db
      .insertInto('contact_submissions')
      .values([
        enquiry('e1', '2026-11-20T10:00:00.000Z', 'app', '5k-15k'), // week of 16 Nov
        enquiry('e2', '2026-11-16T00:30:00.000Z', 'app', '15k-50k'), // Monday 16 Nov, 00:30 UK
        enquiry('e3', '2026-11-15T23:30:00.000Z', 'internal-tool', '5k-15k'), // Sunday 15 Nov, 23:30 UK: week of 9 Nov
        enquiry('e4', '2026-11-18T10:00:00.000Z', 'app', '5k-15k', true), // spam: never counted
        enquiry('e5', '2026-10-06T10:00:00.000Z', 'app', ''), // week of 5 Oct, before the 30 days
      ])
      .execute();
  });
  afterAll(() => t.cleanup());

  it('adds repeated counts for the same day and key', async () => {
    await addCounters(t.database.db, [{ day: '2026-11-20', kind: 'referrer', key: 'duckduckgo.com', count: 3 }]);
    expect(await topKeys(t.database.db, 'referrer', '2026-11-01', '2026-11-30', 10)).toEqual([
      { key: 'www.google.com', count: 7 },
      { key: 'duckduckgo.com', count: 5 },
    ]);
  });

  it('gives 30 days of views, visitors and calculator uses, zero-filled, and the totals', async () => {
    const d = await loadDashboard(t.database.db, NOW);
    expect([d.from, d.to, d.days.length]).toEqual(['2026-10-24', '2026-11-22', 30]);
    expect(d.days.at(-1)).toEqual({ day: '2026-11-22', views: 40, visitors: 12, calculator: 3 });
    expect(d.days.at(-2)).toEqual({ day: '2026-11-21', views: 25, visitors: 9, calculator: 0 });
    expect(d.days[0]).toEqual({ day: '2026-10-24', views: 0, visitors: 0, calculator: 0 });
    expect(d.totals).toEqual({ views: 65, visitors: 21, calculator: 3, contactViews: 20, enquiries: 3, conversion: 3 / 20 });
    expect(d.topPages).toEqual([
      { key: '/', count: 30 },
      { key: '/faq', count: 30 },
      { key: '/contact', count: 20 },
    ]);
  });

  it('groups non-spam enquiries by UK week, project type and budget', async () => {
    const d = await loadDashboard(t.database.db, NOW);
    expect(d.weeks.map((w) => w.week)).toEqual([
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    const byWeek = Object.fromEntries(d.weeks.filter((w) => w.total).map((w) => [w.week, [w.total, w.byType, w.byBudget]]));
    expect(byWeek).toEqual({
      '2026-10-05': [1, { app: 1 }, { '': 1 }],
      '2026-11-09': [1, { 'internal-tool': 1 }, { '5k-15k': 1 }],
      '2026-11-16': [2, { app: 2 }, { '5k-15k': 1, '15k-50k': 1 }],
    });
    // Labels in the options' display order; a value no longer offered keeps its raw name.
    expect(d.projectTypes).toEqual([
      { value: 'internal-tool', name: 'Internal tool' },
      { value: 'app', name: 'Mobile or web app' },
    ]);
    expect(d.budgets.map((b) => b.name)).toEqual(['£5,000 – £15,000', '£15,000 – £50,000', 'Not given']);
  });

  it("lists the top referring sites by name and the sum of the rest last, as 'Other sites'", async () => {
    const db = t.database.db;
    await addCounters(
      db,
      Array.from({ length: 60 }, (_, i) => ({ day: '2026-11-19', kind: 'referrer', key: `site${i}.example`, count: 100 - i })),
    );
    expect(await foldReferrers(db, '2026-11-19', 50)).toBe(10);
    const day = await db
      .selectFrom('analytics_daily')
      .select(['key', 'count'])
      .where('kind', '=', 'referrer')
      .where('day', '=', '2026-11-19')
      .execute();
    expect(day).toHaveLength(51);
    // site50 … site59: 50 + 49 + … + 41.
    expect(Number(day.find((r) => r.key === OTHER_REFERRERS)!.count)).toBe(455);
    const d = await loadDashboard(db, NOW);
    expect(d.referrers).toHaveLength(9);
    expect(d.referrers[0]).toEqual({ key: 'site0.example', count: 100 });
    expect(d.referrers.at(-1)).toEqual({ key: OTHER_SITES_LABEL, count: 455 });
  });
});
