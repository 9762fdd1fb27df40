import { notFound } from '../not-found.ts';
import { errorPanelSection } from '../../lib/content/sections/legal.ts';
import { section } from './section.ts';

/** The 404 page's copy as a fresh install shows it. */
export const notFoundPage = {
  sections: [
    section(errorPanelSection, 'message', {
      code: notFound.code,
      heading: notFound.heading,
      body: notFound.body,
      primaryCta: { label: notFound.homeLink.label, href: notFound.homeLink.href ?? '/' },
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
};

/**
 * The render-failure page's copy. The 500 page also renders this straight from code when the
 * database is what failed, so it must never depend on anything stored.
 */
export const serverErrorPage = {
  sections: [
    section(errorPanelSection, 'message', {
      code: '500',
      heading: 'Unexpected Application Error!',
      body: 'Sorry, something went wrong on our side while loading this page. It has been logged and we will look into it. Please try again in a moment, or get in touch if the problem continues.',
      emailPrompt: 'You can also email us at',
      primaryCta: { label: 'Return to Home', href: '/' },
      secondaryCta: { label: 'Contact us', href: '/contact' },
      suggestions: [],
    }),
  ],
};
