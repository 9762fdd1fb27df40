// What the public proof components render: plain values the loaders build from the records, so
// components never see database rows or staff fields. The view types derive from the
// declarations (src/lib/shapes/testimonial.ts, case-study.ts).
export type { TestimonialView } from '../shapes/testimonial.ts';
export type { CaseStudySummaryView, CaseStudyView } from '../shapes/case-study.ts';

export const workPath = (slug: string) => `/work/${encodeURIComponent(slug)}`;

/** Paragraphs of a plain-text field (blank lines separate them). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
