import { breakEven, liveProjects, stackSpeed, startTime } from '../../../content/claims.ts';
import {
  platforms,
  platformsIntro,
  techStackClosing,
  techStackHero,
  techStackPrinciples,
  techStackPrinciplesIntro,
  viewPackagesCta,
} from '../../../content/tech-stack.ts';
import type { SiteInfo } from '../../../lib/site.ts';
import { CtaButton } from '../../sections/CtaButton.tsx';
import { FeatureGrid } from '../../sections/FeatureGrid.tsx';
import { PageHero } from '../../sections/PageHero.tsx';
import { ClosingCta } from './ClosingCta.tsx';
import { PageSection } from './PageSection.tsx';
import { PlatformCard } from './PlatformCard.tsx';

export function TechStackPage({ site }: { site: SiteInfo }) {
  return (
    <>
      <PageHero hero={techStackHero} site={site} stats={[stackSpeed, liveProjects, startTime, breakEven]} illustration="stack" />
      <PageSection intro={platformsIntro} site={site}>
        <ul className="space-y-8">
          {platforms.map((platform) => (
            <li key={platform.href}>
              <PlatformCard platform={platform} site={site} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          <p className="text-lg text-navy-700">Prefer a fixed-price package?</p>
          <CtaButton cta={viewPackagesCta} site={site} variant="outline" size="lg" />
        </div>
      </PageSection>
      <PageSection intro={techStackPrinciplesIntro} site={site} tone="paper">
        <FeatureGrid items={techStackPrinciples} columns={3} />
      </PageSection>
      <ClosingCta closing={techStackClosing} site={site} />
    </>
  );
}
