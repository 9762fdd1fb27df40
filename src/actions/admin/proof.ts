import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import { fieldError } from '../../lib/server/foundation/field-error.ts';
import { listTestimonials } from '../../lib/server/repositories/testimonials.ts';
import { listCaseStudies } from '../../lib/server/repositories/case-studies.ts';
import * as manage from '../../lib/server/testimonials-and-cases/manage.ts';
import { checkCoverImage } from '../../lib/server/media/placement.ts';
import { proofIdSchema, proofStatusSchema } from '../../lib/admin/proof.ts';
import { testimonialFields, testimonialInput as testimonialSchema } from '../../lib/shapes/testimonial.ts';
import { caseStudyFields, caseStudyInput as caseStudySchema } from '../../lib/shapes/case-study.ts';
import { pickFields, type Fields } from '../../lib/shapes/fields.ts';
import { getTestimonial } from '../../lib/server/repositories/testimonials.ts';
import { getCaseStudy } from '../../lib/server/repositories/case-studies.ts';
import { bumpVersion, withVersions } from '../../lib/server/repositories/record-versions.ts';
import { optionalVersionInput, type VersionKind } from '../../lib/admin/versions.ts';
import { staffActorOf, versioned } from './versioned.ts';
import type { StaffContext } from './staff-action.ts';

/**
 * Creating needs no version; a change to an existing one is saved under the version check and
 * comes back with its new version.
 */
async function saveProof<T extends { id: string }>(
  staff: StaffContext,
  kind: Extract<VersionKind, 'testimonial' | 'caseStudy'>,
  input: { id?: string | undefined; version?: number | undefined; overwrite: boolean },
  fields: Fields,
  save: (editor: manage.ProofEditor) => Promise<manage.Outcome<T>>,
): Promise<T & { version: number }> {
  if (!input.id) return { ...unwrap(await save(staff)), version: 0 };
  const read = kind === 'testimonial' ? getTestimonial : getCaseStudy;
  const what = kind === 'testimonial' ? 'testimonial' : 'case study';
  const id = input.id;
  // The stored record as its form sends it (for the conflict's comparison).
  const stored = async (db: StaffContext['db']) => {
    const row = await read(db, id);
    return row ? pickFields(fields, row) : {};
  };
  const saved = await versioned(
    staff,
    { kind, key: id, what, version: input.version, overwrite: input.overwrite, stored },
    async (tx) => unwrap(await save(tx)),
  );
  return { ...saved.value, version: saved.version };
}

/** Publishing or taking down changes what an open form would save back: its version moves on. */
const bump = (staff: StaffContext, kind: VersionKind, id: string) => bumpVersion(staff.db, kind, id, staffActorOf(staff));

// The Proof tab: testimonials and case studies. The rules (consent, slugs,
// audit, page refresh) live in lib/server/testimonials-and-cases/manage.ts; these only check
// the session and role (staffAction) and turn refusals into Astro errors.
function unwrap<T>(outcome: manage.Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  if (outcome.notFound) throw new ActionError({ code: 'NOT_FOUND', message: outcome.message });
  throw fieldError(outcome.field ?? 'form', outcome.message, outcome.field === 'slug' ? 'CONFLICT' : 'BAD_REQUEST');
}

export const list = staffAction({
  action: 'admin.proof.list',
  changes: 'none',
  input: z.object({}).optional(),
  errorMessage: 'Error loading testimonials and case studies',
  handler: async (_input, { db }) => ({
    testimonials: await withVersions(db, 'testimonial', await listTestimonials(db), (t) => t.id),
    caseStudies: await withVersions(db, 'caseStudy', await listCaseStudies(db), (c) => c.id),
  }),
});

export const saveTestimonial = staffAction({
  action: 'admin.proof.saveTestimonial',
  changes: ['testimonial'],
  input: testimonialSchema.extend(optionalVersionInput),
  errorMessage: 'Error saving the testimonial',
  handler: async ({ version, overwrite, ...input }, staff) => {
    // The picker only offers usable pictures; a hand-made request gets the same rule.
    await checkCoverImage(staff.db, input.photoMediaId, 'photoMediaId');
    const target = { id: input.id, version, overwrite };
    return saveProof(staff, 'testimonial', target, testimonialFields, (e) => manage.saveTestimonial(e, input));
  },
});

export const setTestimonialStatus = staffAction({
  action: 'admin.proof.setTestimonialStatus',
  changes: ['testimonial'],
  input: proofStatusSchema,
  errorMessage: 'Error changing the testimonial',
  handler: async ({ id, status }, staff) => {
    const row = unwrap(await manage.setTestimonialStatus(staff, id, status));
    return { ...row, version: await bump(staff, 'testimonial', id) };
  },
});

export const removeTestimonial = staffAction({
  action: 'admin.proof.removeTestimonial',
  changes: ['testimonial'],
  input: proofIdSchema,
  errorMessage: 'Error deleting the testimonial',
  handler: async ({ id }, staff) => unwrap(await manage.removeTestimonial(staff, id)),
});

export const saveCaseStudy = staffAction({
  action: 'admin.proof.saveCaseStudy',
  changes: ['caseStudy'],
  input: caseStudySchema.extend(optionalVersionInput),
  errorMessage: 'Error saving the case study',
  handler: async ({ version, overwrite, ...input }, staff) => {
    await checkCoverImage(staff.db, input.coverMediaId, 'coverMediaId');
    const target = { id: input.id, version, overwrite };
    return saveProof(staff, 'caseStudy', target, caseStudyFields, (e) => manage.saveCaseStudy(e, input));
  },
});

export const setCaseStudyStatus = staffAction({
  action: 'admin.proof.setCaseStudyStatus',
  changes: ['caseStudy'],
  // publishSample: the person answered yes to publishing the unedited sample (it keeps its label).
  input: proofStatusSchema.extend({ publishSample: z.boolean().optional() }),
  errorMessage: 'Error changing the case study',
  handler: async ({ id, status, publishSample }, staff) => {
    const row = unwrap(await manage.setCaseStudyStatus(staff, id, status, publishSample));
    return { ...row, version: await bump(staff, 'caseStudy', id) };
  },
});

export const removeCaseStudy = staffAction({
  action: 'admin.proof.removeCaseStudy',
  changes: ['caseStudy'],
  input: proofIdSchema,
  errorMessage: 'Error deleting the case study',
  handler: async ({ id }, staff) => unwrap(await manage.removeCaseStudy(staff, id)),
});
