// The section types of the platform, legal and error pages, spread into SECTION_DEFINITIONS (index.ts).
import { errorPanelSection, legalDocumentSection } from './legal.ts';
import {
  layerStackSection,
  outcomeCardsSection,
  platformCardsSection,
  pricedCardsSection,
  techGridSection,
} from './platforms.ts';

export const SITE_PAGE_SECTIONS = {
  pricedCards: pricedCardsSection,
  platformCards: platformCardsSection,
  layerStack: layerStackSection,
  techGrid: techGridSection,
  outcomeCards: outcomeCardsSection,
  legalDocument: legalDocumentSection,
  errorPanel: errorPanelSection,
} as const;
