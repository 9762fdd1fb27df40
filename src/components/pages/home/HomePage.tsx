import type { ReactNode } from 'react';
import { homeCalculator, homePackages, homePackagesIntro } from '../../../content/home.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { CalculatorSection } from '../calculator/CalculatorSection.tsx';
import { PackageCards } from '../packages/PackageCards.tsx';
import { AiAgents } from './AiAgents.tsx';
import { HomeHero } from './HomeHero.tsx';
import { PageSection } from './PageSection.tsx';
import { RoiStatement } from './RoiStatement.tsx';
import { ServiceCards } from './ServiceCards.tsx';
import { TechnologyStack } from './TechnologyStack.tsx';
import { Testimonials } from './Testimonials.tsx';
import { WhatWeBuild } from './WhatWeBuild.tsx';
import { WhySwitch } from './WhySwitch.tsx';

/**
 * Home, sections 1-10 in the spec's order (11, the footer, comes from the layout).
 * `calculator` is the island, passed in as a named slot.
 */
export function HomePage({ site, calculator }: { site: SiteInfo; calculator?: ReactNode }) {
  const t = (s: string) => fillTokens(s, site);
  return (
    <>
      <HomeHero site={site} />
      <ServiceCards site={site} />
      <AiAgents site={site} />
      <TechnologyStack site={site} />
      <WhatWeBuild site={site} />
      <WhySwitch site={site} />
      <RoiStatement site={site} />
      <CalculatorSection copy={homeCalculator} site={site} calculator={calculator} eyebrow="Savings calculator" />
      <PageSection id={homePackagesIntro.id} labelledBy="home-packages-heading" tone="cream">
        <SectionHeading
          id="home-packages-heading"
          eyebrow={homePackagesIntro.eyebrow}
          heading={t(homePackagesIntro.heading)}
          intro={t(homePackagesIntro.intro)}
        />
        <div className="mt-14">
          <PackageCards packages={homePackages} site={site} />
        </div>
      </PageSection>
      <Testimonials site={site} />
    </>
  );
}
