import type { Cta, PageMeta } from './types.ts';

export const notFoundMeta: PageMeta = {
  title: 'Page Not Found | {business}',
  description: 'The page you were looking for could not be found.',
};

export const notFound = {
  code: '404',
  heading: 'Oops! Page not found',
  body: 'The page may have moved, or the link may be mistyped.',
  homeLink: { label: 'Return to home', href: '/' } as Cta,
};
