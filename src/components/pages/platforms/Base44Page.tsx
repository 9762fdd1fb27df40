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
} from '../../../content/base44.ts';
import type { SiteInfo } from '../../../lib/site.ts';
import { FeatureGrid } from '../../sections/FeatureGrid.tsx';
import { PageHero } from '../../sections/PageHero.tsx';
import { ArchitectureLayers } from './ArchitectureLayers.tsx';
import { InfrastructureExamples } from './InfrastructureExamples.tsx';
import { ClosingCta } from './ClosingCta.tsx';
import { PageSection } from './PageSection.tsx';
import { ServiceCardGrid } from './ServiceCardGrid.tsx';
import { TechnologyGrid } from './TechnologyGrid.tsx';

export function Base44Page({ site }: { site: SiteInfo }) {
  return (
    <>
      <PageHero hero={base44Hero} site={site} illustration="data-sync" />
      <PageSection intro={base44BenefitsIntro} site={site} tone="paper">
        <FeatureGrid items={base44Benefits} columns={4} />
      </PageSection>
      <PageSection intro={architectureIntro} site={site} tone="navy">
        <ArchitectureLayers layers={architectureLayers} site={site} />
      </PageSection>
      <PageSection intro={base44ServicesIntro} site={site}>
        <ServiceCardGrid services={base44Services} site={site} />
      </PageSection>
      <PageSection intro={base44UseCasesIntro} site={site} tone="paper">
        <FeatureGrid items={base44UseCases} columns={4} />
      </PageSection>
      <PageSection intro={base44TechnologiesIntro} site={site}>
        <TechnologyGrid technologies={base44Technologies} site={site} />
      </PageSection>
      <PageSection intro={infrastructureExamplesIntro} site={site} tone="paper">
        <InfrastructureExamples examples={infrastructureExamples} site={site} />
      </PageSection>
      <ClosingCta closing={base44Closing} site={site} />
    </>
  );
}
