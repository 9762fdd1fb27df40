// What the public proof components render: plain values the loaders build
// from the records, so components never see database rows or staff fields.
import type { CaseStudyResult } from '../admin/proof.ts';

export interface TestimonialView {
  id: string;
  name: string;
  role: string;
  company: string;
  quote: string;
  highlight: string;
  /** Shown with the 'Illustrative' label: not a consented quote from a real client. */
  illustrative: boolean;
  /** Media library id; rendered when the page passes the resolved image (RenderContext.images). */
  photoMediaId: string | null;
}

export interface CaseStudySummaryView {
  slug: string;
  title: string;
  client: string;
  sector: string;
  summary: string;
  /** The first result, shown on cards. */
  headline: CaseStudyResult | null;
  /** Media library id; the card shows it when the page passes the resolved image. */
  coverMediaId: string | null;
}

export interface CaseStudyView extends CaseStudySummaryView {
  problem: string;
  built: string;
  results: CaseStudyResult[];
  stack: string[];
  quote: string | null;
  quoteBy: string;
  publishedAt: string;
  updatedAt: string;
}

export const workPath = (slug: string) => `/work/${encodeURIComponent(slug)}`;

/** Paragraphs of a plain-text field (blank lines separate them). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
