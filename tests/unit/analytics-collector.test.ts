import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { AnalyticsCollector, visitorKey } from '../../src/lib/server/analytics/collector.ts';
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

  it('makes the visitor key from user agent and address without keeping either readable', () => {
    const key = visitorKey('Mozilla/5.0 Firefox/140.0', '203.0.113.7');
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(key).not.toContain('203.0.113.7');
    expect(visitorKey('Mozilla/5.0 Firefox/140.0', '203.0.113.8')).not.toBe(key);
  });
});
