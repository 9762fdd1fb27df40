/*
 * A testimonial declared once. The `testimonials` table's columns (server/db/schema.ts), the
 * repository's record, the view the site renders, the Proof tab's form and the save action's input
 * derive from `testimonialFields`; the limits and messages are the Proof contract's
 * (src/lib/admin/proof.ts).
 */
import { z } from 'zod';
import {
  COMPANY_MAX,
  HIGHLIGHT_MAX,
  NAME_MAX,
  PROOF_STATUSES,
  QUOTE_MAX,
  ROLE_MAX,
  consentDateSchema,
  mediaIdField,
  proofRequired,
  proofText,
} from '../admin/proof.ts';
import { emptyRecord, type RecordOf } from './fields.ts';

/** What staff edit. */
export const testimonialFields = z.object({
  name: proofRequired(NAME_MAX, 'Name'),
  role: proofText(ROLE_MAX, 'Role'),
  company: proofText(COMPANY_MAX, 'Company'),
  quote: proofRequired(QUOTE_MAX, 'Quote'),
  /** Short result shown as a pill beside the quote ('2.5 days saved every month'); may be ''. */
  highlight: proofText(HIGHLIGHT_MAX, 'Highlight'),
  /** When the person agreed to be quoted by name. */
  consentDate: consentDateSchema.nullable(),
  illustrative: z.boolean(),
  photoMediaId: mediaIdField,
  sortOrder: z.number().int().min(-9999).max(9999),
});
export type TestimonialFields = RecordOf<typeof testimonialFields>;

/** The save action's input: the fields, and the id when it changes an existing one. */
export const testimonialInput = testimonialFields.extend({ id: z.string().max(64).optional() });
export type TestimonialInput = RecordOf<typeof testimonialInput>;

/** As stored: the fields and whether it is live (publishing is its own action). */
export const testimonialRecordFields = testimonialFields.extend({ status: z.enum(PROOF_STATUSES) });
export type Testimonial = RecordOf<typeof testimonialRecordFields> & { id: string; createdAt: string; updatedAt: string };

/** What the site renders: no consent date or order, never a staff field. */
export const testimonialViewFields = testimonialFields.omit({ consentDate: true, sortOrder: true });
export type TestimonialView = RecordOf<typeof testimonialViewFields> & { id: string };

/** A new testimonial's form: empty, shown after the seeded ones. */
export const EMPTY_TESTIMONIAL: TestimonialFields = { ...emptyRecord(testimonialFields), sortOrder: 100 };
