import { complianceIntro, complianceStandards } from '../../../content/services.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { PageSection } from '../home/PageSection.tsx';

export function ComplianceStandards({ site }: { site: SiteInfo }) {
  const t = (s: string) => fillTokens(s, site);
  return (
    <PageSection id={complianceIntro.id} labelledBy="compliance-heading" tone="navyDeep">
      <SectionHeading
        id="compliance-heading"
        eyebrow="Compliance"
        heading={t(complianceIntro.heading)}
        intro={t(complianceIntro.intro)}
        dark
      />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {complianceStandards.map((c) => (
          <li key={c.name} className="flex flex-col rounded-[var(--radius-card)] border border-white/10 bg-white/5 p-6">
            <div className="flex items-center justify-between gap-3">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-mustard-400 text-navy-950">
                <Icon name={c.icon} className="h-6 w-6" />
              </span>
              <p className="rounded-[var(--radius-pill)] border border-mustard-300/40 px-3 py-1 text-right text-xs font-semibold text-mustard-300">
                {c.stance}
              </p>
            </div>
            <h3 className="mt-4 text-lg font-bold text-white">{c.name}</h3>
            <p className="mt-2 leading-relaxed text-navy-100">{t(c.description)}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
