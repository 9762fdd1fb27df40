import { afterEach, describe, expect, it, vi } from 'vitest';
import { canPublishTestimonial, consentDateSchema } from '../../src/lib/admin/proof.ts';
import { addCalendarDays, ukDay } from '../../src/lib/uk-time.ts';
import { testimonialInput as testimonialSchema } from '../../src/lib/shapes/testimonial.ts';
import { caseStudyInput as caseStudySchema } from '../../src/lib/shapes/case-study.ts';

// The Proof tab's contract: what the actions accept before the consent rule runs.

describe('testimonial and case-study contract', () => {
  it('publishes a testimonial as real only with consent; an illustrative one may go live without', () => {
    expect(canPublishTestimonial({ consentDate: null, illustrative: false })).toBe(false);
    expect(canPublishTestimonial({ consentDate: '2026-01-05', illustrative: false })).toBe(true);
    expect(canPublishTestimonial({ consentDate: null, illustrative: true })).toBe(true);
  });

  it('accepts a consent date only as a real calendar date, not in the future', () => {
    expect(consentDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(consentDateSchema.safeParse('05/01/2026').success).toBe(false);
    expect(consentDateSchema.safeParse('2025-12-01').success).toBe(true);
    const tomorrow = addCalendarDays(ukDay(), 1);
    expect(consentDateSchema.safeParse(tomorrow).error?.issues[0]?.message).toBe('The consent date cannot be in the future.');
  });

  afterEach(() => vi.useRealTimers());

  it('reads ‘today’ as the UK’s day: today’s consent is accepted between 00:00 and 01:00 BST (issue 37)', () => {
    vi.useFakeTimers();
    // 00:30 on 11 June in London is still 10 June in UTC.
    vi.setSystemTime(new Date('2026-06-10T23:30:00Z'));
    expect(consentDateSchema.safeParse('2026-06-11').success).toBe(true);
    expect(consentDateSchema.safeParse('2026-06-12').success).toBe(false);
    // In winter UK and UTC days turn together.
    vi.setSystemTime(new Date('2026-12-10T23:30:00Z'));
    expect(consentDateSchema.safeParse('2026-12-11').success).toBe(false);
    expect(consentDateSchema.safeParse('2026-12-10').success).toBe(true);
  });

  it('requires a name and a quote, and refuses NUL', () => {
    const base = {
      name: 'Priya',
      role: '',
      company: '',
      quote: 'Good.',
      highlight: '',
      consentDate: null,
      illustrative: false,
      photoMediaId: null,
      sortOrder: 0,
    };
    expect(testimonialSchema.safeParse(base).success).toBe(true);
    expect(testimonialSchema.safeParse({ ...base, name: '  ' }).error?.issues[0]?.path).toEqual(['name']);
    expect(testimonialSchema.safeParse({ ...base, quote: 'a\u0000b' }).success).toBe(false);
  });

  it('takes only lower-case hyphenated slugs and at most six results', () => {
    const base = {
      slug: 'dental-recalls',
      title: 'T',
      client: 'C',
      sector: '',
      summary: 'S',
      problem: 'P',
      built: 'B',
      results: [{ figure: '38 hours', label: 'saved each month' }],
      stack: ['TypeScript'],
      quote: null,
      quoteBy: '',
      coverMediaId: null,
    };
    expect(caseStudySchema.safeParse(base).success).toBe(true);
    for (const slug of ['Dental', 'dental--recalls', '-dental', 'dental recalls', '../x', ''])
      expect([slug, caseStudySchema.safeParse({ ...base, slug }).success]).toEqual([slug, false]);
    const seven = Array.from({ length: 7 }, () => ({ figure: '1', label: 'x' }));
    expect(caseStudySchema.safeParse({ ...base, results: seven }).success).toBe(false);
  });
});
