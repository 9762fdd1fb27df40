/*
 * Section type → the component that renders it. Every type in SECTION_DEFINITIONS
 * (src/lib/content/sections/index.ts) has exactly one entry; the type below fails to compile
 * otherwise. All render on the server: none of them ships JavaScript.
 */
import type { ComponentType } from 'react';
import type { SectionType } from '../../lib/content/sections/index.ts';
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
import { CardGridSection } from './content/CardGridSection.tsx';
import { HeroSection } from './content/HeroSection.tsx';
import { PackageTableSection } from './content/PackageTableSection.tsx';
import {
  BadgeCardsSection,
  NameGridSection,
  NumberedListSection,
  StepsSection,
  TagCardsSection,
} from './content/ListSections.tsx';
import { CtaBandSection, FaqGroupSection, RichTextSection, StatsSection, StorySection } from './content/TextSections.tsx';
import { CaseStudyListSection, TestimonialSetSection } from './content/ProofSections.tsx';
import { LogoStripSection, TeamSection } from './content/PeopleSections.tsx';
import type { SectionProps } from './content/section-props.ts';
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
