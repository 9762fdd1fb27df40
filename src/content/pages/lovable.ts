import { liveProjects, stackSpeed, startTime } from '../claims.ts';
import {
  lovableCapabilities,
  lovableCapabilitiesIntro,
  lovableCta,
  lovableHero,
  lovableServices,
  lovableServicesIntro,
} from '../lovable.ts';
import { ctaBandSection, featureGridSection, heroSection, pricedCardsSection } from '../../lib/content/sections/platforms.ts';
import { ctaBandData, featureItems, figureData, heroData, introData, pricedItems } from './platform-parts.ts';
import { section } from './section.ts';

/** /lovable as a fresh install shows it. */
export const lovablePage = {
  sections: [
    section(heroSection, 'hero', heroData(lovableHero)),
    section(featureGridSection, 'capabilities', {
      ...introData(lovableCapabilitiesIntro, 'paper'),
      columns: '3',
      items: featureItems(lovableCapabilities),
    }),
    section(pricedCardsSection, 'services', {
      ...introData(lovableServicesIntro, 'cream'),
      items: pricedItems(lovableServices),
      figures: [liveProjects, stackSpeed, startTime].map(figureData),
    }),
    section(ctaBandSection, 'closing', ctaBandData(lovableCta)),
  ],
};
