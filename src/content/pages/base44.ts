import {
  architectureIntro,
  architectureLayers,
  base44Benefits,
  base44BenefitsIntro,
  base44Closing,
  base44Hero,
  base44Services,
  base44ServicesIntro,
  base44Technologies,
  base44TechnologiesIntro,
  base44UseCases,
  base44UseCasesIntro,
  infrastructureExamples,
  infrastructureExamplesIntro,
} from '../base44.ts';
import type { IconName } from '../../lib/content/fields.ts';
import {
  ctaBandSection,
  featureGridSection,
  heroSection,
  layerStackSection,
  outcomeCardsSection,
  pricedCardsSection,
  techGridSection,
} from '../../lib/content/sections/platforms.ts';
import { ctaBandData, featureItems, figureData, heroData, introData, pricedItems } from './platform-parts.ts';
import { section } from './section.ts';

/** /base44 as a fresh install shows it. */
export const base44Page = {
  sections: [
    section(heroSection, 'hero', heroData(base44Hero)),
    section(featureGridSection, 'benefits', {
      ...introData(base44BenefitsIntro, 'paper'),
      columns: '4',
      items: featureItems(base44Benefits),
    }),
    section(layerStackSection, 'architecture', {
      ...introData(architectureIntro, 'navy'),
      layers: architectureLayers.map((layer) => ({ ...layer, icon: layer.icon as IconName })),
    }),
    section(pricedCardsSection, 'services', {
      ...introData(base44ServicesIntro, 'cream'),
      items: pricedItems(base44Services),
      figures: [],
    }),
    section(featureGridSection, 'use-cases', {
      ...introData(base44UseCasesIntro, 'paper'),
      columns: '4',
      items: featureItems(base44UseCases),
    }),
    section(techGridSection, 'technologies', {
      ...introData(base44TechnologiesIntro, 'cream'),
      items: base44Technologies.map((tech) => ({ ...tech, icon: tech.icon as IconName })),
    }),
    section(outcomeCardsSection, 'infrastructure-examples', {
      ...introData(infrastructureExamplesIntro, 'paper'),
      items: infrastructureExamples.map((example) => ({ ...example, stat: figureData(example.stat) })),
    }),
    section(ctaBandSection, 'closing', ctaBandData(base44Closing)),
  ],
};
