import {
  lovableCapabilities,
  lovableCapabilitiesIntro,
  lovableCta,
  lovableHero,
  lovableServices,
  lovableServicesIntro,
} from '../../../content/lovable.ts';
import type { SiteInfo } from '../../../lib/site.ts';
import { PlatformServicePage } from './PlatformServicePage.tsx';

export function LovablePage({ site }: { site: SiteInfo }) {
  return (
    <PlatformServicePage
      site={site}
      content={{
        hero: lovableHero,
        capabilitiesIntro: lovableCapabilitiesIntro,
        capabilities: lovableCapabilities,
        servicesIntro: lovableServicesIntro,
        services: lovableServices,
        closing: lovableCta,
        illustration: 'canvas',
      }}
    />
  );
}
