import { describe, expect, it } from 'vitest';
import { fromUkLocal, toUkLocal } from '../../src/lib/uk-time.ts';

describe('UK wall-clock time', () => {
  it('reads winter times as GMT and summer times as BST', () => {
    expect(fromUkLocal('2026-01-15T09:30')?.toISOString()).toBe('2026-01-15T09:30:00.000Z');
    expect(fromUkLocal('2026-07-15T09:30')?.toISOString()).toBe('2026-07-15T08:30:00.000Z');
  });
  it('refuses the hour the clocks skip and malformed values', () => {
    expect(fromUkLocal('2026-03-29T01:30')).toBeNull();
    expect(fromUkLocal('2026-02-30T10:00')).toBeNull();
    expect(fromUkLocal('tomorrow 9am')).toBeNull();
  });
  it('takes the BST reading of the repeated hour and round-trips', () => {
    expect(fromUkLocal('2026-10-25T01:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(toUkLocal(Date.parse('2026-07-15T08:30:00Z'))).toBe('2026-07-15T09:30');
  });
});
