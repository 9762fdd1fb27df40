import { breakEven, liveProjects, stackSpeed, startTime } from '../claims.ts';
import {
  platforms,
  platformsIntro,
  techStackClosing,
  techStackHero,
  techStackPrinciples,
  techStackPrinciplesIntro,
  viewPackagesCta,
} from '../tech-stack.ts';
import type { IconName } from '../../lib/content/fields.ts';
import { ctaBandSection, featureGridSection, heroSection, platformCardsSection } from '../../lib/content/sections/platforms.ts';
import { ctaBandData, featureItems, heroData, introData } from './platform-parts.ts';
import { section } from './section.ts';

/** /tech-stack as a fresh install shows it. */
export const techStackPage = {
  sections: [
    section(heroSection, 'hero', heroData(techStackHero, [stackSpeed, liveProjects, startTime, breakEven])),
    section(platformCardsSection, 'platforms', {
      ...introData(platformsIntro, 'cream'),
      items: platforms.map((p) => ({ ...p, icon: p.icon as IconName })),
      footerPrompt: 'Prefer a fixed-price package?',
      footerCta: viewPackagesCta,
    }),
    section(featureGridSection, 'principles', {
      ...introData(techStackPrinciplesIntro, 'paper'),
      columns: '3',
      items: featureItems(techStackPrinciples),
    }),
    section(ctaBandSection, 'closing', ctaBandData(techStackClosing)),
  ],
};
