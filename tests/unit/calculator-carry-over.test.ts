import { describe, expect, it } from 'vitest';
import { costsFromQuery, enquiryFromCosts } from '../../src/lib/enquiry/carry-over.ts';
import { MAX_COST_ROWS } from '../../src/lib/enquiry/schema.ts';

const query = (rows: [string, string][]) => {
  const q = new URLSearchParams();
  for (const [tool, cost] of rows) {
    q.append('cost_tool', tool);
    q.append('cost_amount', cost);
  }
  return q;
};

describe('figures carried from the calculator to /contact', () => {
  it('keeps valid rows as typed and leaves invalid ones behind', () => {
    expect(
      costsFromQuery(
        query([
          ['Monday.com', '300'],
          ['Xero', ' 45.50 '],
          ['Slack', 'abc'],
          ['x'.repeat(101), '5'],
          ['', ''],
          ['Notion', '0'],
          ['Zoom', '-4'],
        ]),
      ),
    ).toEqual([
      { tool: 'Monday.com', cost: '300' },
      { tool: 'Xero', cost: '45.50' },
      { tool: 'Notion', cost: '' },
    ]);
  });

  it('reads nothing from an unrelated query, and at most the enquiry limit of rows', () => {
    expect(costsFromQuery(new URLSearchParams('utm_source=x'))).toEqual([]);
    const many = query(Array.from({ length: MAX_COST_ROWS + 20 }, (_, i) => [`Tool ${i}`, '10'] as [string, string]));
    expect(costsFromQuery(many)).toHaveLength(MAX_COST_ROWS);
  });

  it('ticks common tools on the enquiry form and names them as the form does', () => {
    const initial = enquiryFromCosts([
      { tool: 'slack', cost: '45' },
      { tool: 'Our own spreadsheet', cost: '10' },
    ]);
    expect(initial.saas_to_replace).toEqual(['slack']);
    expect(initial.monthly_saas_costs).toEqual([
      { tool: 'Slack', cost: '45' },
      { tool: 'Our own spreadsheet', cost: '10' },
    ]);
    expect(initial.consent).toBe(false);
  });
});
