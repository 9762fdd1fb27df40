import type { ClosingSection } from '../../../content/types.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { CtaButton } from '../../sections/CtaButton.tsx';

// Same look as the shared CtaBand, but the buttons may wrap their label so the
// longer ones ("Book an automation consultation") fit a 320 px screen.
const WRAPPING = 'h-auto! min-h-14 max-w-full py-3 text-center whitespace-normal!';

/** The closing call to action of the platform pages. */
export function ClosingCta({ closing, site }: { closing: ClosingSection; site: SiteInfo }) {
  return (
    <section aria-labelledby="closing-cta" className="bg-navy-900 text-white">
      <div className="container-page py-16 text-center sm:py-20">
        <h2 id="closing-cta" className="text-3xl font-bold sm:text-4xl">
          {fillTokens(closing.heading, site)}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-navy-100">{fillTokens(closing.body, site)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CtaButton cta={closing.primaryCta} site={site} variant="hero" size="xl" className={WRAPPING} />
          {closing.secondaryCta && (
            <CtaButton cta={closing.secondaryCta} site={site} variant="heroSecondary" size="xl" className={WRAPPING} />
          )}
        </div>
      </div>
    </section>
  );
}
