/*
 * Components of the platform, legal and error-page section types, by type. The main registry
 * (registry.tsx) spreads this record in.
 */
import type { ComponentType } from 'react';
import type { RenderContext } from '../../lib/content/render-context.ts';
import { ErrorPanelSection } from '../pages/errors/ErrorPanel.tsx';
import { LegalDocumentSection } from '../pages/legal/LegalDocumentSection.tsx';
import { CtaBandSection } from '../pages/platforms/CtaBandSection.tsx';
import { FeatureGridSection } from '../pages/platforms/FeatureGridSection.tsx';
import { HeroSection } from '../pages/platforms/HeroSection.tsx';
import { LayerStackSection } from '../pages/platforms/LayerStackSection.tsx';
import { OutcomeCardsSection } from '../pages/platforms/OutcomeCardsSection.tsx';
import { PlatformCardsSection } from '../pages/platforms/PlatformCardsSection.tsx';
import { PricedCardsSection } from '../pages/platforms/PricedCardsSection.tsx';
import { TechGridSection } from '../pages/platforms/TechGridSection.tsx';

// Each component's data is parsed by its own section schema before it gets here.
type AnySectionComponent = ComponentType<{ id: string; data: never; ctx: RenderContext }>;

export const PLATFORM_SECTION_COMPONENTS: Record<string, AnySectionComponent> = {
  hero: HeroSection,
  featureGrid: FeatureGridSection,
  pricedCards: PricedCardsSection,
  platformCards: PlatformCardsSection,
  layerStack: LayerStackSection,
  techGrid: TechGridSection,
  outcomeCards: OutcomeCardsSection,
  ctaBand: CtaBandSection,
  legalDocument: LegalDocumentSection,
  errorPanel: ErrorPanelSection,
};
