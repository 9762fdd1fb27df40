// Loaders for the public proof: /work, /work/[slug], the home page's
// testimonials and case-study list, and the sitemap's case-study entries.
import { getRuntime } from '../foundation/runtime.ts';
import { listPublishedTestimonials } from '../repositories/testimonials.ts';
import { getPublishedCaseStudyBySlug, listPublishedCaseStudies } from '../repositories/case-studies.ts';
import { listAllPublished } from '../repositories/blog-posts.ts';
import { CASE_SLUG_MAX, CASE_SLUG_PATTERN } from '../../admin/proof.ts';
import { pickFields } from '../../shapes/fields.ts';
import { testimonialViewFields, type Testimonial, type TestimonialView } from '../../shapes/testimonial.ts';
import {
  caseStudyFields,
  caseStudySummaryFields,
  type CaseStudy,
  type CaseStudySummaryView,
  type CaseStudyView,
} from '../../shapes/case-study.ts';
import { loadSiteInfo } from './site-context.ts';
import { resolveImages } from './media.ts';

import { isIllustrativeTestimonial, isSampleCaseStudy } from '../../testimonials-and-cases/illustrative.ts';
const db = () => getRuntime().database.db;

const toTestimonialView = (t: Testimonial): TestimonialView => ({
  id: t.id,
  ...pickFields(testimonialViewFields, t),
  illustrative: isIllustrativeTestimonial(t),
});

const toSummary = (c: CaseStudy): CaseStudySummaryView => ({
  ...pickFields(caseStudySummaryFields, c),
  headline: c.results[0] ?? null,
  sample: isSampleCaseStudy(c),
});

export const toCaseStudyView = (c: CaseStudy): CaseStudyView => ({
  ...pickFields(caseStudyFields, c),
  headline: c.results[0] ?? null,
  sample: isSampleCaseStudy(c),
  publishedAt: c.publishedAt ?? c.updatedAt,
  updatedAt: c.updatedAt,
});

export interface PageProof {
  testimonials: TestimonialView[];
  caseStudies: CaseStudySummaryView[];
}

/**
 * The proof a content page shows: published testimonials in order when it has a testimonial set,
 * and up to `caseStudyLimit` published case studies (newest first) when it lists them. The page's
 * loader asks only for what its sections need; 0 skips that query.
 */
export async function loadPageProof(o: { testimonials: boolean; caseStudyLimit: number }): Promise<PageProof> {
  const [testimonials, caseStudies] = await Promise.all([
    o.testimonials ? listPublishedTestimonials(db()) : [],
    o.caseStudyLimit > 0 ? listPublishedCaseStudies(db(), o.caseStudyLimit) : [],
  ]);
  return { testimonials: testimonials.map(toTestimonialView), caseStudies: caseStudies.map(toSummary) };
}

/** The media ids a page's proof shows: testimonial photos and case-study covers. */
export function proofMediaIds(proof: PageProof): string[] {
  return [...proof.testimonials.map((t) => t.photoMediaId), ...proof.caseStudies.map((c) => c.coverMediaId)].filter(
    (id): id is string => id !== null,
  );
}

/** /work: every published case study, newest first, with their covers. */
export async function loadWorkList() {
  const [site, caseStudies] = await Promise.all([loadSiteInfo(), listPublishedCaseStudies(db())]);
  const summaries = caseStudies.map(toSummary);
  const images = await resolveImages(summaries.map((c) => c.coverMediaId));
  return { site, caseStudies: summaries, images };
}

/** /work/[slug]: a published case study, or nothing (drafts and unknown slugs are 404s alike). */
export async function loadCaseStudy(slug: string, path: string) {
  const site = await loadSiteInfo();
  const found =
    slug.length <= CASE_SLUG_MAX && CASE_SLUG_PATTERN.test(slug) ? await getPublishedCaseStudyBySlug(db(), slug) : undefined;
  if (!found) getRuntime().logger.info({ path }, 'case study not found');
  const cover = found?.coverMediaId ? (await resolveImages([found.coverMediaId]))[found.coverMediaId] : undefined;
  return { site, caseStudy: found ? toCaseStudyView(found) : undefined, cover };
}

/** /sitemap.xml: published posts, and published case studies (with /work only when there is one). */
export async function loadSitemap() {
  const [site, posts, caseStudies] = await Promise.all([loadSiteInfo(), listAllPublished(db()), listPublishedCaseStudies(db())]);
  return { site, posts, caseStudies: caseStudies.map((c) => ({ slug: c.slug, updatedAt: c.updatedAt })) };
}
