import type { ReactNode } from 'react';
import type { Hero, Stat } from '../../copy/types.ts';
import { fillTokens, type SiteInfo } from '../../lib/site.ts';
import { CtaButton } from './CtaButton.tsx';
import { Illustration, type IllustrationKey } from '../illustrations/index.tsx';
import type { ResolvedImage } from '../../lib/page-content/render-context.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';

/**
 * How a page opens (docs/design.md, "Hero kinds"); each holds the page's only h1.
 * - offer: what we sell (services, packages, process, platforms, calculator): the navy band, its
 *   figures in a column beside the text on wide screens.
 * - editorial: pages to read (about, FAQ, blog, work, contact): cream, a mustard rule, no band.
 * - plain: utility pages: a compact heading.
 */
export type HeroKind = 'offer' | 'editorial' | 'plain';

const HERO_KINDS: Record<HeroKind, { section: string; inner: string; eyebrow: string; h1: string; sub: string }> = {
  offer: {
    section: 'bg-navy-950 text-white',
    inner: 'py-14 sm:py-20',
    eyebrow: 'text-mustard-300',
    h1: 'text-4xl sm:text-5xl lg:text-6xl',
    sub: 'text-navy-100',
  },
  editorial: {
    section: 'border-b border-line text-navy-950',
    inner: 'py-12 sm:py-16',
    eyebrow: 'text-mustard-700',
    h1: 'text-4xl sm:text-5xl',
    sub: 'text-navy-800',
  },
  plain: {
    section: 'border-b border-line bg-paper text-navy-950',
    inner: 'py-10',
    eyebrow: 'text-mustard-700',
    h1: 'text-3xl sm:text-4xl',
    sub: 'text-navy-800',
  },
};

/**
 * `picture` is a library photo beside the headline from md up (above it on phones); it is the
 * page's largest paint, so it loads first. Without one, `illustration` (a drawing staff chose)
 * floats beside the text from lg up; below that it is not shown, so the headline stays at the top.
 */
export function PageHero({
  hero,
  site,
  stats,
  illustration,
  picture,
  kind = 'offer',
  children,
}: {
  hero: Hero;
  site: SiteInfo;
  stats?: Stat[];
  illustration?: IllustrationKey;
  picture?: ResolvedImage | undefined;
  kind?: HeroKind;
  children?: ReactNode;
}) {
  const look = HERO_KINDS[kind];
  const dark = kind === 'offer';
  const aside = stats && stats.length > 0 && !picture && !illustration;
  return (
    <section aria-labelledby="page-title" className={`relative ${look.section}`}>
      <div
        className={`container-page relative flow-root ${look.inner} ${aside ? 'lg:grid lg:grid-cols-[1fr_16rem] lg:gap-16' : ''}`}
      >
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
        <div>
          {kind === 'editorial' && <span aria-hidden="true" className="mb-5 block h-1 w-12 rounded-full bg-mustard-400" />}
          {hero.eyebrow && (
            <p className={`text-sm font-semibold uppercase tracking-[0.14em] ${look.eyebrow}`}>
              {fillTokens(hero.eyebrow, site)}
            </p>
          )}
          <h1 id="page-title" className={`mt-3 max-w-4xl font-extrabold leading-tight ${look.h1}`}>
            {fillTokens(hero.headline, site)}
          </h1>
          <p className={`mt-5 max-w-2xl text-lg leading-relaxed ${look.sub}`}>{fillTokens(hero.subheading, site)}</p>
          {(hero.primaryCta || hero.secondaryCta) && (
            <div className="mt-8 flex flex-wrap gap-3">
              {hero.primaryCta && (
                <CtaButton
                  cta={hero.primaryCta}
                  site={site}
                  variant="primary"
                  size="lg"
                  className="h-auto! min-h-12 max-w-full whitespace-normal! py-3 text-center"
                />
              )}
              {hero.secondaryCta && (
                <CtaButton
                  cta={hero.secondaryCta}
                  site={site}
                  variant={dark ? 'heroSecondary' : 'outline'}
                  size="lg"
                  className="h-auto! min-h-12 max-w-full whitespace-normal! py-3 text-center"
                />
              )}
            </div>
          )}
        </div>
        {stats && stats.length > 0 && (
          <dl
            className={`clear-both mt-10 grid grid-cols-2 gap-6 border-t pt-8 sm:grid-cols-4 ${dark ? 'border-white/15' : 'border-line'} ${aside ? 'lg:mt-0 lg:grid-cols-1 lg:content-center lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10' : ''}`}
          >
            {stats.map((s) => (
              <div key={s.label} className="flex flex-col">
                <dt className={`text-sm ${dark ? 'text-navy-200' : 'text-navy-800'}`}>{s.label}</dt>
                <dd className={`order-first font-display text-3xl font-extrabold ${dark ? 'text-mustard-300' : 'text-navy-950'}`}>
                  {s.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {children}
      </div>
    </section>
  );
}
