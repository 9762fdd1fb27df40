import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { containsNul, fieldWithNul, withoutNul } from '../../src/lib/nul.ts';

describe('NUL checks (one helper for the enquiry action and JSON bodies)', () => {
  it('finds U+0000 in nested values and keys, not in clean ones or files', () => {
    expect(containsNul({ a: [{ b: 'x\u0000y' }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 'v' })).toBe(true);
    expect(containsNul({ a: ['fine', 1, null, { b: 'also fine' }] })).toBe(false);
    expect(containsNul(new File(['\u0000 binary is fine'], 'x.bin'))).toBe(false);
  });

  it('copes with deep nesting without recursion', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });

  it('names the first field holding one', () => {
    expect(fieldWithNul({ name: 'Ada', monthly_saas_costs: [{ tool: 'Sla\u0000ck', cost: 1 }] })).toBe('monthly_saas_costs');
    expect(fieldWithNul({ name: 'Ada' })).toBeUndefined();
  });

  it('refuses a NUL in a zod string field with the field’s own message (sign-in and account forms)', () => {
    const email = z
      .string()
      .trim()
      .min(1, 'Enter your e-mail address.')
      .max(254)
      .refine(withoutNul, 'Enter your e-mail address.');
    expect(email.safeParse('ada@example.co.uk').success).toBe(true);
    const refused = email.safeParse('ada\u0000@example.co.uk');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['Enter your e-mail address.']);
  });
});
