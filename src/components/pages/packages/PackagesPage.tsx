import type { ReactNode } from 'react';
import {
  packages,
  packagesCalculator,
  packagesClosing,
  packagesFaq,
  packagesFaqIntro,
  packagesHero,
} from '../../../content/packages.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { Accordion } from '../../sections/Accordion.tsx';
import { CtaBand } from '../../sections/CtaBand.tsx';
import { PageHero } from '../../sections/PageHero.tsx';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { CalculatorSection } from '../calculator/CalculatorSection.tsx';
import { PageSection } from '../home/PageSection.tsx';
import { PackageCards } from './PackageCards.tsx';

/** Packages: three packages, the calculator (slot) and a 5-item single-open FAQ. */
export function PackagesPage({ site, calculator }: { site: SiteInfo; calculator?: ReactNode }) {
  const t = (s: string) => fillTokens(s, site);
  return (
    <>
      <PageHero hero={packagesHero} site={site} illustration="calendar" />
      <PageSection id="packages" labelledBy="packages-list-heading" tone="paper">
        <SectionHeading id="packages-list-heading" eyebrow="Pricing" heading="Choose your package" />
        <div className="mt-14">
          <PackageCards packages={packages} site={site} />
        </div>
      </PageSection>
      <CalculatorSection
        copy={packagesCalculator}
        site={site}
        calculator={calculator}
        tone="cream"
        eyebrow="Savings calculator"
      />
      <PageSection id={packagesFaqIntro.id} labelledBy="packages-faq-heading" tone="paper">
        <SectionHeading
          id="packages-faq-heading"
          eyebrow="FAQ"
          heading={t(packagesFaqIntro.heading)}
          intro={t(packagesFaqIntro.intro)}
        />
        <div className="mx-auto mt-10 max-w-3xl">
          <Accordion name="packages-faq" items={packagesFaq.map((q) => ({ question: t(q.question), answer: t(q.answer) }))} />
        </div>
      </PageSection>
      <CtaBand id="packages-closing" section={packagesClosing} site={site} />
    </>
  );
}
