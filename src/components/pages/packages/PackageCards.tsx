import type { OfferView } from '../../../lib/page-content/render-context.ts';
import type { CtaData } from '../../../lib/page-content/sections/common.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { CtaButton } from '../../sections/CtaButton.tsx';

export interface PackageCard {
  offer: OfferView;
  popular: boolean;
  cta?: CtaData | undefined;
}

/**
 * Package cards from offer records; the `popular` one is highlighted in navy. Without `points`
 * (a summary, as on the home page) each card is name, price, timeline, description and button.
 */
export function PackageCards({ packages, site, points = true }: { packages: PackageCard[]; site: SiteInfo; points?: boolean }) {
  const t = (s: string) => fillTokens(s, site);
  return (
    <ul
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling rail takes focus so keys scroll it (axe: scrollable-region-focusable)
      tabIndex={0}
      aria-label="Packages"
      className="rail grid gap-6 lg:grid-cols-3 lg:items-stretch"
    >
      {packages.map(({ offer: pkg, popular, cta }) => {
        const dark = popular;
        return (
          <li
            key={pkg.name}
            className={`relative flex flex-col rounded-[var(--radius-card)] border p-7 shadow-[var(--shadow-card)] sm:p-8 ${dark ? 'border-navy-900 bg-navy-900 text-white lg:-my-3 lg:py-11' : 'border-line bg-paper'}`}
          >
            {dark && (
              <p className="absolute -top-3.5 left-7 rounded-[var(--radius-pill)] bg-mustard-400 px-3 py-1 text-xs font-bold uppercase tracking-wider text-navy-950 sm:left-8">
                Most popular
              </p>
            )}
            <h3 className={`text-2xl font-bold ${dark ? 'text-white' : 'text-navy-950'}`}>{pkg.name}</h3>
            <p className={`mt-1 font-medium ${dark ? 'text-mustard-300' : 'text-mustard-800'}`}>{pkg.subtitle}</p>
            <PriceTag price={pkg.price} note={pkg.priceNote} dark={dark} />
            <p className={`mt-1 text-sm font-medium ${dark ? 'text-navy-200' : 'text-navy-600'}`}>Timeline: {pkg.timeline}</p>
            <p className={`mt-5 leading-relaxed ${dark ? 'text-navy-100' : 'text-navy-700'}`}>{t(pkg.description)}</p>
            {points && (
              <ul
                className={`ticks mt-6 space-y-3 border-t pt-6 text-sm ${dark ? 'border-white/15 text-navy-50 [--tick:var(--color-mustard-300)]' : 'border-line text-navy-800'}`}
              >
                {pkg.bullets.map((f) => (
                  <li key={f}>{t(f)}</li>
                ))}
              </ul>
            )}
            {cta && (
              <div className={`mt-auto ${points ? 'pt-8' : 'pt-6'}`}>
                <CtaButton cta={cta} site={site} variant={dark ? 'mustard' : 'default'} size="lg" className="w-full" />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * "From £8,000" + "one-time" → small "From", large "£8,000", small "one-time" (read as one phrase).
 * A "/month" written into the price is set small too.
 */
function PriceTag({ price, note, dark }: { price: string; note: string; dark: boolean }) {
  const match = /^(From\s+)?(.+?)(\/month)?$/i.exec(price);
  const [, prefix, amount = price, perMonth] = match ?? [];
  const suffix = [perMonth, note].filter(Boolean).join(' ');
  const small = `text-base font-semibold ${dark ? 'text-navy-200' : 'text-navy-600'}`;
  return (
    <p className="mt-6 flex flex-wrap items-baseline gap-x-1.5">
      {prefix && <span className={small}>{prefix.trim()} </span>}
      <span className={`font-display text-4xl font-extrabold tracking-tight ${dark ? 'text-white' : 'text-navy-950'}`}>
        {amount}
      </span>
      {suffix && <span className={small}>{suffix.startsWith('/') ? suffix : ` ${suffix}`}</span>}
    </p>
  );
}
