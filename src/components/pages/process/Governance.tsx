import { governanceIntro, governanceItems } from '../../../content/process.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { IconBadge } from '../../ui/Icon.tsx';
import { PageSection } from '../home/PageSection.tsx';

/** Governance: Auth, Roles, Audit, Approvals, Privacy. */
export function Governance({ site }: { site: SiteInfo }) {
  const t = (s: string) => fillTokens(s, site);
  return (
    <PageSection id={governanceIntro.id} labelledBy="governance-heading" tone="cream">
      <SectionHeading
        id="governance-heading"
        eyebrow="Governance"
        heading={t(governanceIntro.heading)}
        intro={t(governanceIntro.intro)}
      />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
        {governanceItems.map((g) => (
          <li key={g.title} className="card flex flex-col p-6 last:sm:col-span-2 last:lg:col-span-1">
            <IconBadge name={g.icon} />
            <h3 className="mt-4 text-xl font-bold text-navy-950">{g.title}</h3>
            <p className="mt-2 leading-relaxed text-navy-700">{t(g.description)}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
