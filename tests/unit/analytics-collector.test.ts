import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { AnalyticsCollector } from '../../src/lib/server/analytics/collector.ts';
import type { Database } from '../../src/lib/server/db/schema.ts';

// Recording never touches the database (only flush does), so none is needed here.
const collector = () => new AnalyticsCollector(null as unknown as Kysely<Database>);
const NOON = Date.parse('2026-11-22T12:00:00Z');

describe('the analytics batch', () => {
  it('allows 10 calculator uses per visitor an hour, then refuses until the hour is over', () => {
    const c = collector();
    const results = Array.from({ length: 12 }, () => c.recordCalculatorUse('visitor-a', NOON));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(results.slice(10)).toEqual([false, false]);
    expect(c.recordCalculatorUse('visitor-b', NOON)).toBe(true);
    expect(c.recordCalculatorUse('visitor-a', NOON + 3_600_001)).toBe(true);
  });

  it('holds a bounded number of distinct keys between flushes and counts what it drops', () => {
    const c = collector();
    for (let i = 0; i < 6_000; i++) c.recordPageView({ path: `/p${i}`, referrer: null, visitor: 'v' }, NOON);
    expect(c.dropped).toBeGreaterThan(0);
    expect(c.pending).toBeLessThanOrEqual(5_001);
  });

  it("holds at most 200 referring sites a day between flushes; the rest are counted as 'other' at once", () => {
    const c = collector();
    for (let i = 0; i < 2_000; i++) c.recordPageView({ path: '/', referrer: `junk${i}.example`, visitor: 'v' }, NOON);
    // '/', the view total and 200 named sites plus one 'other': a stranger's junk cannot crowd out page counts.
    expect(c.pending).toBe(2 + 200 + 1 + 1);
    expect(c.dropped).toBe(0);
  });

  it('makes a visitor key once per address a day: a returning address is counted without another HMAC', async () => {
    const made: string[] = [];
    class Counting extends AnalyticsCollector {
      override visitorKey(address: string, now = Date.now()): Promise<string> {
        made.push(`${address}@${new Date(now).toISOString().slice(0, 10)}`);
        return Promise.resolve(`key-of-${address}`);
      }
    }
    const c = new Counting(null as unknown as Kysely<Database>);
    const view = { path: '/', referrer: null };
    c.countPageView('203.0.113.7', view, NOON);
    await new Promise((r) => setTimeout(r, 0));
    for (let i = 0; i < 5; i++) c.countPageView('203.0.113.7', view, NOON + i);
    c.countPageView('198.51.100.2', view, NOON);
    await new Promise((r) => setTimeout(r, 0));
    expect(made).toEqual(['203.0.113.7@2026-11-22', '198.51.100.2@2026-11-22']);
    // Six views, two visitors: the remembered key counts the views as the same visitor.
    expect(c.pending).toBe(2 + 2);
    // A new UK day has a new secret: the key is made again.
    c.countPageView('203.0.113.7', view, NOON + 86_400_000);
    await new Promise((r) => setTimeout(r, 0));
    expect(made.at(-1)).toBe('203.0.113.7@2026-11-23');
  });
});
