import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BUILD_COST,
  DEFAULT_TOOL,
  calculate,
  canRemoveRow,
  filterSuggestions,
  formatGBP,
  parseMonthlySpend,
} from '../../src/lib/calculator.ts';
import { DEFAULT_SAAS_TOOL_SUGGESTIONS } from '../../src/lib/options.ts';

describe('calculator maths', () => {
  it('starts from one project-management tool at £300 a month', () => {
    expect(DEFAULT_TOOL).toEqual({ name: 'Monday.com', monthlySpend: 300 });
  });

  it('annual is x12, five-year x60, build defaults to 8,000, savings = five-year - 8,000', () => {
    const r = calculate([{ monthlySpend: 300 }, { monthlySpend: 125 }]);
    expect(r).toEqual({
      monthly: 425,
      annual: 5100,
      fiveYear: 25500,
      customBuild: 8000,
      savings: 17500,
      showSavingsBanner: true,
    });
    expect(DEFAULT_BUILD_COST).toBe(8000);
  });

  it('shows the savings banner only when five-year exceeds the build cost', () => {
    expect(calculate([{ monthlySpend: 150 }], 9000).showSavingsBanner).toBe(false); // 9,000 exactly
    expect(calculate([{ monthlySpend: 151 }], 9000).showSavingsBanner).toBe(true);
    expect(calculate([{ monthlySpend: 0 }]).savings).toBe(-8000);
  });

  it('compares against the build cost it is given (the Prices setting)', () => {
    expect(calculate([{ monthlySpend: 200 }], 12000)).toMatchObject({ customBuild: 12000, savings: 0, showSavingsBanner: false });
  });

  it('reads monthly spend as the enquiry form does: pence kept, anything refused counts 0', () => {
    expect(parseMonthlySpend('300')).toBe(300);
    expect(parseMonthlySpend(' 12.7 ')).toBe(12.7);
    expect(parseMonthlySpend('12.50')).toBe(12.5);
    expect(parseMonthlySpend('1e3')).toBe(0);
    expect(parseMonthlySpend('12abc')).toBe(0);
    expect(parseMonthlySpend('abc')).toBe(0);
    expect(parseMonthlySpend('')).toBe(0);
    expect(parseMonthlySpend('-50')).toBe(0);
    expect(parseMonthlySpend('99999999')).toBe(0);
  });

  it('formats whole pounds without decimals and other amounts to the penny, in en-GB', () => {
    expect(formatGBP(18000)).toBe('£18,000');
    expect(formatGBP(12.7 * 12)).toBe('£152.40');
    expect(formatGBP(1234.6)).toBe('£1,234.60');
    expect(formatGBP(-9000)).toBe('-£9,000');
  });

  it('allows removing a row only while more than one remains', () => {
    expect(canRemoveRow([1])).toBe(false);
    expect(canRemoveRow([1, 2])).toBe(true);
  });
});

describe('tool suggestions', () => {
  const all = DEFAULT_SAAS_TOOL_SUGGESTIONS;

  it('ships 52 suggestions', () => {
    expect(all).toHaveLength(52);
    expect(new Set(all).size).toBe(52);
  });

  it('shows all (first 15, then a count) when the name is empty', () => {
    const v = filterSuggestions('', all);
    expect(v.visible).toEqual(all.slice(0, 15));
    expect(v.moreCount).toBe(37);
  });

  it('shows all when the name exactly equals a known tool', () => {
    expect(filterSuggestions('Slack', all).moreCount).toBe(37);
    expect(filterSuggestions('slack', all).visible).toHaveLength(15);
  });

  it('filters by case-insensitive substring', () => {
    expect(filterSuggestions('SPOT', all).visible).toEqual(['HubSpot']);
    expect(filterSuggestions('ox', all).visible).toEqual(['Dropbox', 'Box']);
    // 'box' is exactly a known tool ('Box'), so everything shows.
    expect(filterSuggestions('box', all).moreCount).toBe(37);
    expect(filterSuggestions('zzz', all)).toEqual({ visible: [], moreCount: 0 });
  });

  it('caps the list at 15 entries', () => {
    const many = Array.from({ length: 40 }, (_, i) => `Tool ${i}`);
    const v = filterSuggestions('tool', many);
    expect(v.visible).toHaveLength(15);
    expect(v.moreCount).toBe(25);
  });
});
