import { aboutStory, aboutStoryHeading } from '../../../content/about.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { PageSection } from '../home/PageSection.tsx';

/** The story: heading on the left, paragraphs on the right (lead paragraph larger). */
export function AboutStory({ site }: { site: SiteInfo }) {
  const t = (s: string) => fillTokens(s, site);
  const [lead, ...rest] = aboutStory;
  return (
    <PageSection id="story" labelledBy="story-heading" tone="paper">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <p className="eyebrow">Our story</p>
          <h2 id="story-heading" className="mt-2 text-3xl font-bold text-navy-950 sm:text-4xl">
            {t(aboutStoryHeading)}
          </h2>
          <div aria-hidden="true" className="mt-6 h-1.5 w-16 rounded-full bg-mustard-400" />
        </div>
        <div className="space-y-5 text-lg leading-relaxed text-navy-700">
          {lead && <p className="text-xl font-medium leading-relaxed text-navy-900 sm:text-2xl">{t(lead)}</p>}
          {rest.map((p) => (
            <p key={p}>{t(p)}</p>
          ))}
        </div>
      </div>
    </PageSection>
  );
}
