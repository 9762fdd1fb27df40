// The testimonial and case-study contract: what the Proof tab may send, the
// limits its fields show, and the consent rule. Actions validate with these
// schemas; the tab's maxLength values read the same numbers.
import { z } from 'zod';
import { withoutNul } from '../nul.ts';

export const PROOF_STATUSES = ['draft', 'published'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

export const NAME_MAX = 100;
export const ROLE_MAX = 100;
export const COMPANY_MAX = 140;
export const QUOTE_MAX = 800;
export const HIGHLIGHT_MAX = 60;
export const TITLE_MAX = 140;
export const CASE_SLUG_MAX = 80;
export const SUMMARY_MAX = 300;
export const STORY_MAX = 4000;
export const RESULTS_MAX = 6;
export const FIGURE_MAX = 24;
export const RESULT_LABEL_MAX = 80;
export const STACK_MAX = 12;
export const STACK_ITEM_MAX = 40;
export const MEDIA_ID_MAX = 64;

/** Shown when a testimonial would go live as real without consent on record. */
export const CONSENT_REQUIRED = 'Add the date they agreed to be quoted, or publish it as illustrative.';

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max} characters or fewer.`)
    .refine(withoutNul, `${label} contains a character that is not allowed.`);
const required = (max: number, label: string) => text(max, label).pipe(z.string().min(1, `Enter the ${label.toLowerCase()}.`));

/** A calendar date, not in the future (consent cannot be given tomorrow). */
export const consentDateSchema = z.iso
  .date('Enter the consent date as a date (YYYY-MM-DD).')
  .refine((d) => d <= new Date().toISOString().slice(0, 10), 'The consent date cannot be in the future.');

const mediaId = z.string().trim().max(MEDIA_ID_MAX).nullable();

export const testimonialSchema = z.object({
  id: z.string().max(64).optional(),
  name: required(NAME_MAX, 'Name'),
  role: text(ROLE_MAX, 'Role'),
  company: text(COMPANY_MAX, 'Company'),
  quote: required(QUOTE_MAX, 'Quote'),
  highlight: text(HIGHLIGHT_MAX, 'Highlight'),
  consentDate: consentDateSchema.nullable(),
  illustrative: z.boolean(),
  photoMediaId: mediaId,
  sortOrder: z.number().int().min(-9999).max(9999),
});
export type TestimonialInput = z.infer<typeof testimonialSchema>;

/** Whether a testimonial may be shown on the site: real ones need consent on record. */
export function canPublishTestimonial(t: { consentDate: string | null; illustrative: boolean }): boolean {
  return t.illustrative || t.consentDate !== null;
}

export const resultSchema = z.object({
  figure: required(FIGURE_MAX, 'Figure'),
  label: required(RESULT_LABEL_MAX, 'Result label'),
});
export type CaseStudyResult = z.infer<typeof resultSchema>;

export const CASE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const caseStudySchema = z.object({
  id: z.string().max(64).optional(),
  slug: z
    .string()
    .trim()
    .max(CASE_SLUG_MAX, `Keep the slug under ${CASE_SLUG_MAX} characters.`)
    .regex(CASE_SLUG_PATTERN, 'Use lower-case letters, numbers and single hyphens in the slug.'),
  title: required(TITLE_MAX, 'Title'),
  client: required(COMPANY_MAX, 'Client'),
  sector: text(NAME_MAX, 'Sector'),
  summary: required(SUMMARY_MAX, 'Summary'),
  problem: required(STORY_MAX, 'Problem'),
  built: required(STORY_MAX, 'What we built'),
  results: z.array(resultSchema).max(RESULTS_MAX, `Show at most ${RESULTS_MAX} results.`),
  stack: z.array(required(STACK_ITEM_MAX, 'Stack item')).max(STACK_MAX, `List at most ${STACK_MAX} tools.`),
  quote: text(QUOTE_MAX, 'Quote').nullable(),
  quoteBy: text(NAME_MAX + ROLE_MAX, 'Quote by'),
  coverMediaId: mediaId,
});
export type CaseStudyInput = z.infer<typeof caseStudySchema>;

export const proofIdSchema = z.object({ id: z.string().min(1).max(64) });
export const proofStatusSchema = proofIdSchema.extend({ status: z.enum(PROOF_STATUSES) });
