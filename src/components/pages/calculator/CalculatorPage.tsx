import type { ReactNode } from 'react';
import {
  calculatorBenefits,
  calculatorClosing,
  calculatorHero,
  calculatorWidget,
  whyTeamsSwitch,
  whyTeamsSwitchIntro,
} from '../../../content/calculator-page.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { CtaBand } from '../../sections/CtaBand.tsx';
import { FeatureGrid } from '../../sections/FeatureGrid.tsx';
import { PageHero } from '../../sections/PageHero.tsx';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { PageSection } from '../home/PageSection.tsx';
import { CalculatorSection } from './CalculatorSection.tsx';
import { SavingsExamples } from './SavingsExamples.tsx';

/** /calculator: hero, benefits, the calculator (slot), why teams switch, client examples, closing. */
export function CalculatorPage({ site, calculator }: { site: SiteInfo; calculator?: ReactNode }) {
  const t = (s: string) => fillTokens(s, site);
  const localise = <T extends { description: string }>(items: T[]) => items.map((f) => ({ ...f, description: t(f.description) }));
  return (
    <>
      <PageHero hero={calculatorHero} site={site} illustration="savings" />
      <PageSection id="benefits" labelledBy="benefits-heading" tone="paper">
        <SectionHeading id="benefits-heading" eyebrow="Why use it" heading="How the calculator helps" />
        <div className="mt-12">
          <FeatureGrid items={localise(calculatorBenefits)} columns={3} />
        </div>
      </PageSection>
      <CalculatorSection copy={calculatorWidget} site={site} calculator={calculator} tone="cream" eyebrow="Calculator" />
      <PageSection id={whyTeamsSwitchIntro.id} labelledBy="why-teams-switch-heading" tone="paper">
        <SectionHeading
          id="why-teams-switch-heading"
          eyebrow="Why switch"
          heading={t(whyTeamsSwitchIntro.heading)}
          intro={t(whyTeamsSwitchIntro.intro)}
        />
        <div className="mt-12">
          <FeatureGrid items={localise(whyTeamsSwitch)} columns={3} />
        </div>
      </PageSection>
      <SavingsExamples site={site} />
      <CtaBand id="calculator-closing" section={calculatorClosing} site={site} />
    </>
  );
}
