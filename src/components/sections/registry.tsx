/*
 * Section type → the component that renders it. Every type in SECTION_DEFINITIONS
 * (src/lib/page-content/sections/index.ts) has exactly one entry; the type below fails to compile
 * otherwise. All render on the server: none of them ships JavaScript.
 */
import type { ComponentType } from 'react';
import type { SectionType } from '../../lib/page-content/sections/index.ts';
import { AiAgents } from '../pages/home/AiAgents.tsx';
import { HomeHero } from '../pages/home/HomeHero.tsx';
import { ServiceCards } from '../pages/home/ServiceCards.tsx';
import { TechnologyStack } from '../pages/home/TechnologyStack.tsx';
import { ServicesList } from '../pages/services/ServicesList.tsx';
import { ProcessPhases } from '../pages/process/ProcessPhases.tsx';
import { CalculatorSection } from '../pages/calculator/CalculatorSection.tsx';
import { SavingsExamples } from '../pages/calculator/SavingsExamples.tsx';
import { FaqCategories } from '../pages/faq/FaqCategories.tsx';
import { MythRealityCards } from '../pages/faq/MythRealityCards.tsx';
import { ContactDetails } from '../pages/contact/ContactDetails.tsx';
import { Confirmation } from '../pages/thank-you/Confirmation.tsx';
import { CardGridSection } from './shared/CardGridSection.tsx';
import { HeroSection } from './shared/HeroSection.tsx';
import { PackageTableSection } from './shared/PackageTableSection.tsx';
import {
  BadgeCardsSection,
  NameGridSection,
  NumberedListSection,
  StepsSection,
  TagCardsSection,
} from './shared/ListSections.tsx';
import { CtaBandSection, FaqGroupSection, RichTextSection, StatsSection, StorySection } from './shared/TextSections.tsx';
import { CaseStudyListSection, TestimonialSetSection } from './shared/ProofSections.tsx';
import { LogoStripSection, TeamSection } from './shared/PeopleSections.tsx';
import type { SectionProps } from './shared/section-props.ts';
import { PLATFORM_SECTION_COMPONENTS } from './registry-platforms.tsx';

export const SECTION_COMPONENTS: { [K in SectionType]: ComponentType<SectionProps<K>> } = {
  hero: HeroSection,
  trackerHero: HomeHero,
  offerCards: ServiceCards,
  linkCards: TechnologyStack,
  packageTable: PackageTableSection,
  serviceList: ServicesList,
  phases: ProcessPhases,
  cardGrid: CardGridSection,
  numberedList: NumberedListSection,
  featurePanel: AiAgents,
  badgeCards: BadgeCardsSection,
  tagCards: TagCardsSection,
  nameGrid: NameGridSection,
  steps: StepsSection,
  mythReality: MythRealityCards,
  savingsExamples: SavingsExamples,
  stats: StatsSection,
  ctaBand: CtaBandSection,
  faqGroup: FaqGroupSection,
  faqCategories: FaqCategories,
  story: StorySection,
  richText: RichTextSection,
  testimonialSet: TestimonialSetSection,
  caseStudyList: CaseStudyListSection,
  team: TeamSection,
  logoStrip: LogoStripSection,
  calculator: CalculatorSection,
  contactDetails: ContactDetails,
  confirmation: Confirmation,
  ...PLATFORM_SECTION_COMPONENTS,
};
