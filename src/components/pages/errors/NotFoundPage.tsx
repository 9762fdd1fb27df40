import { ArrowRight } from 'lucide-react';
import { notFound } from '../../../content/not-found.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { ErrorShell } from './ErrorShell.tsx';

const SUGGESTIONS = [
  { label: 'Services', href: '/services' },
  { label: 'Packages', href: '/packages' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

/** The 404 page body: the code, a plain explanation and a way home. */
export function NotFoundPage({ site }: { site: SiteInfo }) {
  return (
    <ErrorShell code={notFound.code}>
      <h1 className="text-3xl font-bold text-navy-950 sm:text-4xl">{fillTokens(notFound.heading, site)}</h1>
      <p className="mt-4 text-lg leading-relaxed text-navy-700">{fillTokens(notFound.body, site)}</p>
      <ButtonLink href={notFound.homeLink.href ?? '/'} variant="default" size="lg" className="mt-8">
        {notFound.homeLink.label}
      </ButtonLink>
      <nav aria-label="Popular pages" className="mt-10 border-t border-line pt-6">
        <p className="text-sm font-medium text-navy-700">Or try one of these pages</p>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-2">
          {SUGGESTIONS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="inline-flex items-center gap-1 font-medium text-navy-800 underline decoration-mustard-500 decoration-2 underline-offset-4 hover:text-navy-950"
              >
                {link.label}
                <ArrowRight aria-hidden="true" className="h-3.5 w-3.5" />
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </ErrorShell>
  );
}
