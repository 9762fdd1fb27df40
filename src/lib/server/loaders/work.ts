// Loaders for the public proof: /work, /work/[slug], the home page's
// testimonials and case-study list, and the sitemap's case-study entries.
import { getRuntime } from '../runtime.ts';
import { listPublishedTestimonials, type Testimonial } from '../repositories/testimonials.ts';
import { getPublishedCaseStudyBySlug, listPublishedCaseStudies, type CaseStudy } from '../repositories/case-studies.ts';
import { listAllPublished } from '../repositories/blog-posts.ts';
import { CASE_SLUG_MAX, CASE_SLUG_PATTERN } from '../../admin/proof.ts';
import type { CaseStudySummaryView, CaseStudyView, TestimonialView } from '../../proof/views.ts';
import { loadSiteInfo } from '../site-context.ts';

const db = () => getRuntime().database.db;
/** The home page shows at most this many case studies; /work lists them all. */
export const HOME_CASE_STUDIES = 3;

const toTestimonialView = (t: Testimonial): TestimonialView => ({
  id: t.id,
  name: t.name,
  role: t.role,
  company: t.company,
  quote: t.quote,
  highlight: t.highlight,
  // A published testimonial without consent on record is illustrative whatever the flag says.
  illustrative: t.illustrative || t.consentDate === null,
  photoMediaId: t.photoMediaId,
});

const toSummary = (c: CaseStudy): CaseStudySummaryView => ({
  slug: c.slug,
  title: c.title,
  client: c.client,
  sector: c.sector,
  summary: c.summary,
  headline: c.results[0] ?? null,
});

export const toCaseStudyView = (c: CaseStudy): CaseStudyView => ({
  ...toSummary(c),
  problem: c.problem,
  built: c.built,
  results: c.results,
  stack: c.stack,
  quote: c.quote,
  quoteBy: c.quoteBy,
  coverMediaId: c.coverMediaId,
  publishedAt: c.publishedAt ?? c.updatedAt,
  updatedAt: c.updatedAt,
});

/** The home page's proof: published testimonials in order, and up to three published case studies. */
export async function loadHomeProof(): Promise<{ testimonials: TestimonialView[]; caseStudies: CaseStudySummaryView[] }> {
  const [testimonials, caseStudies] = await Promise.all([
    listPublishedTestimonials(db()),
    listPublishedCaseStudies(db(), HOME_CASE_STUDIES),
  ]);
  return { testimonials: testimonials.map(toTestimonialView), caseStudies: caseStudies.map(toSummary) };
}

/** /work: every published case study, newest first. */
export async function loadWorkList() {
  const [site, caseStudies] = await Promise.all([loadSiteInfo(), listPublishedCaseStudies(db())]);
  return { site, caseStudies: caseStudies.map(toSummary) };
}

/** /work/[slug]: a published case study, or nothing (drafts and unknown slugs are 404s alike). */
export async function loadCaseStudy(slug: string, path: string) {
  const site = await loadSiteInfo();
  const found =
    slug.length <= CASE_SLUG_MAX && CASE_SLUG_PATTERN.test(slug) ? await getPublishedCaseStudyBySlug(db(), slug) : undefined;
  if (!found) getRuntime().logger.info({ path }, 'case study not found');
  return { site, caseStudy: found ? toCaseStudyView(found) : undefined };
}

/** /sitemap.xml: published posts, and published case studies (with /work only when there is one). */
export async function loadSitemap() {
  const [site, posts, caseStudies] = await Promise.all([loadSiteInfo(), listAllPublished(db()), listPublishedCaseStudies(db())]);
  return { site, posts, caseStudies: caseStudies.map((c) => ({ slug: c.slug, updatedAt: c.updatedAt })) };
}
