// The rules behind the Proof tab, kept out of the actions so they can be
// tested on both databases without Astro: the consent rule, slug uniqueness,
// audit entries with old and new values, and declaring a public change
// whenever what visitors see may have changed. Results are values, not
// thrown Astro errors; the actions translate them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import { changedFields } from '../../audit-diff.ts';
import { CONSENT_REQUIRED, canPublishTestimonial, type ProofStatus } from '../../admin/proof.ts';
import type { Testimonial, TestimonialInput } from '../../shapes/testimonial.ts';
import type { CaseStudy, CaseStudyInput } from '../../shapes/case-study.ts';
import * as testimonials from '../repositories/testimonials.ts';
import * as caseStudies from '../repositories/case-studies.ts';
import type { Audit } from '../foundation/audit.ts';
import type { PublicChange } from '../public-changes.ts';
import { authorize, type PolicyActor } from '../foundation/policy.ts';
import { proofRecord } from '../../policy/states.ts';
import { SAMPLE_PUBLISH_QUESTION, isSampleCaseStudy } from '../../testimonials-and-cases/illustrative.ts';

export interface ProofEditor {
  db: Kysely<Database>;
  /** Who asks: the policy decides with the record's state (src/lib/policy/rules.ts). */
  user: PolicyActor;
  audit: Audit;
  /** What visitors see changed (published only): published once the action is done. */
  changed(change: PublicChange): void;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; field?: string; message: string; notFound?: true };

const notFound = (what: string): Outcome<never> => ({ ok: false, notFound: true, message: `That ${what} no longer exists.` });
const SLUG_TAKEN = 'Another case study already uses this slug.';

export async function saveTestimonial(e: ProofEditor, { id, ...input }: TestimonialInput): Promise<Outcome<Testimonial>> {
  if (!id) {
    authorize(e.user, 'save', proofRecord('testimonial', null));
    const row = await testimonials.insertTestimonial(e.db, input);
    await e.audit('testimonial.create', 'testimonial', row.id, { name: row.name, changes: changedFields({}, input) });
    return { ok: true, value: row };
  }
  const before = await testimonials.getTestimonial(e.db, id);
  if (!before) return notFound('testimonial');
  authorize(e.user, 'save', proofRecord('testimonial', before));
  // A live testimonial must stay publishable: removing consent from a real one takes it down first.
  if (before.status === 'published' && !canPublishTestimonial(input))
    return { ok: false, field: 'consentDate', message: CONSENT_REQUIRED };
  const row = (await testimonials.updateTestimonial(e.db, id, input))!;
  await e.audit('testimonial.update', 'testimonial', id, { name: row.name, changes: changedFields({ ...before }, input) });
  if (row.status === 'published') e.changed({ kind: 'testimonial', id });
  return { ok: true, value: row };
}

export async function setTestimonialStatus(e: ProofEditor, id: string, status: ProofStatus): Promise<Outcome<Testimonial>> {
  const before = await testimonials.getTestimonial(e.db, id);
  if (!before) return notFound('testimonial');
  authorize(e.user, status === 'published' ? 'publish' : 'unpublish', proofRecord('testimonial', before));
  if (status === 'published' && !canPublishTestimonial(before))
    return { ok: false, field: 'consentDate', message: CONSENT_REQUIRED };
  await testimonials.setTestimonialStatus(e.db, id, status);
  await e.audit(`testimonial.${status === 'published' ? 'publish' : 'unpublish'}`, 'testimonial', id, {
    name: before.name,
    changes: changedFields({ status: before.status }, { status }),
  });
  e.changed({ kind: 'testimonial', id });
  return { ok: true, value: (await testimonials.getTestimonial(e.db, id))! };
}

export async function removeTestimonial(e: ProofEditor, id: string): Promise<Outcome<null>> {
  const before = await testimonials.getTestimonial(e.db, id);
  if (!before) return notFound('testimonial');
  authorize(e.user, 'remove', proofRecord('testimonial', before));
  if (!(await testimonials.deleteTestimonial(e.db, id))) return notFound('testimonial');
  await e.audit('testimonial.delete', 'testimonial', id, { old: before });
  if (before.status === 'published') e.changed({ kind: 'testimonial', id });
  return { ok: true, value: null };
}

export async function saveCaseStudy(e: ProofEditor, { id, ...input }: CaseStudyInput): Promise<Outcome<CaseStudy>> {
  if (await caseStudies.caseSlugTaken(e.db, input.slug, id)) return { ok: false, field: 'slug', message: SLUG_TAKEN };
  try {
    if (!id) {
      authorize(e.user, 'save', proofRecord('caseStudy', null));
      const row = await caseStudies.insertCaseStudy(e.db, input);
      await e.audit('case_study.create', 'case_study', row.id, { slug: row.slug, changes: changedFields({}, input) });
      return { ok: true, value: row };
    }
    const before = await caseStudies.getCaseStudy(e.db, id);
    if (!before) return notFound('case study');
    authorize(e.user, 'save', proofRecord('caseStudy', before));
    const changes = changedFields({ ...before }, input);
    // A save that changes nothing leaves the sample a sample; any change makes it the owner's.
    const sample = isSampleCaseStudy(before) && Object.keys(changes).length === 0;
    const row = (await caseStudies.updateCaseStudy(e.db, id, input, sample))!;
    if (sample !== before.sample) changes.sample = { from: before.sample, to: sample };
    await e.audit('case_study.update', 'case_study', id, { slug: row.slug, changes });
    if (row.status === 'published') e.changed({ kind: 'caseStudy', id });
    return { ok: true, value: row };
  } catch (err) {
    // Two editors saving the same slug at once: the unique index decides.
    if (isUniqueViolation(err)) return { ok: false, field: 'slug', message: SLUG_TAKEN };
    throw err;
  }
}

/**
 * `publishSample`: the person was asked, and still wants the unedited sample live (it keeps its
 * label). Without that answer publishing it is refused, whichever path asks.
 */
export async function setCaseStudyStatus(
  e: ProofEditor,
  id: string,
  status: ProofStatus,
  publishSample = false,
): Promise<Outcome<CaseStudy>> {
  const before = await caseStudies.getCaseStudy(e.db, id);
  if (!before) return notFound('case study');
  authorize(e.user, status === 'published' ? 'publish' : 'unpublish', proofRecord('caseStudy', before));
  if (status === 'published' && isSampleCaseStudy(before) && !publishSample)
    return { ok: false, field: 'publishSample', message: SAMPLE_PUBLISH_QUESTION };
  await caseStudies.setCaseStudyStatus(e.db, id, status);
  const row = (await caseStudies.getCaseStudy(e.db, id))!;
  await e.audit(`case_study.${status === 'published' ? 'publish' : 'unpublish'}`, 'case_study', id, {
    slug: row.slug,
    changes: changedFields({ status: before.status, publishedAt: before.publishedAt }, { status, publishedAt: row.publishedAt }),
  });
  e.changed({ kind: 'caseStudy', id });
  return { ok: true, value: row };
}

export async function removeCaseStudy(e: ProofEditor, id: string): Promise<Outcome<null>> {
  const before = await caseStudies.getCaseStudy(e.db, id);
  if (!before) return notFound('case study');
  authorize(e.user, 'remove', proofRecord('caseStudy', before));
  if (!(await caseStudies.deleteCaseStudy(e.db, id))) return notFound('case study');
  await e.audit('case_study.delete', 'case_study', id, { old: before });
  if (before.status === 'published') e.changed({ kind: 'caseStudy', id });
  return { ok: true, value: null };
}
