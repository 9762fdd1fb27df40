import { describe, expect, it } from 'vitest';
import { changedFields } from '../../src/lib/audit-diff.ts';
import { auditQuery, auditRange, parseAuditFilter } from '../../src/lib/audit-filter.ts';

describe('audit change records', () => {
  it('keeps only fields whose value changed, as old -> new', () => {
    expect(changedFields({ a: 'x', b: 2, c: true }, { a: 'y', b: 2, c: false })).toEqual({
      a: { from: 'x', to: 'y' },
      c: { from: true, to: false },
    });
    expect(changedFields({}, { name: 'New' })).toEqual({ name: { from: null, to: 'New' } });
    expect(changedFields({ a: 1 }, { a: undefined })).toEqual({});
    expect(changedFields({ tags: ['a'] }, { tags: ['a'] })).toEqual({});
  });
});

describe('audit log filters', () => {
  it('reads person, action and a date range, ignoring malformed values', () => {
    const f = parseAuditFilter(new URLSearchParams('actor=owner@x.example&action=enquiry.view&from=2026-01-02&to=2026-01-03'));
    expect(f).toEqual({ actor: 'owner@x.example', action: 'enquiry.view', from: '2026-01-02', to: '2026-01-03' });
    expect(auditRange(f)).toEqual({ since: '2026-01-02T00:00:00.000Z', until: '2026-01-04T00:00:00.000Z' });
    // Days are London days: in summer a day starts at 23:00 UTC the evening before.
    expect(auditRange({ from: '2026-07-01', to: '2026-07-01' })).toEqual({
      since: '2026-06-30T23:00:00.000Z',
      until: '2026-07-01T23:00:00.000Z',
    });
    expect(auditRange({ from: '2026-03-29', to: '2026-03-29' })).toEqual({
      since: '2026-03-29T00:00:00.000Z',
      until: '2026-03-29T23:00:00.000Z',
    });
    expect(parseAuditFilter(new URLSearchParams('action=drop table;&from=yesterday&to=2026-13-40'))).toEqual({
      actor: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
    });
    expect(auditQuery(f)).toBe('?actor=owner%40x.example&action=enquiry.view&from=2026-01-02&to=2026-01-03');
    expect(auditQuery({})).toBe('');
  });
});
