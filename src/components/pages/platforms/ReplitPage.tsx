import {
  replitCapabilities,
  replitCapabilitiesIntro,
  replitCta,
  replitHero,
  replitServices,
  replitServicesIntro,
} from '../../../content/replit.ts';
import type { SiteInfo } from '../../../lib/site.ts';
import { PlatformServicePage } from './PlatformServicePage.tsx';

export function ReplitPage({ site }: { site: SiteInfo }) {
  return (
    <PlatformServicePage
      site={site}
      content={{
        hero: replitHero,
        capabilitiesIntro: replitCapabilitiesIntro,
        capabilities: replitCapabilities,
        servicesIntro: replitServicesIntro,
        services: replitServices,
        closing: replitCta,
        illustration: 'agent',
      }}
    />
  );
}
