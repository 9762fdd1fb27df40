import { servicesClosing, servicesHero, servicesStats } from '../../../content/services.ts';
import type { SiteInfo } from '../../../lib/site.ts';
import { CtaBand } from '../../sections/CtaBand.tsx';
import { PageHero } from '../../sections/PageHero.tsx';
import { ComplianceStandards } from './ComplianceStandards.tsx';
import { DeliveryProcess } from './DeliveryProcess.tsx';
import { EnterpriseCapabilities } from './EnterpriseCapabilities.tsx';
import { Industries } from './Industries.tsx';
import { Integrations } from './Integrations.tsx';
import { ServicesList } from './ServicesList.tsx';

export function ServicesPage({ site }: { site: SiteInfo }) {
  return (
    <>
      <PageHero hero={servicesHero} site={site} stats={servicesStats} illustration="dashboard" />
      <ServicesList site={site} />
      <EnterpriseCapabilities site={site} />
      <ComplianceStandards site={site} />
      <Industries site={site} />
      <Integrations site={site} />
      <DeliveryProcess site={site} />
      <CtaBand id="services-closing" section={servicesClosing} site={site} />
    </>
  );
}
