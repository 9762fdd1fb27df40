import { liveProjects, stackSpeed, startTime } from '../claims.ts';
import {
  replitCapabilities,
  replitCapabilitiesIntro,
  replitCta,
  replitHero,
  replitServices,
  replitServicesIntro,
} from '../replit.ts';
import { ctaBandSection, featureGridSection, heroSection, pricedCardsSection } from '../../lib/content/sections/platforms.ts';
import { ctaBandData, featureItems, figureData, heroData, introData, pricedItems } from './platform-parts.ts';
import { section } from './section.ts';

/** /replit as a fresh install shows it. */
export const replitPage = {
  sections: [
    section(heroSection, 'hero', heroData(replitHero)),
    section(featureGridSection, 'capabilities', {
      ...introData(replitCapabilitiesIntro, 'paper'),
      columns: '3',
      items: featureItems(replitCapabilities),
    }),
    section(pricedCardsSection, 'services', {
      ...introData(replitServicesIntro, 'cream'),
      items: pricedItems(replitServices),
      figures: [liveProjects, stackSpeed, startTime].map(figureData),
    }),
    section(ctaBandSection, 'closing', ctaBandData(replitCta)),
  ],
};
