import type { ReactNode } from 'react';
import type { SectionIntro } from '../../../content/types.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';

const TONES = {
  cream: 'bg-cream',
  paper: 'bg-paper border-y border-line',
  navy: 'bg-navy-900 text-white',
} as const;

/** A page section: background tone, anchor id, centred heading, then its content. */
export function PageSection({
  intro,
  site,
  tone = 'cream',
  children,
}: {
  intro: SectionIntro;
  site: SiteInfo;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  const id = intro.id ?? intro.heading.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`section ${TONES[tone]}`}>
      <div className="container-page">
        <SectionHeading
          id={`${id}-heading`}
          eyebrow={intro.eyebrow ? fillTokens(intro.eyebrow, site) : undefined}
          heading={fillTokens(intro.heading, site)}
          intro={fillTokens(intro.intro, site)}
          dark={tone === 'navy'}
        />
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
