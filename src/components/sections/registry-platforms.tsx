/*
 * Components of the platform, legal and error-page section types (SITE_PAGE_SECTIONS), by type.
 * The main registry (registry.tsx) spreads this record in.
 */
import type { ComponentType } from 'react';
import type { RenderContext } from '../../lib/page-content/render-context.ts';
import type { SectionData } from '../../lib/page-content/sections/define.ts';
import type { SITE_PAGE_SECTIONS } from '../../lib/page-content/sections/site-pages.ts';
import { ErrorPanelSection } from '../pages/errors/ErrorPanel.tsx';
import { LegalDocumentSection } from '../pages/legal/LegalDocumentSection.tsx';
import { LayerStackSection } from '../pages/platforms/LayerStackSection.tsx';
import { OutcomeCardsSection } from '../pages/platforms/OutcomeCardsSection.tsx';
import { PlatformCardsSection } from '../pages/platforms/PlatformCardsSection.tsx';
import { PricedCardsSection } from '../pages/platforms/PricedCardsSection.tsx';
import { TechGridSection } from '../pages/platforms/TechGridSection.tsx';

type Sections = typeof SITE_PAGE_SECTIONS;

export const PLATFORM_SECTION_COMPONENTS: {
  [K in keyof Sections]: ComponentType<{ id: string; data: SectionData<Sections[K]>; ctx: RenderContext }>;
} = {
  pricedCards: PricedCardsSection,
  platformCards: PlatformCardsSection,
  layerStack: LayerStackSection,
  techGrid: TechGridSection,
  outcomeCards: OutcomeCardsSection,
  legalDocument: LegalDocumentSection,
  errorPanel: ErrorPanelSection,
};
