// Seed documents for /privacy, /terms, /cookies and the copy of the 404 and 500 pages.
import { cookiePolicy, privacyPolicy, termsOfUse } from '../../../../../copy/legal.ts';
import { notFound } from '../../../../../copy/not-found.ts';
import { serverErrorPanel } from '../../../../../copy/server-error.ts';
import type { LegalDocument } from '../../../../../copy/types.ts';
import { section } from './build.ts';

const legalPage = (slug: string, doc: LegalDocument) => ({
  slug,
  title: doc.title,
  doc: { sections: [section('document', 'legalDocument', { title: doc.title, updated: doc.updated, sections: doc.sections })] },
});

const link = (label: string, href: string) => ({ label, href, booking: false });

export const NOT_FOUND_PAGE = {
  slug: 'not-found',
  title: 'Page not found (404)',
  doc: {
    sections: [
      section('message', 'errorPanel', {
        code: notFound.code,
        heading: notFound.heading,
        body: notFound.body,
        primaryCta: link(notFound.homeLink.label, notFound.homeLink.href ?? '/'),
        suggestionsLabel: 'Or try one of these pages',
        suggestions: [
          { label: 'Services', href: '/services' },
          { label: 'Packages', href: '/packages' },
          { label: 'FAQ', href: '/faq' },
          { label: 'Blog', href: '/blog' },
          { label: 'Contact', href: '/contact' },
        ],
      }),
    ],
  },
};

export const SERVER_ERROR_PAGE = {
  slug: 'server-error',
  title: 'Something went wrong (500)',
  doc: { sections: [section('message', 'errorPanel', serverErrorPanel)] },
};

export const LEGAL_AND_ERROR_PAGES = [
  legalPage('privacy', privacyPolicy),
  legalPage('terms', termsOfUse),
  legalPage('cookies', cookiePolicy),
  NOT_FOUND_PAGE,
  SERVER_ERROR_PAGE,
];
