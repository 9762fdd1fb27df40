import { Logo } from './Logo.tsx';
import { FOOTER_QUICK_LINKS, LEGAL_LINKS } from '../lib/nav.ts';
import { telHref, type SiteInfo } from '../lib/site.ts';
import { identityLines } from '../lib/business-identity.ts';

export function SiteFooter({ site }: { site: SiteInfo }) {
  const year = new Date().getFullYear();
  // Only what the owner has entered in Admin › Content: an unset number claims nothing.
  const identity = identityLines(site);
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <Logo name={site.name} light />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-navy-200">
            Custom software for UK businesses, built once and owned outright. Internal tools, apps, websites, migrations and AI
            workflows without the monthly subscription.
          </p>
          {/* Plain lines, no icon beside each: what they are is plain from the text (issue 26: ~0.2 KB
              gzip of every page's first round trip). */}
          <ul className="mt-6 grid gap-2 text-sm">
            <li>
              <address className="not-italic">{site.address}</address>
            </li>
            <li>
              <a href={telHref(site.phone)} className="hover:text-white hover:underline">
                {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="hover:text-white hover:underline">
                {site.email}
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Quick links</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-1">
            {FOOTER_QUICK_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href} className="hover:text-white hover:underline">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Legal</h2>
          <ul className="mt-4 grid gap-2 text-sm">
            {LEGAL_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href} className="hover:text-white hover:underline">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
          <h2 className="mt-8 text-sm font-semibold uppercase tracking-wider text-white">Talk to us</h2>
          <p className="mt-3 text-sm text-navy-200">Replies within 2-4 hours, 9 AM - 6 PM GMT, Monday to Friday.</p>
          <a
            href={site.bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-block text-sm font-semibold text-mustard-300 hover:text-mustard-200 hover:underline"
          >
            Book a call<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-navy-300 sm:flex-row sm:justify-between">
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          {identity.length > 0 ? (
            <p data-company-details className="sm:max-w-[60%] sm:text-right">
              {identity.map((line, i) => (
                <span key={line.label}>
                  {i > 0 && ' · '}
                  {line.label} {line.value}
                </span>
              ))}
            </p>
          ) : (
            <p>Built in Rochdale.</p>
          )}
        </div>
      </div>
    </footer>
  );
}
