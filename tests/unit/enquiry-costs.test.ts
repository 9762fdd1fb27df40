import { describe, expect, it } from 'vitest';
import { ENQUIRY_BUILD_REFERENCE, costTotals, countableCost, projections } from '../../src/lib/enquiry/costs.ts';

describe('countableCost', () => {
  it('counts numbers above zero, given as numbers or strings', () => {
    expect(countableCost(300)).toBe(300);
    expect(countableCost('300')).toBe(300);
    expect(countableCost(' 45 ')).toBe(45);
    expect(countableCost('12.5')).toBe(12.5);
    expect(countableCost(0.01)).toBe(0.01);
  });

  it.each([
    ['empty string', ''],
    ['blank string', '   '],
    ['zero string', '0'],
    ['zero', 0],
    ['negative string', '-5'],
    ['negative', -5],
    ['text', 'abc'],
    ['text after a number', '12abc'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['Infinity as text', 'Infinity'],
  ] as [string, number | string][])('ignores %s', (_label, value) => {
    expect(countableCost(value)).toBeNull();
  });
});

describe('projections', () => {
  it('projects a monthly cost over 1, 3 and 5 years (x12, x36, x60)', () => {
    expect(projections(100)).toEqual({ oneYear: 1200, threeYears: 3600, fiveYears: 6000 });
    expect(projections('250')).toEqual({ oneYear: 3000, threeYears: 9000, fiveYears: 15000 });
    expect(projections(1)).toEqual({ oneYear: 12, threeYears: 36, fiveYears: 60 });
  });

  it('gives no projection for a cost that does not count', () => {
    for (const v of ['', '0', '-5', 'abc', 0, -1, Number.NaN]) expect(projections(v)).toBeNull();
  });
});

describe('costTotals', () => {
  it('sums only countable costs into monthly, yearly, 3-year and 5-year totals', () => {
    const t = costTotals([
      { tool: 'HubSpot', cost: 300 },
      { tool: 'Slack', cost: '125' },
      { tool: 'Blank', cost: '' },
      { tool: 'Zero', cost: '0' },
      { tool: 'Negative', cost: '-5' },
      { tool: 'Junk', cost: 'abc' },
      { tool: 'NaN', cost: Number.NaN },
    ]);
    expect(t).toEqual({ monthly: 425, yearly: 5100, threeYears: 15300, fiveYears: 25500, potentialSavings: 25500 - 8000 });
  });

  it('is all zeros and no savings for no rows', () => {
    expect(costTotals([])).toEqual({ monthly: 0, yearly: 0, threeYears: 0, fiveYears: 0, potentialSavings: null });
  });

  it('shows potential savings (five-year total - 8,000) only when positive', () => {
    expect(ENQUIRY_BUILD_REFERENCE).toBe(8000);
    // 8,000 / 60 is not a whole number: 133 a month is 7,980 over five years
    expect(costTotals([{ tool: 'a', cost: 133 }]).potentialSavings).toBeNull();
    expect(costTotals([{ tool: 'a', cost: 134 }]).potentialSavings).toBe(40);
    expect(costTotals([{ tool: 'a', cost: 1000 }]).potentialSavings).toBe(52000);
    expect(costTotals([{ tool: 'a', cost: 0 }]).potentialSavings).toBeNull();
  });

  it('shows no savings at the 8,000 boundary and savings just past it', () => {
    // 8,000 is not 60 x a representable number of pounds (8,000 / 60 = 133.33...), so the
    // exact boundary cannot be reached through monthly costs; test either side of it.
    expect(costTotals([{ tool: 'a', cost: '133.33' }]).fiveYears).toBeCloseTo(7999.8, 6);
    expect(costTotals([{ tool: 'a', cost: '133.33' }]).potentialSavings).toBeNull();
    const over = costTotals([{ tool: 'a', cost: '133.34' }]);
    expect(over.fiveYears).toBeCloseTo(8000.4, 6);
    expect(over.potentialSavings).toBeCloseTo(0.4, 6);
    // several rows adding up to just under and just over
    expect(
      costTotals([
        { tool: 'a', cost: 100 },
        { tool: 'b', cost: 33 },
      ]).potentialSavings,
    ).toBeNull();
    expect(
      costTotals([
        { tool: 'a', cost: 100 },
        { tool: 'b', cost: 34 },
      ]).potentialSavings,
    ).toBe(40);
  });
});
