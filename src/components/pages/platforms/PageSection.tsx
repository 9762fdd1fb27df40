import type { ReactNode } from 'react';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';

const TONES = {
  cream: 'bg-cream',
  paper: 'bg-paper border-y border-line',
  navy: 'bg-navy-900 text-white',
  navyDeep: 'bg-navy-950 text-white',
} as const;

export interface SectionIntroData {
  eyebrow?: string | undefined;
  heading: string;
  intro?: string | undefined;
  tone: keyof typeof TONES;
}

/** A page section: background tone, anchor id, centred heading, then its content. */
export function PageSection({
  id,
  intro,
  site,
  children,
}: {
  /** The section's id in the page document, also its in-page anchor. */
  id: string;
  intro: SectionIntroData;
  site: SiteInfo;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`section ${TONES[intro.tone]}`}>
      <div className="container-page">
        <SectionHeading
          id={`${id}-heading`}
          eyebrow={intro.eyebrow ? fillTokens(intro.eyebrow, site) : undefined}
          heading={fillTokens(intro.heading, site)}
          intro={intro.intro ? fillTokens(intro.intro, site) : undefined}
          dark={intro.tone === 'navy' || intro.tone === 'navyDeep'}
        />
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
