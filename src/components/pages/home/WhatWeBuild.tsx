import { whatWeBuild, whatWeBuildIntro } from '../../../content/home.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { FeatureGrid } from '../../sections/FeatureGrid.tsx';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { PageSection } from './PageSection.tsx';

/** Home section 5: what we build. */
export function WhatWeBuild({ site }: { site: SiteInfo }) {
  const t = (s: string) => fillTokens(s, site);
  return (
    <PageSection id={whatWeBuildIntro.id} labelledBy="home-build-heading" tone="paper">
      <SectionHeading
        id="home-build-heading"
        eyebrow={whatWeBuildIntro.eyebrow}
        heading={t(whatWeBuildIntro.heading)}
        intro={t(whatWeBuildIntro.intro)}
      />
      <div className="mt-12">
        <FeatureGrid items={whatWeBuild.map((f) => ({ ...f, description: t(f.description) }))} columns={4} />
      </div>
    </PageSection>
  );
}
