import type { ReactNode } from 'react';
import type { CalculatorCopy } from '../../../content/types.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { PageSection, type SectionTone } from '../home/PageSection.tsx';

/**
 * The savings calculator band used on /, /packages and /calculator. The
 * interactive island arrives through the page's `calculator` slot.
 */
export function CalculatorSection({
  copy,
  site,
  calculator,
  tone = 'paper',
  eyebrow,
  headingId = 'calculator-heading',
}: {
  copy: CalculatorCopy;
  site: SiteInfo;
  calculator?: ReactNode;
  tone?: SectionTone;
  eyebrow?: string;
  headingId?: string;
}) {
  const t = (s: string) => fillTokens(s, site);
  return (
    <PageSection id="calculator" labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} eyebrow={eyebrow} heading={t(copy.heading)} intro={t(copy.intro)} />
      <div className="mx-auto mt-10 max-w-5xl">
        {calculator ?? (
          <p className="card text-center text-navy-700">
            The calculator is not available right now.{' '}
            <a className="font-semibold underline" href="/contact">
              Send us your list of tools
            </a>{' '}
            and we will do the sums for you.
          </p>
        )}
        <p className="mt-5 text-center text-sm leading-relaxed text-navy-600">
          <strong className="font-semibold text-navy-800">{copy.disclaimerLabel}:</strong> {t(copy.disclaimer)}
        </p>
      </div>
    </PageSection>
  );
}
