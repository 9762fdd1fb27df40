import { Check } from 'lucide-react';
import type { Package } from '../../../content/types.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { CtaButton } from '../../sections/CtaButton.tsx';

/** Three package cards; the `popular` one is highlighted in navy. */
export function PackageCards({ packages, site }: { packages: Package[]; site: SiteInfo }) {
  const t = (s: string) => fillTokens(s, site);
  return (
    <ul className="grid gap-6 lg:grid-cols-3 lg:items-stretch">
      {packages.map((pkg) => {
        const dark = pkg.popular;
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
            <PriceTag price={pkg.price} dark={dark} />
            <p className={`mt-1 text-sm font-medium ${dark ? 'text-navy-200' : 'text-navy-600'}`}>Timeline: {pkg.duration}</p>
            <p className={`mt-5 leading-relaxed ${dark ? 'text-navy-100' : 'text-navy-700'}`}>{t(pkg.description)}</p>
            <ul
              className={`mt-6 space-y-3 border-t pt-6 text-sm ${dark ? 'border-white/15 text-navy-50' : 'border-line text-navy-800'}`}
            >
              {pkg.features.map((f) => (
                <li key={f} className="flex gap-2.5">
                  <Check
                    aria-hidden="true"
                    className={`mt-0.5 h-4 w-4 shrink-0 ${dark ? 'text-mustard-300' : 'text-mustard-700'}`}
                  />
                  <span>{t(f)}</span>
                </li>
              ))}
            </ul>
            {pkg.cta && (
              <div className="mt-auto pt-8">
                <CtaButton cta={pkg.cta} site={site} variant={dark ? 'mustard' : 'default'} size="lg" className="w-full" />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** "From £5,000 one-time" → small "From", large "£5,000", small "one-time" (read as one phrase). */
function PriceTag({ price, dark }: { price: string; dark: boolean }) {
  const match = /^(From\s+)?(.+?)(\s*one-time|\/month)?$/i.exec(price);
  const [, prefix, amount = price, suffix] = match ?? [];
  const small = `text-base font-semibold ${dark ? 'text-navy-200' : 'text-navy-600'}`;
  return (
    <p className="mt-6 flex flex-wrap items-baseline gap-x-1.5">
      {prefix && <span className={small}>{prefix.trim()} </span>}
      <span className={`font-display text-4xl font-extrabold tracking-tight ${dark ? 'text-white' : 'text-navy-950'}`}>
        {amount}
      </span>
      {suffix && <span className={small}>{suffix.startsWith('/') ? suffix : ` ${suffix.trim()}`}</span>}
    </p>
  );
}
