import { HeroProgress } from './HeroProgress.tsx';
import { CtaButton } from '../../sections/CtaButton.tsx';
import { tokensFor, type SectionProps } from '../../sections/shared/section-props.ts';

/** Home section 1 (`trackerHero`): the hero, with the looping progress in a tracker card. */
export function HomeHero({ id, data: homeHero, ctx }: SectionProps<'trackerHero'>) {
  const t = tokensFor(ctx);
  const site = ctx.site;
  return (
    // The glow is one background layer of the section itself; the hairline under it is a border (a
    // gradient line needed ten of Tailwind's @property rules in the page's first round trip).
    <section
      id={id}
      aria-labelledby="home-hero-heading"
      className="border-b border-white/10 bg-navy-950 bg-[radial-gradient(ellipse_at_top_right,rgb(232_177_38/0.2),transparent_55%)] text-white"
    >
      <div className="container-page grid items-center gap-8 py-10 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:py-24">
        <div>
          {homeHero.eyebrow && <p className="eyebrow text-mustard-300">{t(homeHero.eyebrow)}</p>}
          <h1 id="home-hero-heading" className="mt-3 text-4xl font-extrabold leading-tight sm:text-5xl lg:text-6xl">
            {t(homeHero.headline)}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-navy-100 sm:text-xl">{t(homeHero.subheading)}</p>
          {/* Side by side even on a phone: two stacked full-width buttons took a screen's fifth. */}
          <div className="mt-8 grid grid-cols-2 gap-3 sm:flex">
            {homeHero.primaryCta && <CtaButton cta={homeHero.primaryCta} site={site} variant="primary" size="lg" />}
            {homeHero.secondaryCta && <CtaButton cta={homeHero.secondaryCta} site={site} variant="heroSecondary" size="lg" />}
          </div>
        </div>
        <div className="rounded-2xl border border-white/10 bg-navy-900/80 p-5 shadow-2xl shadow-black/30 sm:p-7">
          <HeroProgress label={homeHero.progressLabel} steps={homeHero.progressSteps} />
          <dl className="mt-5 grid grid-cols-3 gap-4 border-t border-white/10 pt-5 sm:mt-7 sm:pt-6">
            {homeHero.stats.map((s) => (
              <div key={s.label} className="flex flex-col">
                <dt className="text-xs leading-snug text-navy-200 sm:text-sm">{s.label}</dt>
                <dd className="order-first font-display text-2xl font-extrabold text-mustard-300 sm:text-3xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
