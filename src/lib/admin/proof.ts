// The testimonial and case-study contract: the limits the Proof tab's fields show, the
// field rules the declarations use (src/lib/shapes/testimonial.ts, case-study.ts) and the
// consent rule. The tab's maxLength values read the same numbers.
import { z } from 'zod';
import { withoutNul } from '../nul.ts';
import { ukDay } from '../uk-time.ts';

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

/** A plain-text field of at most `max` characters; `label` names it in the messages. */
export const proofText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max} characters or fewer.`)
    .refine(withoutNul, `${label} contains a character that is not allowed.`);
/** The same, and not empty. */
export const proofRequired = (max: number, label: string) =>
  proofText(max, label).pipe(z.string().min(1, `Enter the ${label.toLowerCase()}.`));

/**
 * A calendar date, not in the future (consent cannot be given tomorrow). 'Today' is the UK's
 * day: between midnight and 01:00 BST the UTC date is still yesterday, and today's consent
 * would have been refused (issue 37).
 */
export const consentDateSchema = z.iso
  .date('Enter the consent date as a date (YYYY-MM-DD).')
  .refine((d) => d <= ukDay(), 'The consent date cannot be in the future.');

/** A media library id, or none. */
export const mediaIdField = z.string().trim().max(MEDIA_ID_MAX).nullable();

/** Whether a testimonial may be shown on the site: real ones need consent on record. */
export function canPublishTestimonial(t: { consentDate: string | null; illustrative: boolean }): boolean {
  return t.illustrative || t.consentDate !== null;
}

export const CASE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const proofIdSchema = z.object({ id: z.string().min(1).max(64) });
export const proofStatusSchema = proofIdSchema.extend({ status: z.enum(PROOF_STATUSES) });
