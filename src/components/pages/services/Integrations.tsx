import { integrations, integrationsIntro, integrationsNote } from '../../../content/services.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { PageSection } from '../home/PageSection.tsx';

export function Integrations({ site }: { site: SiteInfo }) {
  const t = (s: string) => fillTokens(s, site);
  return (
    <PageSection id={integrationsIntro.id} labelledBy="integrations-heading" tone="cream">
      <SectionHeading
        id="integrations-heading"
        eyebrow="Integrations"
        heading={t(integrationsIntro.heading)}
        intro={t(integrationsIntro.intro)}
      />
      <ul className="mx-auto mt-12 grid max-w-5xl grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {integrations.map((i) => (
          <li key={i.name} className="flex flex-col rounded-xl border border-line bg-paper px-4 py-3 shadow-sm">
            <span className="font-semibold text-navy-950">{i.name}</span>
            <span className="text-sm text-navy-600">{i.category}</span>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-8 max-w-2xl text-center text-navy-700">{t(integrationsNote)}</p>
    </PageSection>
  );
}
