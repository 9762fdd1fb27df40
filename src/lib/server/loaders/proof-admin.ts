// The Proof tab's first render, and the staff preview of a case study (drafts included).
import { getRuntime } from '../foundation/runtime.ts';
import { listTestimonials } from '../repositories/testimonials.ts';
import { getCaseStudy, listCaseStudies } from '../repositories/case-studies.ts';
import { loadSiteInfo } from './site-context.ts';
import { toCaseStudyView } from './work.ts';
import { withVersions } from '../repositories/record-versions.ts';

export async function loadProofAdmin() {
  const db = getRuntime().database.db;
  const [testimonials, caseStudies] = await Promise.all([listTestimonials(db), listCaseStudies(db)]);
  // Each with the version its form sends back (src/lib/admin/versions.ts).
  return {
    testimonials: await withVersions(db, 'testimonial', testimonials, (t) => t.id),
    caseStudies: await withVersions(db, 'caseStudy', caseStudies, (c) => c.id),
  };
}

/** /admin/proof/preview/[id]: the saved case study as its public page would show it, whatever its status. */
export async function loadCaseStudyPreview(id: string) {
  const db = getRuntime().database.db;
  const [site, found] = await Promise.all([loadSiteInfo(), id.length <= 64 ? getCaseStudy(db, id) : undefined]);
  return { site, status: found?.status, caseStudy: found ? toCaseStudyView(found) : undefined };
}
