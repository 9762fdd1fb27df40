import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  mondayOf,
  formatCalendarDate,
  formatUkDate,
  formatUkDateTime,
  formatUkNumeric,
  formatUkTime,
  fromUkInput,
  ukDay,
  ukDayStart,
  ukInputValue,
} from '../../src/lib/uk-time.ts';

describe('UK wall-clock time entered by staff', () => {
  it('reads winter times as GMT and summer times as BST, and round-trips', () => {
    expect(fromUkInput('2026-01-15T09:30')?.toISOString()).toBe('2026-01-15T09:30:00.000Z');
    expect(fromUkInput('2026-07-15T09:30')?.toISOString()).toBe('2026-07-15T08:30:00.000Z');
    expect(ukInputValue(new Date('2026-07-15T08:30:00Z'))).toBe('2026-07-15T09:30');
  });

  it('refuses the hour the clocks skip and malformed values', () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST.
    expect(fromUkInput('2026-03-29T01:30')).toBeNull();
    expect(fromUkInput('2026-03-29T02:00')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(fromUkInput('2026-02-30T10:00')).toBeNull();
    expect(fromUkInput('tomorrow 9am')).toBeNull();
  });

  it('takes the BST reading of the repeated hour', () => {
    // 25 October 2026: 01:00-01:59 happens twice; the first is BST.
    expect(fromUkInput('2026-10-25T01:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(fromUkInput('2026-10-25T02:00')?.toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('starts a UK day at midnight GMT or BST', () => {
    expect(ukDayStart('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(ukDayStart('2026-07-15').toISOString()).toBe('2026-07-14T23:00:00.000Z');
    expect(ukDayStart('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(ukDayStart('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z');
  });

  it('counts calendar days on the calendar, across month ends, leap days and the clock changes', () => {
    expect(addCalendarDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addCalendarDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addCalendarDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-01-01', -400)).toBe('2024-11-27');
    expect(() => addCalendarDays('29/03/2026', 1)).toThrow(RangeError);
    // Weeks start on Monday.
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
  });
});

describe('UK dates and times shown', () => {
  it('formats an instant in UK time, whatever the zone of the machine', () => {
    expect(formatUkDateTime('2025-03-14T09:12:00Z')).toBe('14 Mar 2025, 09:12');
    expect(formatUkDateTime('2026-09-01T23:30:00Z')).toBe('2 Sept 2026, 00:30');
    expect(formatUkDate('2026-07-01T23:30:00Z')).toBe('2 July 2026');
    expect(formatUkTime(new Date('2026-07-01T08:05:00Z'))).toBe('09:05');
    expect(formatUkNumeric('2025-07-01T23:30:00Z')).toBe('02/07/2025 00:30');
    expect(ukDay(Date.parse('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(ukDay(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('answers an empty string for a value that is not a date', () => {
    expect(formatUkDateTime('not a date')).toBe('');
    expect(formatUkDate('')).toBe('');
    expect(formatUkNumeric('never')).toBe('');
  });

  it('writes a calendar date without moving it to another day', () => {
    expect(formatCalendarDate('2026-03-01')).toBe('1 March 2026');
    expect(formatCalendarDate('2026-12-31', 'short')).toBe('31 Dec 2026');
  });
});
