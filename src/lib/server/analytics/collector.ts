import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.ts';
import type { CounterKind } from './schema.ts';
import {
  OTHER_REFERRERS,
  addCounters,
  addVisitors,
  foldReferrers,
  pruneAnalytics,
  type CounterRow,
} from '../repositories/analytics.ts';
import { ukDay } from '../../uk-time.ts';
import { clientKeyOf } from '../foundation/client-key.ts';
import { REFERRERS_PER_DAY } from './schema.ts';

/** Most distinct counter keys held between flushes; past that new keys are dropped, not memory. */
const MAX_KEYS = 5_000;
const MAX_VISITORS = 50_000;
/** Visitor keys being made at once; past that (the database is stuck) views count without one. */
const MAX_KEYING = 10_000;
/** Calculator uses counted per visitor per hour: a loop of beacons cannot inflate the figure. */
const CALCULATOR_USES_PER_HOUR = 10;
/** Today's visitor keys remembered per client address, so a returning address costs a map lookup. */
const MAX_KNOWN_KEYS = 4_096;
/** Distinct referring sites held per day between flushes; more go to 'other' at once, not into MAX_KEYS. */
const REFERRERS_PER_BATCH = REFERRERS_PER_DAY * 4;

export interface PageView {
  path: string;
  referrer: string | null;
  /** The visitor key (visitorKey below); null when it could not be made (the view still counts). */
  visitor: string | null;
}

/**
 * Counts in memory and writes in batches, so a page view (a route-cache hit
 * included) costs a few map updates and never a database round trip.
 */
export class AnalyticsCollector {
  private counters = new Map<string, number>();
  /** Distinct referrer keys per day in this batch. */
  private referrerKeys = new Map<string, number>();
  private visitors = new Map<string, Set<string>>();
  private calculatorHits = new Map<string, { count: number; resetAt: number }>();
  private keying = new Set<Promise<void>>();
  /**
   * Visitor keys already made today, by client address. A route-cache hit is
   * ~30 µs of work; the HMAC and the promise around it were ~3 µs of that,
   * for a key that only changes when the UK day (and its secret) does.
   */
  private knownKeys = new Map<string, string>();
  private knownKeysDay = '';
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private lastPrunedDay = '';
  dropped = 0;

  private readonly db: Kysely<Database>;
  private readonly logger: Logger | undefined;

  constructor(db: Kysely<Database>, logger?: Logger) {
    this.db = db;
    this.logger = logger;
  }

  /**
   * A visitor for one UK day: the client key of the visitor's address (an
   * HMAC with the day's secret, foundation/client-key.ts). Only the address counts,
   * never User-Agent or other headers a client can vary at will, so one address
   * (one IPv6 /64) is one visitor a day however it dresses its requests. People
   * behind one office NAT count as one: the figure is a floor, never inflated.
   */
  visitorKey(address: string, now = Date.now()): Promise<string> {
    return clientKeyOf(this.db, address, now);
  }

  /**
   * A page view from an address: the visitor key is made first (the day's
   * secret is cached; read from the database once a day), and the view counts
   * even when that fails. flush() waits for keys still being made.
   */
  countPageView(address: string, view: { path: string; referrer: string | null }, now = Date.now()): void {
    const day = ukDay(now);
    if (day !== this.knownKeysDay) {
      this.knownKeys.clear();
      this.knownKeysDay = day;
    }
    const known = this.knownKeys.get(address);
    if (known !== undefined) return this.recordPageView({ ...view, visitor: known }, now);
    if (this.keying.size >= MAX_KEYING) return this.recordPageView({ ...view, visitor: null }, now);
    const keying: Promise<void> = this.visitorKey(address, now)
      .then(
        (visitor) => {
          if (this.knownKeysDay === day && this.knownKeys.size < MAX_KNOWN_KEYS) this.knownKeys.set(address, visitor);
          this.recordPageView({ ...view, visitor }, now);
        },
        () => this.recordPageView({ ...view, visitor: null }, now),
      )
      .finally(() => this.keying.delete(keying));
    this.keying.add(keying);
  }

  private count(day: string, kind: CounterKind, key: string, n = 1): void {
    const id = `${day}\t${kind}\t${key}`;
    const had = this.counters.get(id);
    if (had === undefined && kind === 'referrer' && key !== OTHER_REFERRERS) {
      const distinct = this.referrerKeys.get(day) ?? 0;
      if (distinct >= REFERRERS_PER_BATCH) return this.count(day, kind, OTHER_REFERRERS, n);
      this.referrerKeys.set(day, distinct + 1);
    }
    if (had === undefined && this.counters.size >= MAX_KEYS) {
      this.dropped += n;
      return;
    }
    this.counters.set(id, (had ?? 0) + n);
  }

  private seen(day: string, visitor: string): void {
    let set = this.visitors.get(day);
    if (!set) this.visitors.set(day, (set = new Set()));
    if (set.size < MAX_VISITORS) set.add(visitor);
  }

  recordPageView(view: PageView, now = Date.now()): void {
    const day = ukDay(now);
    this.count(day, 'view', '');
    this.count(day, 'page', view.path);
    if (view.referrer) this.count(day, 'referrer', view.referrer);
    if (view.visitor) this.seen(day, view.visitor);
  }

  /** Returns false when this visitor has used up the hour's allowance. */
  recordCalculatorUse(visitor: string, now = Date.now()): boolean {
    const hit = this.calculatorHits.get(visitor);
    if (hit && hit.resetAt > now) {
      if (hit.count >= CALCULATOR_USES_PER_HOUR) return false;
      hit.count += 1;
    } else {
      if (this.calculatorHits.size >= MAX_VISITORS) return false;
      this.calculatorHits.set(visitor, { count: 1, resetAt: now + 3_600_000 });
    }
    this.count(ukDay(now), 'calculator', '');
    return true;
  }

  /** Counts and visitors waiting for the next flush, and views whose visitor key is still being made. */
  get pending(): number {
    return this.counters.size + [...this.visitors.values()].reduce((n, s) => n + s.size, 0) + this.keying.size;
  }

  /** Writes the batch. On failure the counts go back into the next batch; nothing is lost. */
  flush(now = Date.now()): Promise<void> {
    if (this.flushing) return this.flushing.then(() => this.flush(now));
    this.flushing = this.write(now).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async write(now: number): Promise<void> {
    await Promise.all(this.keying);
    const today = ukDay(now);
    for (const [visitor, hit] of this.calculatorHits) if (hit.resetAt <= now) this.calculatorHits.delete(visitor);
    const counters = this.counters;
    const visitors = this.visitors;
    this.counters = new Map();
    this.referrerKeys = new Map();
    this.visitors = new Map();
    const rows = topReferrersOnly(
      [...counters].map(([id, count]) => {
        const [day, kind, key] = id.split('\t') as [string, string, string];
        return { day, kind, key, count };
      }),
    );
    try {
      // Unique visitors first: only hashes new to the day add to its count.
      for (const [day, set] of visitors) {
        const added = await addVisitors(this.db, day, [...set]);
        if (added) rows.push({ day, kind: 'visitor', key: '', count: added });
      }
      await addCounters(this.db, rows);
    } catch (err) {
      for (const r of rows) if (r.kind !== 'visitor') this.count(r.day, r.kind as CounterKind, r.key, r.count);
      for (const [day, set] of visitors) for (const v of set) this.seen(day, v);
      this.logger?.warn({ err }, 'analytics flush failed; kept for the next one');
      return;
    }
    // Tidying after the counts are in: a failure here must not put them back in the batch (counted twice).
    try {
      // Each day keeps its top referring sites and one 'other' row (earlier batches and instances included).
      for (const day of new Set(rows.filter((r) => r.kind === 'referrer').map((r) => r.day)))
        await foldReferrers(this.db, day, REFERRERS_PER_DAY);
      if (this.lastPrunedDay !== today) {
        await pruneAnalytics(this.db, today);
        this.lastPrunedDay = today;
      }
    } catch (err) {
      this.logger?.warn({ err }, 'analytics tidying failed; tried again at the next flush');
    }
  }

  start(intervalMs = 5_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}

/** A batch's referrers: per day the largest REFERRERS_PER_DAY, the rest summed into one 'other' row. */
function topReferrersOnly(rows: CounterRow[]): CounterRow[] {
  const out = rows.filter((r) => r.kind !== 'referrer');
  const byDay = new Map<string, CounterRow[]>();
  for (const r of rows) {
    if (r.kind !== 'referrer') continue;
    const list = byDay.get(r.day) ?? [];
    list.push(r);
    byDay.set(r.day, list);
  }
  for (const [day, list] of byDay) {
    const named = list.filter((r) => r.key !== OTHER_REFERRERS).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
    const kept = named.slice(0, REFERRERS_PER_DAY);
    out.push(...kept);
    const other = list.reduce((n, r) => n + r.count, 0) - kept.reduce((n, r) => n + r.count, 0);
    if (other > 0) out.push({ day, kind: 'referrer', key: OTHER_REFERRERS, count: other });
  }
  return out;
}

let running: AnalyticsCollector | undefined;

// Set by the server process (server-process.ts); read by the HTTP edge and the
// calculator beacon, which are the same module graph.
export function setCollector(collector: AnalyticsCollector | undefined): void {
  running = collector;
}

/** The running collector, or undefined before the server process starts it (tests without one). */
export function getCollector(): AnalyticsCollector | undefined {
  return running;
}
