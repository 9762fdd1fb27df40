import { ChevronDown, Menu, X } from 'lucide-react';
import { ButtonLink } from './ui/Button.tsx';
import { Logo } from './Logo.tsx';
import { PRIMARY_NAV, isCurrent } from '../lib/nav.ts';
import type { SiteInfo } from '../lib/site.ts';

// Works without JavaScript: the dropdown and the drawer are native popovers,
// which open from their buttons, close on Escape and on a click outside.
export function SiteHeader({ site, path }: { site: SiteInfo; path: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-cream">
      {/* Wider than the page from xl, so the full nav and both buttons share one row at 1280 px. */}
      <div className="container-page flex h-16 items-center justify-between gap-3 xl:max-w-7xl">
        <a href="/" className="flex shrink-0 items-center gap-2 rounded-md" aria-label={`${site.name} home`}>
          <Logo name={site.name} nameClass="max-[479px]:hidden" />
        </a>
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {PRIMARY_NAV.map((link) =>
              link.children ? (
                <li key={link.href}>
                  <button
                    type="button"
                    popoverTarget="tech-menu"
                    className={`inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-navy-100 [anchor-name:--tech-menu] ${isCurrent('/tech-stack', path) || ['/lovable', '/replit', '/base44'].includes(path) ? 'text-navy-950 underline decoration-mustard-500 decoration-2 underline-offset-8' : 'text-navy-800'}`}
                  >
                    {link.label}
                    <ChevronDown aria-hidden="true" className="h-4 w-4" />
                  </button>
                  <div
                    id="tech-menu"
                    popover="auto"
                    className="nav-dropdown w-56 rounded-xl border border-line bg-paper p-2 shadow-xl"
                  >
                    <ul>
                      {link.children.map((child) => (
                        <li key={child.href}>
                          <a
                            href={child.href}
                            aria-current={path === child.href ? 'page' : undefined}
                            className="block rounded-md px-3 py-2 text-sm text-navy-800 hover:bg-navy-50 aria-[current=page]:font-semibold"
                          >
                            {child.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                </li>
              ) : (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={isCurrent(link.href, path) ? 'page' : undefined}
                    className="nav-link whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium text-navy-800 hover:bg-navy-100"
                  >
                    {link.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
        {/* Both of the spec's buttons at every width (issue 38). On a phone the wordmark gives way
            to them (the mill wheel stays), and below 360 px they tighten so 320 px still fits. */}
        <div className="flex items-center gap-1.5 sm:gap-2">
          <ButtonLink href="/contact" variant="outline" size="sm" className="max-[359px]:px-2">
            Request quote
          </ButtonLink>
          <ButtonLink href={site.bookingUrl} external variant="mustard" size="sm" className="max-[359px]:px-2">
            Book a call
          </ButtonLink>
          <button
            type="button"
            popoverTarget="nav-drawer"
            className="inline-flex h-11 w-10 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-100 sm:w-11 xl:hidden"
          >
            <Menu aria-hidden="true" className="h-6 w-6" />
            <span className="sr-only">Open menu</span>
          </button>
        </div>
      </div>
      <div
        id="nav-drawer"
        popover="auto"
        className="drawer m-0 overflow-y-auto border-l border-line bg-paper p-6 shadow-2xl xl:hidden"
      >
        <div className="mb-6 flex items-center justify-between">
          <Logo name={site.name} />
          <button
            type="button"
            popoverTarget="nav-drawer"
            popoverTargetAction="hide"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-navy-100"
          >
            <X aria-hidden="true" className="h-6 w-6" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="grid gap-1">
            {PRIMARY_NAV.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={isCurrent(link.href, path) ? 'page' : undefined}
                  className="block rounded-md px-3 py-2.5 font-medium text-navy-900 hover:bg-navy-50 aria-[current=page]:bg-navy-50"
                >
                  {link.label}
                </a>
                {link.children && (
                  // One line of platforms, so the longer menu (About, Work) still fits a phone's screen.
                  <ul className="ml-4 flex flex-wrap border-l border-line pl-2">
                    {link.children.slice(1).map((child) => (
                      <li key={child.href}>
                        <a href={child.href} className="block rounded-md px-3 py-2 text-sm text-navy-800 hover:bg-navy-50">
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 grid gap-3">
          <ButtonLink href="/contact" variant="outline">
            Request quote
          </ButtonLink>
          <ButtonLink href={site.bookingUrl} external variant="mustard">
            Book a call
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
