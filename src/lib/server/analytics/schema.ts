// Tables of the 0005_analytics migration, kept apart from db/schema.ts so the
// analytics feature stays in one folder.

/** What a daily counter counts. */
export type CounterKind = 'view' | 'page' | 'referrer' | 'visitor' | 'calculator';

/** Referring sites kept per day; the rest are summed into one row keyed OTHER_REFERRERS (repositories/analytics.ts, issue 24). */
export const REFERRERS_PER_DAY = 50;

export interface AnalyticsDailyTable {
  /** `${day}|${kind}|${key}` */
  id: string;
  /** UK calendar day, YYYY-MM-DD. */
  day: string;
  kind: string;
  /** The page path, the referrer host, or '' for site-wide totals. */
  key: string;
  count: number;
}

export interface AnalyticsVisitorsTable {
  day: string;
  /** sha256(daily salt, client key of the address): unlinkable once the salt and the day's key secret are deleted. */
  hash: string;
}

export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

export interface AnalyticsTables {
  analytics_daily: AnalyticsDailyTable;
  analytics_visitors: AnalyticsVisitorsTable;
  analytics_salts: AnalyticsSaltsTable;
}
