/*
 * The section registry: every type a page document may hold, by its stored name. The server
 * validates with it, the editor lists it, and src/components/sections/registry.tsx maps each
 * type to the component that renders it.
 */
import type { SectionDefinition } from './define.ts';
import { confirmationSection, contactDetailsSection } from './forms.ts';
import {
  badgeCardsSection,
  cardGridSection,
  featurePanelSection,
  mythRealitySection,
  nameGridSection,
  numberedListSection,
  savingsExamplesSection,
  stepsSection,
  tagCardsSection,
} from './grids.ts';
import { heroSection, trackerHeroSection } from './heroes.ts';
import { SITE_PAGE_SECTIONS } from './site-pages.ts';
import { caseStudyListSection, logoStripSection, teamSection } from './people.ts';
import { linkCardsSection, offerCardsSection, packageTableSection, phasesSection, serviceListSection } from './offers.ts';
import {
  calculatorSection,
  ctaBandSection,
  faqCategoriesSection,
  faqGroupSection,
  richTextSection,
  statsSection,
  storySection,
  testimonialSetSection,
} from './text.ts';

export const SECTION_DEFINITIONS = {
  hero: heroSection,
  trackerHero: trackerHeroSection,
  offerCards: offerCardsSection,
  linkCards: linkCardsSection,
  packageTable: packageTableSection,
  serviceList: serviceListSection,
  phases: phasesSection,
  cardGrid: cardGridSection,
  numberedList: numberedListSection,
  featurePanel: featurePanelSection,
  badgeCards: badgeCardsSection,
  tagCards: tagCardsSection,
  nameGrid: nameGridSection,
  steps: stepsSection,
  mythReality: mythRealitySection,
  savingsExamples: savingsExamplesSection,
  stats: statsSection,
  ctaBand: ctaBandSection,
  faqGroup: faqGroupSection,
  faqCategories: faqCategoriesSection,
  story: storySection,
  richText: richTextSection,
  testimonialSet: testimonialSetSection,
  caseStudyList: caseStudyListSection,
  team: teamSection,
  logoStrip: logoStripSection,
  calculator: calculatorSection,
  contactDetails: contactDetailsSection,
  confirmation: confirmationSection,
  ...SITE_PAGE_SECTIONS,
} as const satisfies Record<string, SectionDefinition>;

export type SectionType = keyof typeof SECTION_DEFINITIONS;

export function isSectionType(type: string): type is SectionType {
  return Object.hasOwn(SECTION_DEFINITIONS, type);
}

export { defineSection, type SectionData, type SectionDefinition } from './define.ts';
