/*
 * Loaders for pages rendered from the database (issue 13). A public page calls
 * `loadContentPage(slug)` and renders `<PageSections doc ctx>`, passing its islands as slots.
 * The admin editor renders a draft through the same components with `loadContentPreview`.
 */
import { getRuntime } from '../foundation/runtime.ts';
import { getPublishedPage } from '../repositories/content-pages.ts';
import { offersForRender } from '../page-content/offer-views.ts';
import { fillSectionOfferTokens, sanitiseSectionData } from '../page-content/page-validation.ts';
import { getBuildCosts } from '../page-content/build-costs.ts';
import { seedPageDocument } from '../page-content/seed-copy.ts';
import { loadSiteInfo, loadToolSuggestions } from './site-context.ts';
import { toolSuggestionsUrl } from './tool-suggestions-url.ts';
import { carePlanFigureOf, formatGBP, type CarePlanFigure } from '../../calculator.ts';
import { getOffer } from '../repositories/offers.ts';
import { documentMediaIds } from '../../page-content/media-refs.ts';
import { loadPageProof, proofMediaIds, type PageProof } from './work.ts';
import { resolveImages } from './media.ts';
import type { PageDocument } from '../../page-content/page-document.ts';
import type { OfferView, ResolvedImage } from '../../page-content/render-context.ts';
import type { SiteInfo } from '../../site.ts';

export interface ContentPageData {
  doc: PageDocument;
  /** RenderContext without the slots, which the .astro page adds. */
  ctx: {
    site: SiteInfo;
    offers: Record<string, OfferView>;
    images: Record<string, ResolvedImage>;
    tokens: Record<string, string>;
    proof?: PageProof;
  };
  /** Every offer figure by token body ('launch-build.amount' → '£8,000'), for copy outside the document (JSON-LD). */
  figures: Record<string, string>;
  /** What the savings calculator island needs when the page holds one. */
  calculator: {
    /** Where the calculator's island fetches its tool suggestions (not sent in the page). */
    suggestionsUrl: string;
    buildCost: number;
    enquiryBuildCost: number;
    carePlan: CarePlanFigure | null;
  };
}

/** The Care Plan offer's monthly figure, for the calculator's optional line (issue 26). */
async function loadCarePlan(): Promise<CarePlanFigure | null> {
  const offer = await getOffer(db(), 'care-plan');
  return offer ? carePlanFigureOf(offer.price) : null;
}

const db = () => getRuntime().database.db;

/** What proof the document's sections show; undefined when none (most pages skip both queries). */
function proofNeeds(doc: PageDocument) {
  const testimonials = doc.sections.some((s) => s.type === 'testimonialSet');
  const caseStudyLimit = Math.max(
    0,
    ...doc.sections.map((s) => (s.type === 'caseStudyList' ? Number((s.data as { limit?: unknown }).limit) || 0 : 0)),
  );
  return testimonials || caseStudyLimit > 0 ? { testimonials, caseStudyLimit } : undefined;
}

async function contextFor(doc: PageDocument): Promise<ContentPageData> {
  const needs = proofNeeds(doc);
  const hasCalculator = doc.sections.some((s) => s.type === 'calculator');
  const [site, { offers, tokens: offerTokens }, costs, suggestions, proof, carePlan] = await Promise.all([
    loadSiteInfo(),
    offersForRender(db(), doc),
    getBuildCosts(db()),
    hasCalculator ? loadToolSuggestions() : Promise.resolve([]),
    needs ? loadPageProof(needs) : Promise.resolve(undefined),
    hasCalculator ? loadCarePlan() : Promise.resolve(null),
  ]);
  // Sanitised again, then every {offer:…} token filled with today's figure (escaped in rich text).
  const safe = {
    sections: doc.sections.map((s) => ({
      ...s,
      data: fillSectionOfferTokens(s.type, sanitiseSectionData(s.type, s.data), offerTokens),
    })),
  };
  // Every picture the sections and the proof refer to, resolved in one query; ids the library
  // cannot resolve are simply absent, and the components then show no picture.
  const images = await resolveImages([...documentMediaIds(safe), ...(proof ? proofMediaIds(proof) : [])]);
  return {
    doc: safe,
    ctx: { site, offers, images, tokens: { buildCost: formatGBP(costs.calculatorBuildCost) }, ...(proof ? { proof } : {}) },
    figures: Object.fromEntries(offerTokens),
    calculator: {
      suggestionsUrl: toolSuggestionsUrl(suggestions),
      buildCost: costs.calculatorBuildCost,
      enquiryBuildCost: costs.enquiryBuildCost,
      carePlan,
    },
  };
}

/** The published document of a page; the seed's copy if the row is missing (never a blank page). */
export async function loadContentPage(slug: string): Promise<ContentPageData> {
  const stored = await getPublishedPage(db(), slug);
  const doc = stored ?? (await seedPageDocument(slug));
  if (!doc) throw new Error(`No content page '${slug}'.`);
  return contextFor(doc);
}

/**
 * A draft rendered exactly as visitors would see it. Staff only: the caller (an admin page or
 * endpoint) has checked the session, and validated `doc` with validatePageDocument.
 */
export async function loadContentPreview(_slug: string, doc: PageDocument): Promise<ContentPageData> {
  return contextFor(doc);
}
