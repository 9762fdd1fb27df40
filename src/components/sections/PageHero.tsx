import type { ReactNode } from 'react';
import type { Hero, Stat } from '../../content/types.ts';
import { fillTokens, type SiteInfo } from '../../lib/site.ts';
import { CtaButton } from './CtaButton.tsx';
import { Illustration, type IllustrationKey } from '../illustrations/index.tsx';
import type { ResolvedImage } from '../../lib/content/render-context.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';

/**
 * The dark hero that opens every marketing page (holds the page's only h1).
 * `picture` is a library photo beside the headline from md up (above it on phones); it is the
 * page's largest paint, so it loads first. Without one, `illustration` floats the page's drawing
 * beside the text from lg up; below that it is not shown, so the headline stays at the top.
 */
export function PageHero({
  hero,
  site,
  stats,
  illustration,
  picture,
  children,
}: {
  hero: Hero;
  site: SiteInfo;
  stats?: Stat[];
  illustration?: IllustrationKey;
  picture?: ResolvedImage | undefined;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="relative overflow-hidden bg-navy-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(232_177_38/0.18),transparent_55%)]"
      />
      <div className="container-page relative flow-root py-16 sm:py-24">
        {picture && (
          <ResponsiveImage
            image={picture}
            sizes="(min-width: 1280px) 26rem, (min-width: 1024px) 22rem, (min-width: 768px) 40vw, calc(100vw - 2rem)"
            priority
            pictureClassName="mb-8 block md:float-right md:mb-4 md:ml-10 md:w-[40%] lg:ml-12 lg:w-[22rem] xl:w-[26rem]"
            className="aspect-[4/3] h-auto w-full rounded-2xl object-cover"
          />
        )}
        {illustration && !picture && (
          <div className="float-right ml-12 hidden aspect-[4/3] w-[22rem] lg:block xl:w-[26rem]">
            <Illustration name={illustration} />
          </div>
        )}
        {hero.eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-mustard-300">{fillTokens(hero.eyebrow, site)}</p>
        )}
        <h1 id="page-title" className="mt-3 max-w-4xl text-4xl font-extrabold leading-tight sm:text-5xl lg:text-6xl">
          {fillTokens(hero.headline, site)}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-100 sm:text-xl">{fillTokens(hero.subheading, site)}</p>
        {(hero.primaryCta || hero.secondaryCta) && (
          <div className="mt-8 flex flex-wrap gap-3">
            {hero.primaryCta && (
              <CtaButton
                cta={hero.primaryCta}
                site={site}
                variant="hero"
                size="xl"
                className="h-auto! min-h-14 max-w-full whitespace-normal! py-3 text-center"
              />
            )}
            {hero.secondaryCta && (
              <CtaButton
                cta={hero.secondaryCta}
                site={site}
                variant="heroSecondary"
                size="xl"
                className="h-auto! min-h-14 max-w-full whitespace-normal! py-3 text-center"
              />
            )}
          </div>
        )}
        {stats && stats.length > 0 && (
          <dl className="clear-both mt-12 grid grid-cols-2 gap-6 border-t border-white/15 pt-8 sm:grid-cols-4">
            {stats.map((s) => (
              <div key={s.label} className="flex flex-col">
                <dt className="text-sm text-navy-200">{s.label}</dt>
                <dd className="order-first font-display text-3xl font-extrabold text-mustard-300 sm:text-4xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {children}
      </div>
    </section>
  );
}
