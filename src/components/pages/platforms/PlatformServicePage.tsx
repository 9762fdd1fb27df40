import type { ClosingSection, Feature, Hero, SectionIntro, ServiceCard } from '../../../content/types.ts';
import type { SiteInfo } from '../../../lib/site.ts';
import { FeatureGrid } from '../../sections/FeatureGrid.tsx';
import { PageHero } from '../../sections/PageHero.tsx';
import type { IllustrationKey } from '../../illustrations/index.tsx';
import { ClosingCta } from './ClosingCta.tsx';
import { PageSection } from './PageSection.tsx';
import { PlatformPromise } from './PlatformPromise.tsx';
import { ServiceCardGrid } from './ServiceCardGrid.tsx';

export interface PlatformServiceContent {
  hero: Hero;
  capabilitiesIntro: SectionIntro;
  capabilities: Feature[];
  servicesIntro: SectionIntro;
  services: ServiceCard[];
  closing: ClosingSection;
  illustration?: IllustrationKey;
}

/** Shared layout of the Lovable and Replit pages: hero, capabilities, priced services, call to action. */
export function PlatformServicePage({ content, site }: { content: PlatformServiceContent; site: SiteInfo }) {
  return (
    <>
      <PageHero hero={content.hero} site={site} illustration={content.illustration} />
      <PageSection intro={content.capabilitiesIntro} site={site} tone="paper">
        <FeatureGrid items={content.capabilities} columns={3} />
      </PageSection>
      <PageSection intro={content.servicesIntro} site={site}>
        <ServiceCardGrid services={content.services} site={site} />
        <PlatformPromise />
      </PageSection>
      <ClosingCta closing={content.closing} site={site} />
    </>
  );
}
