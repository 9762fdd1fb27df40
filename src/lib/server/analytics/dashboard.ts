import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { OTHER_REFERRERS, dailyRows, enquiriesSince, keyTotal, topKeys } from '../repositories/analytics.ts';
import { listOptions } from '../repositories/calculator-options.ts';
import { addCalendarDays, mondayOf, ukDay, ukDayStart } from '../../uk-time.ts';

export const DASHBOARD_DAYS = 30;
export const DASHBOARD_WEEKS = 8;
const TOP = 8;
/**
 * The row for visits from sites outside a day's top REFERRERS_PER_DAY (not a
 * host name: it has spaces). Short, so it reads in full on a phone.
 */
export const OTHER_SITES_LABEL = 'All other sites';

export interface DayFigures {
  day: string;
  views: number;
  visitors: number;
  calculator: number;
}

export interface WeekFigures {
  /** The Monday the week starts on (UK days). */
  week: string;
  total: number;
  byType: Record<string, number>;
  byBudget: Record<string, number>;
}

export interface Named {
  value: string;
  name: string;
}

export interface DashboardData {
  from: string;
  to: string;
  days: DayFigures[];
  totals: {
    views: number;
    visitors: number;
    calculator: number;
    contactViews: number;
    enquiries: number;
    conversion: number | null;
  };
  topPages: { key: string; count: number }[];
  referrers: { key: string; count: number }[];
  weeks: WeekFigures[];
  projectTypes: Named[];
  budgets: Named[];
}

/** Labels for the values present, in the options' display order; values no longer offered last. */
function named(options: { value: string; name: string }[], present: Iterable<string>): Named[] {
  const left = new Set(present);
  const out: Named[] = [];
  for (const o of options) if (left.delete(o.value)) out.push({ value: o.value, name: o.name });
  for (const v of left) out.push({ value: v, name: v || 'Not given' });
  return out;
}

/** Everything the dashboard shows: the last 30 UK days of counts and the last 8 weeks of enquiries. */
export async function loadDashboard(db: Kysely<Database>, now = Date.now()): Promise<DashboardData> {
  const to = ukDay(now);
  const from = addCalendarDays(to, -(DASHBOARD_DAYS - 1));
  const [views, visitors, calculator, pages, referrers, otherReferrers, contact] = await Promise.all([
    dailyRows(db, 'view', from, to),
    dailyRows(db, 'visitor', from, to),
    dailyRows(db, 'calculator', from, to),
    topKeys(db, 'page', from, to, TOP),
    topKeys(db, 'referrer', from, to, TOP, OTHER_REFERRERS),
    keyTotal(db, 'referrer', OTHER_REFERRERS, from, to),
    dailyRows(db, 'page', from, to).then((rows) => rows.filter((r) => r.key === '/contact')),
  ]);
  const byDay = (rows: { day: string; count: number }[]) => new Map(rows.map((r) => [r.day, r.count]));
  const v = byDay(views),
    u = byDay(visitors),
    c = byDay(calculator);
  const days: DayFigures[] = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const day = addCalendarDays(from, i);
    return { day, views: v.get(day) ?? 0, visitors: u.get(day) ?? 0, calculator: c.get(day) ?? 0 };
  });

  const firstWeek = addCalendarDays(mondayOf(to), -7 * (DASHBOARD_WEEKS - 1));
  const since = ukDayStart(from < firstWeek ? from : firstWeek).toISOString();
  const enquiries = (await enquiriesSince(db, since)).map((e) => ({ ...e, day: ukDay(Date.parse(e.createdAt)) }));
  const weeks: WeekFigures[] = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => ({
    week: addCalendarDays(firstWeek, 7 * i),
    total: 0,
    byType: {},
    byBudget: {},
  }));
  for (const e of enquiries) {
    const w = weeks.find((x) => x.week === mondayOf(e.day));
    if (!w) continue;
    w.total += 1;
    w.byType[e.projectType] = (w.byType[e.projectType] ?? 0) + 1;
    w.byBudget[e.budget] = (w.byBudget[e.budget] ?? 0) + 1;
  }
  const options = await listOptions(db);
  const active = (cat: string) => options.filter((o) => o.category === cat).sort((a, b) => a.displayOrder - b.displayOrder);
  const sum = (list: DayFigures[], k: 'views' | 'visitors' | 'calculator') => list.reduce((n, d) => n + d[k], 0);
  const contactViews = contact.reduce((n, r) => n + r.count, 0);
  const periodEnquiries = enquiries.filter((e) => e.day >= from).length;
  return {
    from,
    to,
    days,
    totals: {
      views: sum(days, 'views'),
      visitors: sum(days, 'visitors'),
      calculator: sum(days, 'calculator'),
      contactViews,
      enquiries: periodEnquiries,
      conversion: contactViews > 0 ? periodEnquiries / contactViews : null,
    },
    topPages: pages,
    // Each day keeps its top REFERRERS_PER_DAY (50) sites by name; the rest are one sum, shown last, so the column still adds up.
    referrers: otherReferrers > 0 ? [...referrers, { key: OTHER_SITES_LABEL, count: otherReferrers }] : referrers,
    weeks,
    projectTypes: named(
      active('project_types'),
      weeks.flatMap((w) => Object.keys(w.byType)),
    ),
    budgets: named(
      active('budgets'),
      weeks.flatMap((w) => Object.keys(w.byBudget)),
    ),
  };
}
