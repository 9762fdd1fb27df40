import type { ClosingSection, Cta } from '../../copy/types.ts';
import { fillTokens, type SiteInfo } from '../../lib/site.ts';
import { CtaButton } from './CtaButton.tsx';

// Long labels wrap instead of overflowing narrow screens.
const WRAP = 'h-auto! min-h-14 max-w-full whitespace-normal! py-3 text-center';

/** The closing call to action used at the foot of most pages. */
export function CtaBand({
  section,
  heading = section?.heading ?? '',
  body = section?.body ?? '',
  primary = section?.primaryCta ?? { label: 'Request quote', href: '/contact' },
  secondary = section ? section.secondaryCta : { label: 'Book a call', booking: true },
  site,
  id,
}: {
  /** A page's closing section from the content files (or pass the parts). */
  section?: ClosingSection;
  heading?: string;
  body?: string;
  primary?: Cta;
  secondary?: Cta | undefined;
  site: SiteInfo;
  id?: string;
}) {
  return (
    <section aria-labelledby={id ?? 'closing-cta'} className="bg-navy-900 text-white">
      <div className="container-page py-16 text-center sm:py-20">
        <h2 id={id ?? 'closing-cta'} className="text-3xl font-bold sm:text-4xl">
          {fillTokens(heading, site)}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-navy-100">{fillTokens(body, site)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CtaButton cta={primary} site={site} variant="hero" size="xl" className={WRAP} />
          {secondary && <CtaButton cta={secondary} site={site} variant="heroSecondary" size="xl" className={WRAP} />}
        </div>
      </div>
    </section>
  );
}
