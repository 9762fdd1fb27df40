import { describe, expect, it } from 'vitest';
import { BULK_IDS_MAX, enquiryBulkDeleteSchema, enquiryBulkUpdateSchema, postBulkSchema } from '../../src/lib/admin/bulk.ts';
import { optionReorderSchema, optionUpdateSchema } from '../../src/lib/admin/calculator.ts';
import { parsePostListFilter, postListQuery } from '../../src/lib/admin/post-list.ts';
import { currentNavItem } from '../../src/lib/admin/nav.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `id-${i}`);

describe('bulk action schemas', () => {
  it('takes 1 to 200 ids and drops repeats', () => {
    expect(enquiryBulkDeleteSchema.parse({ ids: ['a', 'b', 'a'] })).toEqual({ ids: ['a', 'b'] });
    expect(enquiryBulkDeleteSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(enquiryBulkDeleteSchema.safeParse({ ids: ids(BULK_IDS_MAX) }).success).toBe(true);
    expect(enquiryBulkDeleteSchema.safeParse({ ids: ids(BULK_IDS_MAX + 1) }).success).toBe(false);
    expect(enquiryBulkDeleteSchema.safeParse({ ids: ['x'.repeat(65)] }).success).toBe(false);
  });

  it('accepts exactly one kind of enquiry change', () => {
    const ok = (change: unknown) => enquiryBulkUpdateSchema.safeParse({ ids: ['a'], change }).success;
    expect(ok({ kind: 'status', status: 'won' })).toBe(true);
    expect(ok({ kind: 'status', status: 'archived' })).toBe(false);
    expect(ok({ kind: 'spam', isSpam: false })).toBe(true);
    expect(ok({ kind: 'read', read: true })).toBe(true);
    expect(ok({ kind: 'delete' })).toBe(false);
    expect(ok({ kind: 'spam' })).toBe(false);
  });

  it('knows the four post operations', () => {
    for (const op of ['publish', 'unpublish', 'bin', 'restore'])
      expect(postBulkSchema.safeParse({ ids: ['a'], op }).success).toBe(true);
    expect(postBulkSchema.safeParse({ ids: ['a'], op: 'purge' }).success).toBe(false);
  });

  it('checks calculator edits and reorders', () => {
    expect(optionUpdateSchema.safeParse({ id: 'a', category: 'budgets', name: '  ', value: '' }).success).toBe(false);
    expect(optionUpdateSchema.safeParse({ id: 'a', category: 'colours', name: 'Red', value: '' }).success).toBe(false);
    expect(optionReorderSchema.safeParse({ category: 'saas_tools', ids: ids(52) }).success).toBe(true);
    expect(optionReorderSchema.safeParse({ category: 'saas_tools', ids: ids(201) }).success).toBe(false);
  });
});

describe('post list filters in the URL', () => {
  it('round-trips and ignores bad values one by one', () => {
    const f = parsePostListFilter(new URLSearchParams('q=saas&status=draft&category=Costs&view=bin'));
    expect(f).toEqual({ q: 'saas', status: 'draft', category: 'Costs', view: 'bin' });
    expect(postListQuery(f)).toBe('?q=saas&status=draft&category=Costs&view=bin');
    expect(parsePostListFilter(new URLSearchParams('status=deleted&view=attic&q=ok'))).toEqual({
      q: 'ok',
      status: '',
      category: '',
      view: '',
    });
  });
});

describe('admin navigation', () => {
  it('marks the section a path belongs to', () => {
    expect(currentNavItem('/admin')?.label).toBe('Enquiries');
    expect(currentNavItem('/admin/blog/')?.label).toBe('Blog Management');
    expect(currentNavItem('/admin/blog/preview/x')?.label).toBe('Blog Management');
    expect(currentNavItem('/admin/staff')).toBeUndefined();
  });
});
