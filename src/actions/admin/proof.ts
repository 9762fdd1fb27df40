import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import { fieldError } from '../../lib/server/field-error.ts';
import { listTestimonials } from '../../lib/server/repositories/testimonials.ts';
import { listCaseStudies } from '../../lib/server/repositories/case-studies.ts';
import * as manage from '../../lib/server/proof/manage.ts';
import { checkCoverImage } from '../../lib/server/media/placement.ts';
import { caseStudySchema, proofIdSchema, proofStatusSchema, testimonialSchema } from '../../lib/admin/proof.ts';

// The Proof tab: testimonials and case studies. The rules (consent, slugs,
// audit, page refresh) live in lib/server/proof/manage.ts; these only check
// the session and role (staffAction) and turn refusals into Astro errors.
function unwrap<T>(outcome: manage.Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  if (outcome.notFound) throw new ActionError({ code: 'NOT_FOUND', message: outcome.message });
  throw fieldError(outcome.field ?? 'form', outcome.message, outcome.field === 'slug' ? 'CONFLICT' : 'BAD_REQUEST');
}

export const list = staffAction({
  action: 'admin.proof.list',
  input: z.object({}).optional(),
  errorMessage: 'Error loading testimonials and case studies',
  handler: async (_input, { db }) => ({ testimonials: await listTestimonials(db), caseStudies: await listCaseStudies(db) }),
});

export const saveTestimonial = staffAction({
  action: 'admin.proof.saveTestimonial',
  input: testimonialSchema,
  errorMessage: 'Error saving the testimonial',
  handler: async (input, staff) => {
    // The picker only offers usable pictures; a hand-made request gets the same rule.
    await checkCoverImage(staff.db, input.photoMediaId, 'photoMediaId');
    return unwrap(await manage.saveTestimonial(staff, input));
  },
});

export const setTestimonialStatus = staffAction({
  action: 'admin.proof.setTestimonialStatus',
  input: proofStatusSchema,
  errorMessage: 'Error changing the testimonial',
  handler: async ({ id, status }, staff) => unwrap(await manage.setTestimonialStatus(staff, id, status)),
});

export const removeTestimonial = staffAction({
  action: 'admin.proof.removeTestimonial',
  input: proofIdSchema,
  errorMessage: 'Error deleting the testimonial',
  handler: async ({ id }, staff) => unwrap(await manage.removeTestimonial(staff, id)),
});

export const saveCaseStudy = staffAction({
  action: 'admin.proof.saveCaseStudy',
  input: caseStudySchema,
  errorMessage: 'Error saving the case study',
  handler: async (input, staff) => {
    await checkCoverImage(staff.db, input.coverMediaId, 'coverMediaId');
    return unwrap(await manage.saveCaseStudy(staff, input));
  },
});

export const setCaseStudyStatus = staffAction({
  action: 'admin.proof.setCaseStudyStatus',
  input: proofStatusSchema,
  errorMessage: 'Error changing the case study',
  handler: async ({ id, status }, staff) => unwrap(await manage.setCaseStudyStatus(staff, id, status)),
});

export const removeCaseStudy = staffAction({
  action: 'admin.proof.removeCaseStudy',
  input: proofIdSchema,
  errorMessage: 'Error deleting the case study',
  handler: async ({ id }, staff) => unwrap(await manage.removeCaseStudy(staff, id)),
});
