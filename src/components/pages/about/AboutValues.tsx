import { values, valuesHeading } from '../../../content/about.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { PageSection } from '../home/PageSection.tsx';

/** The three values: Ship reliably, Own outcomes, Earn trust. */
export function AboutValues({ site }: { site: SiteInfo }) {
  const t = (s: string) => fillTokens(s, site);
  return (
    <PageSection id="values" labelledBy="values-heading" tone="cream">
      <SectionHeading id="values-heading" eyebrow="Our values" heading={t(valuesHeading)} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {values.map((v, i) => (
          <li key={v.title} className="card relative overflow-hidden p-7 sm:p-8">
            <span
              aria-hidden="true"
              className="absolute right-6 top-4 font-display text-7xl font-extrabold leading-none text-navy-50"
            >
              {i + 1}
            </span>
            <span className="relative inline-flex h-12 w-12 items-center justify-center rounded-xl bg-navy-900 text-mustard-300">
              <Icon name={v.icon} className="h-6 w-6" />
            </span>
            <h3 className="relative mt-5 text-2xl font-bold text-navy-950">{v.title}</h3>
            <p className="relative mt-3 leading-relaxed text-navy-700">{t(v.description)}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
