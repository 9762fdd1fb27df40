// The Proof tab's first render: every testimonial and case study, drafts included.
import { getRuntime } from '../runtime.ts';
import { listTestimonials } from '../repositories/testimonials.ts';
import { listCaseStudies } from '../repositories/case-studies.ts';

export async function loadProofAdmin() {
  const db = getRuntime().database.db;
  const [testimonials, caseStudies] = await Promise.all([listTestimonials(db), listCaseStudies(db)]);
  return { testimonials, caseStudies };
}
