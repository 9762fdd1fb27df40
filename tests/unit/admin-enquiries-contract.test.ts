import { describe, it, expect } from 'vitest';
import {
  DEFAULT_FILTERS,
  ENQUIRY_NOTES_MAX,
  enquiryUpdateSchema,
  filterQuery,
  isFiltered,
  labelOf,
  parseEnquiryFilters,
} from '../../src/lib/admin/enquiries.ts';

describe('admin enquiries contract', () => {
  it('reads back what filterQuery writes, for the island and the server alike', () => {
    const filters = { q: 'ada', projectType: 'app', budget: '', status: 'won' as const, spam: 'include' as const };
    const query = filterQuery(filters, 3);
    expect(query).toBe('?q=ada&projectType=app&status=won&spam=include&page=3');
    expect(parseEnquiryFilters(new URLSearchParams(query))).toEqual({ ...filters, page: 3 });
  });

  it('drops each bad value to its default on its own ', () => {
    const long = 'x'.repeat(61);
    expect(parseEnquiryFilters(new URLSearchParams(`?status=bogus&spam=nope&page=-2&budget=${long}&q=%20hi%20`))).toEqual({
      ...DEFAULT_FILTERS,
      q: 'hi',
      page: 1,
    });
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
  });

  it('limits notes once for every caller', () => {
    expect(enquiryUpdateSchema.safeParse({ id: 'a', notes: 'n'.repeat(ENQUIRY_NOTES_MAX) }).success).toBe(true);
    expect(enquiryUpdateSchema.safeParse({ id: 'a', notes: 'n'.repeat(ENQUIRY_NOTES_MAX + 1) }).success).toBe(false);
  });

  it('labels a known option by name and an unknown one by its value', () => {
    const list = [{ value: 'app', name: 'Mobile app' }];
    expect(labelOf(list, 'app')).toBe('Mobile app');
    expect(labelOf(list, 'retired')).toBe('retired');
    expect(labelOf(list, '')).toBe('');
  });
});
