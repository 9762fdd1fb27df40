import { aboutClosing, aboutFacts, aboutHero } from '../../../content/about.ts';
import type { SiteInfo } from '../../../lib/site.ts';
import { CtaBand } from '../../sections/CtaBand.tsx';
import { PageHero } from '../../sections/PageHero.tsx';
import { AboutStory } from './AboutStory.tsx';
import { AboutValues } from './AboutValues.tsx';

export function AboutPage({ site }: { site: SiteInfo }) {
  return (
    <>
      <PageHero hero={aboutHero} site={site} stats={aboutFacts} illustration="ownership" />
      <AboutStory site={site} />
      <AboutValues site={site} />
      <CtaBand id="about-closing" section={aboutClosing} site={site} />
    </>
  );
}
