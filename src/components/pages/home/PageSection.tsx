import type { ReactNode } from 'react';

export type SectionTone = 'cream' | 'paper' | 'navy' | 'navyDeep';

const TONES: Record<SectionTone, string> = {
  cream: 'bg-cream',
  paper: 'bg-paper border-y border-line/70',
  navy: 'bg-navy-900 text-white',
  navyDeep: 'bg-navy-950 text-white',
};

/**
 * A full-width page band: `section` spacing, the page container and a
 * background tone. Labelled by its heading (pass the heading's id).
 */
export function PageSection({
  id,
  labelledBy,
  tone = 'paper',
  className = '',
  children,
}: {
  id?: string | undefined;
  labelledBy: string;
  tone?: SectionTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`section ${TONES[tone]} ${className}`}>
      <div className="container-page">{children}</div>
    </section>
  );
}
