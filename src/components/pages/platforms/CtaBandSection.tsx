import type { ctaBandSection } from '../../../lib/content/sections/text.ts';
import { fillTokens } from '../../../lib/site.ts';
import { CtaButton } from '../../sections/CtaButton.tsx';
import type { SectionProps } from '../section-props.ts';

// Same look as the shared CtaBand, but the buttons may wrap their label so the
// longer ones ("Book an automation consultation") fit a 320 px screen.
const WRAPPING = 'h-auto! min-h-14 max-w-full py-3 text-center whitespace-normal!';

/** The dark closing call to action at the foot of a page. */
export function CtaBandSection({ data: closing, ctx }: SectionProps<typeof ctaBandSection>) {
  const { site } = ctx;
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
