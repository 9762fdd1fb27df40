import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { companyNumberSchema, identityFieldsShape, identityLines, vatNumberSchema } from '../../src/lib/business-identity.ts';

// The Content tab's details form spreads these fields into its schema (src/actions/admin/settings.ts).
const detailsSchema = z.object(identityFieldsShape);

describe('company number, VAT number and registered office (issue 26)', () => {
  it('accepts Companies House numbers of 8 characters', () => {
    expect(companyNumberSchema.parse('01234567')).toBe('01234567');
    expect(companyNumberSchema.parse('sc 123456')).toBe('SC123456');
    expect(companyNumberSchema.parse('')).toBe('');
    for (const bad of ['1234567', '123456789', 'S1234567', 'SC12345X'])
      expect(companyNumberSchema.safeParse(bad).error?.issues[0]?.message).toContain('8 characters');
  });

  it('accepts UK VAT numbers of GB and 9 or 12 digits', () => {
    expect(vatNumberSchema.parse('GB 123 4567 89')).toBe('GB123456789');
    expect(vatNumberSchema.parse('gb123456789012')).toBe('GB123456789012');
    for (const bad of ['123456789', 'GB12345678', 'GB1234567890', 'FR123456789'])
      expect(vatNumberSchema.safeParse(bad).success).toBe(false);
  });

  it('leaves the details untouched when a caller omits them, and validates them when given', () => {
    const base = {
      businessName: 'Northmill',
      businessPhone: '0161 496 0123',
      businessEmail: 'a@b.co.uk',
      businessAddress: 'Unit 4, Rochdale',
    };
    expect(detailsSchema.parse(base).companyNumber).toBeUndefined();
    expect(detailsSchema.safeParse({ ...base, vatNumber: 'GB1' }).success).toBe(false);
    expect(detailsSchema.safeParse({ ...base, registeredOffice: 'x'.repeat(301) }).success).toBe(false);
  });

  it('claims nothing when unset, and names the jurisdiction from the number', () => {
    expect(identityLines({})).toEqual([]);
    expect(identityLines({ companyNumber: '', vatNumber: '', registeredOffice: '' })).toEqual([]);
    expect(identityLines({ companyNumber: '01234567' })[0]?.label).toBe('Registered in England and Wales, company number');
    expect(identityLines({ companyNumber: 'SC123456' })[0]?.label).toBe('Registered in Scotland, company number');
    expect(identityLines({ companyNumber: 'NI123456' })[0]?.label).toBe('Registered in Northern Ireland, company number');
    expect(identityLines({ vatNumber: 'GB123456789', registeredOffice: '1 Mill Lane' }).map((l) => l.value)).toEqual([
      'GB123456789',
      '1 Mill Lane',
    ]);
  });
});
