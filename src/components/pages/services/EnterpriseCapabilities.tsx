import { enterpriseCapabilities, enterpriseIntro } from '../../../content/services.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { FeatureGrid } from '../../sections/FeatureGrid.tsx';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { PageSection } from '../home/PageSection.tsx';

export function EnterpriseCapabilities({ site }: { site: SiteInfo }) {
  const t = (s: string) => fillTokens(s, site);
  return (
    <PageSection id={enterpriseIntro.id} labelledBy="enterprise-heading" tone="cream">
      <SectionHeading
        id="enterprise-heading"
        eyebrow="Capabilities"
        heading={t(enterpriseIntro.heading)}
        intro={t(enterpriseIntro.intro)}
      />
      <div className="mt-12">
        <FeatureGrid items={enterpriseCapabilities.map((f) => ({ ...f, description: t(f.description) }))} columns={4} />
      </div>
    </PageSection>
  );
}
