import { ArrowRight } from 'lucide-react';
import { technologyCta, technologyIntro, technologyTeasers } from '../../../content/home.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { CtaButton } from '../../sections/CtaButton.tsx';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { PageSection } from './PageSection.tsx';

/** Home section 4: the three platforms, each linking to its page. */
export function TechnologyStack({ site }: { site: SiteInfo }) {
  const t = (s: string) => fillTokens(s, site);
  return (
    <PageSection id={technologyIntro.id} labelledBy="home-technology-heading" tone="cream">
      <SectionHeading
        id="home-technology-heading"
        eyebrow={technologyIntro.eyebrow}
        heading={t(technologyIntro.heading)}
        intro={t(technologyIntro.intro)}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {technologyTeasers.map((p) => (
          <li key={p.name} className="card flex flex-col">
            <div className="flex items-center gap-3">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-navy-900 text-mustard-300">
                <Icon name={p.icon} className="h-6 w-6" />
              </span>
              <div>
                <h3 className="text-xl font-bold text-navy-950">{p.name}</h3>
                <p className="text-sm font-semibold text-mustard-800">{p.priceBadge}</p>
              </div>
            </div>
            <p className="mt-4 leading-relaxed text-navy-700">{t(p.summary)}</p>
            <a
              href={p.href}
              className="mt-auto inline-flex items-center gap-1.5 self-start pt-5 font-semibold text-navy-900 underline decoration-mustard-500 decoration-2 underline-offset-4 hover:text-navy-700"
            >
              Explore {p.name}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <CtaButton cta={technologyCta} site={site} variant="outline" size="lg" />
      </div>
    </PageSection>
  );
}
