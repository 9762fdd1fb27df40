import { HeroProgress } from './HeroProgress.tsx';
import { CtaButton } from '../../sections/CtaButton.tsx';
import { tokensFor, type SectionProps } from '../../sections/content/section-props.ts';

/** Home section 1 (`trackerHero`): the hero, with the looping progress in a tracker card. */
export function HomeHero({ id, data: homeHero, ctx }: SectionProps<'trackerHero'>) {
  const t = tokensFor(ctx);
  const site = ctx.site;
  return (
    <section id={id} aria-labelledby="home-hero-heading" className="relative overflow-hidden bg-navy-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(232_177_38/0.2),transparent_55%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-px bg-gradient-to-r from-transparent via-white/20 to-transparent"
      />
      <div className="container-page relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:py-24">
        <div>
          {homeHero.eyebrow && (
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-mustard-300">{t(homeHero.eyebrow)}</p>
          )}
          <h1 id="home-hero-heading" className="mt-3 text-4xl font-extrabold leading-tight sm:text-5xl lg:text-6xl">
            {t(homeHero.headline)}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-navy-100 sm:text-xl">{t(homeHero.subheading)}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {homeHero.primaryCta && (
              <CtaButton cta={homeHero.primaryCta} site={site} variant="hero" size="xl" className="w-full sm:w-auto" />
            )}
            {homeHero.secondaryCta && (
              <CtaButton cta={homeHero.secondaryCta} site={site} variant="heroSecondary" size="xl" className="w-full sm:w-auto" />
            )}
          </div>
        </div>
        <div className="rounded-2xl border border-white/10 bg-navy-900/80 p-5 shadow-2xl shadow-black/30 sm:p-7">
          <div aria-hidden="true" className="mb-5 flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 rounded-full bg-white/20" />
            <span className="h-2.5 w-2.5 rounded-full bg-white/20" />
            <span className="h-2.5 w-2.5 rounded-full bg-mustard-400" />
          </div>
          <HeroProgress label={homeHero.progressLabel} steps={homeHero.progressSteps} />
          <dl className="mt-7 grid grid-cols-3 gap-4 border-t border-white/10 pt-6">
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
