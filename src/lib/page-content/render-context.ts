/*
 * What a section component may read besides its own data. The page loader builds it once per
 * request (server only) and passes it down; components stay pure and render HTML.
 */
import type { ReactNode } from 'react';
import type { SiteInfo } from '../site.ts';
import type { CaseStudySummaryView, TestimonialView } from '../testimonials-and-cases/views.ts';
import type { Offer } from '../shapes/offer.ts';

/** An offer record (package or service) as pages show it, overrides already applied by the resolver. */
export type OfferView = Offer & {
  /** Set when this placement overrides the record's base price or timeline (the editor shows both). */
  basePrice?: string;
  baseTimeline?: string;
};

/** A library picture ready for <img>: variants already generated, alt text from the media record. */
export interface ResolvedImage {
  id: string;
  /** '' when the image is marked decorative. */
  alt: string;
  width: number;
  height: number;
  /** Fallback src (a mid-size WebP or JPEG variant). */
  src: string;
  /** `srcset` strings per format, widest last. */
  avifSrcset: string;
  webpSrcset: string;
  /** CSS object-position from the focal point, e.g. '40% 30%'. */
  objectPosition: string;
}

export interface RenderContext {
  site: SiteInfo;
  /** Offers by id, for sections that reference them. */
  offers: Record<string, OfferView>;
  /** Library images by media id; a missing id renders nothing (never a broken <img>). */
  images: Record<string, ResolvedImage>;
  /**
   * Published testimonials and case-study summaries, filled by the loader only when the document
   * holds a `testimonialSet` or `caseStudyList` section (other pages skip the queries).
   */
  proof?: {
    testimonials: TestimonialView[];
    caseStudies: CaseStudySummaryView[];
  };
  /** Islands the .astro page passes in by name (calculator, contactForm, newsletter…). */
  slots: Record<string, ReactNode>;
  /**
   * Figures from settings that copy may quote as tokens, e.g. `{buildCost}` (the calculator's build
   * cost, formatted). Filled by the loader; a token with no value is left as written.
   */
  tokens?: Record<string, string>;
  /** True for the admin preview: components may mark hidden sections, never for visitors. */
  preview?: boolean;
}
