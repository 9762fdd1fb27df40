import { industries, industriesIntro } from '../../../content/services.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { IconBadge } from '../../ui/Icon.tsx';
import { PageSection } from '../home/PageSection.tsx';

export function Industries({ site }: { site: SiteInfo }) {
  const t = (s: string) => fillTokens(s, site);
  return (
    <PageSection id={industriesIntro.id} labelledBy="industries-heading" tone="paper">
      <SectionHeading
        id="industries-heading"
        eyebrow="Industries"
        heading={t(industriesIntro.heading)}
        intro={t(industriesIntro.intro)}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {industries.map((ind) => (
          <li key={ind.name} className="card flex flex-col">
            <IconBadge name={ind.icon} />
            <h3 className="mt-4 text-lg font-bold text-navy-950">{ind.name}</h3>
            <p className="mt-2 leading-relaxed text-navy-700">{t(ind.description)}</p>
            <ul aria-label={`Examples for ${ind.name}`} className="mt-auto flex flex-wrap gap-1.5 pt-4">
              {ind.examples.map((ex) => (
                <li key={ex} className="rounded-[var(--radius-pill)] bg-navy-50 px-2.5 py-1 text-xs font-medium text-navy-800">
                  {ex}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
