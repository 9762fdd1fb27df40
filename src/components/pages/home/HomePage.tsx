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
import { WhatWeBuild } from './WhatWeBuild.tsx';
import { WhySwitch } from './WhySwitch.tsx';
import { CaseStudyList } from '../../sections/proof/CaseStudyList.tsx';
import { Testimonials } from '../../sections/proof/Testimonials.tsx';
import type { CaseStudySummaryView, TestimonialView } from '../../../lib/proof/views.ts';

/**
 * Home, sections 1-10 in the spec's order (11, the footer, comes from the layout).
 * `calculator` is the island, passed in as a named slot; `proof` holds the
 * published testimonials and case studies (the work list shows only when one is published).
 */
export function HomePage({
  site,
  calculator,
  proof,
}: {
  site: SiteInfo;
  calculator?: ReactNode;
  proof: { testimonials: TestimonialView[]; caseStudies: CaseStudySummaryView[] };
}) {
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
      <CaseStudyList items={proof.caseStudies} />
      <Testimonials site={site} items={proof.testimonials} />
    </>
  );
}
