import { describe, expect, it } from 'vitest';
import { MAX_MONTHLY_POUNDS, MONEY_MESSAGES, moneyOrZero, parseMoney } from '../../src/lib/money.ts';

const pounds = (input: string | number) => {
  const r = parseMoney(input);
  return r.ok ? r.pounds : r.message;
};

describe('parseMoney (calculator and enquiry cost rows alike)', () => {
  it('keeps the decimal point: pence are kept, not dropped or multiplied', () => {
    expect(pounds('12.7')).toBe(12.7);
    expect(pounds('12.50')).toBe(12.5);
    expect(pounds('120.5')).toBe(120.5);
    expect(pounds('0.99')).toBe(0.99);
    expect(pounds('.5')).toBe(0.5);
    expect(pounds('12.')).toBe(12); // half-typed
  });

  it('accepts whole pounds, a leading £, spaces and thousands commas', () => {
    expect(pounds('300')).toBe(300);
    expect(pounds(' £1,250 ')).toBe(1250);
    expect(pounds('£ 45')).toBe(45);
    expect(pounds(300)).toBe(300);
  });

  it('an empty field is no amount, not an error', () => {
    expect(pounds('')).toBeNull();
    expect(pounds('  ')).toBeNull();
  });

  it('refuses exponent notation', () => {
    expect(pounds('1e3')).toBe(MONEY_MESSAGES.exponent);
    expect(pounds('2E2')).toBe(MONEY_MESSAGES.exponent);
  });

  it('refuses more than two decimal places', () => {
    expect(pounds('12.555')).toBe(MONEY_MESSAGES.pence);
    expect(pounds(12.555)).toBe(MONEY_MESSAGES.pence);
  });

  it('refuses negatives, words and misplaced commas', () => {
    expect(pounds('-5')).toBe(MONEY_MESSAGES.negative);
    expect(pounds('abc')).toBe(MONEY_MESSAGES.format);
    expect(pounds('12abc')).toBe(MONEY_MESSAGES.format);
    expect(pounds('1,25')).toBe(MONEY_MESSAGES.format);
    expect(pounds('.')).toBe(MONEY_MESSAGES.format);
    expect(pounds(Number.NaN)).toBe(MONEY_MESSAGES.format);
    expect(pounds(Number.POSITIVE_INFINITY)).toBe(MONEY_MESSAGES.format);
  });

  it(`states a maximum of £${MAX_MONTHLY_POUNDS.toLocaleString('en-GB')} a month`, () => {
    expect(pounds('1000000')).toBe(1_000_000);
    expect(pounds('1,000,000.00')).toBe(1_000_000);
    expect(pounds('1000000.01')).toBe(MONEY_MESSAGES.max);
    expect(pounds('99999999')).toBe(MONEY_MESSAGES.max);
    expect(MONEY_MESSAGES.max).toBe('Costs must be £1,000,000 a month or less.');
  });

  it('moneyOrZero counts refused and empty entries as 0', () => {
    expect(moneyOrZero('12.7')).toBe(12.7);
    expect(moneyOrZero('1e3')).toBe(0);
    expect(moneyOrZero('')).toBe(0);
  });
});
