import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.ts';
import type { CounterKind } from './schema.ts';
import { addCounters, addVisitors, pruneAnalytics, type CounterRow } from '../repositories/analytics.ts';
import { ukDay } from './rules.ts';
import { processRegistry } from '../process-registry.ts';

/** Most distinct counter keys held between flushes; past that new keys are dropped, not memory. */
const MAX_KEYS = 5_000;
const MAX_VISITORS = 50_000;
/** Calculator uses counted per visitor per hour: a loop of beacons cannot inflate the figure. */
const CALCULATOR_USES_PER_HOUR = 10;

/**
 * A visitor for one day: sha256 of user agent and client address. It lives in
 * memory only until the next flush, where it is hashed again with the day's
 * salt; neither the address nor this value is ever written anywhere.
 */
export function visitorKey(userAgent: string, clientAddress: string): string {
  return createHash('sha256').update(`${userAgent}\n${clientAddress}`).digest('base64url');
}

export interface PageView {
  path: string;
  referrer: string | null;
  visitor: string;
}

/**
 * Counts in memory and writes in batches, so a page view (a page-cache hit
 * included) costs a few map updates and never a database round trip.
 */
export class AnalyticsCollector {
  private counters = new Map<string, number>();
  private visitors = new Map<string, Set<string>>();
  private calculatorHits = new Map<string, { count: number; resetAt: number }>();
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

  private count(day: string, kind: CounterKind, key: string, n = 1): void {
    const id = `${day}\t${kind}\t${key}`;
    const had = this.counters.get(id);
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
    this.seen(day, view.visitor);
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

  get pending(): number {
    return this.counters.size + [...this.visitors.values()].reduce((n, s) => n + s.size, 0);
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
    const today = ukDay(now);
    for (const [visitor, hit] of this.calculatorHits) if (hit.resetAt <= now) this.calculatorHits.delete(visitor);
    const counters = this.counters;
    const visitors = this.visitors;
    this.counters = new Map();
    this.visitors = new Map();
    const rows: CounterRow[] = [...counters].map(([id, count]) => {
      const [day, kind, key] = id.split('\t') as [string, string, string];
      return { day, kind, key, count };
    });
    try {
      // Unique visitors first: only hashes new to the day add to its count.
      for (const [day, set] of visitors) {
        const added = await addVisitors(this.db, day, [...set]);
        if (added) rows.push({ day, kind: 'visitor', key: '', count: added });
      }
      await addCounters(this.db, rows);
      if (this.lastPrunedDay !== today) {
        await pruneAnalytics(this.db, today);
        this.lastPrunedDay = today;
      }
    } catch (err) {
      for (const r of rows) if (r.kind !== 'visitor') this.count(r.day, r.kind as CounterKind, r.key, r.count);
      for (const [day, set] of visitors) for (const v of set) this.seen(day, v);
      this.logger?.warn({ err }, 'analytics flush failed; kept for the next one');
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

// The start script (which wraps the HTTP server) and the Astro bundle (the
// calculator beacon) are separate module graphs: they share one collector
// through the process registry.
export function setCollector(collector: AnalyticsCollector | undefined): void {
  processRegistry().analytics = collector;
}

/** The running collector, or undefined when counting is off (astro dev, tests without one). */
export function getCollector(): AnalyticsCollector | undefined {
  return processRegistry().analytics;
}
