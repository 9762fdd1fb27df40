import type { Cta, NavLink } from './types.ts';

/** Primary navigation, in the spec's order. */
export const primaryNav: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'Process', href: '/process' },
  { label: 'Packages', href: '/packages' },
  { label: 'Cut Costs', href: '/calculator' },
  {
    label: 'Technology',
    href: '/tech-stack',
    children: [
      { label: 'Lovable', href: '/lovable', description: 'Web apps and customer portals' },
      { label: 'Replit', href: '/replit', description: 'AI agents and automation' },
      { label: 'Base44', href: '/base44', description: 'Backends, databases and APIs' },
    ],
  },
  { label: 'FAQ', href: '/faq' },
  { label: 'Contact', href: '/contact' },
  { label: 'Blog', href: '/blog' },
];

/** Header buttons: 'Request quote' goes to /contact; 'Book a call' opens the booking page in a new tab. */
export const headerCtas: { requestQuote: Cta; bookCall: Cta } = {
  requestQuote: { label: 'Request quote', href: '/contact' },
  bookCall: { label: 'Book a call', booking: true },
};

export const mobileMenu = {
  openLabel: 'Open menu',
  closeLabel: 'Close menu',
  title: 'Menu',
};

export const footerQuickLinks: NavLink[] = [
  { label: 'Services', href: '/services' },
  { label: 'Process', href: '/process' },
  { label: 'Packages', href: '/packages' },
  { label: 'Savings Calculator', href: '/calculator' },
  { label: 'Technology', href: '/tech-stack' },
  { label: 'About', href: '/about' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

export const footerLegalLinks: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Use', href: '/terms' },
  { label: 'Cookie Policy', href: '/cookies' },
];

export const footer = {
  tagline:
    'Custom software for UK businesses, built once and owned outright. Based in Rochdale, working across the UK.',
  quickLinksHeading: 'Quick links',
  legalHeading: 'Legal',
  contactHeading: 'Get in touch',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  addressLabel: 'Address',
  /** Shown after "© {year} {business}." */
  rightsReserved: 'All rights reserved.',
};
