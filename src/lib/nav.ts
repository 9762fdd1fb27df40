// Primary navigation and footer links, as the spec lists them, plus Work and
// About (issue 26: the proof a visitor can check is one click from every page).
export interface NavLink {
  label: string;
  href: string;
  children?: NavLink[];
}

export const PRIMARY_NAV: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'Process', href: '/process' },
  { label: 'Packages', href: '/packages' },
  { label: 'Work', href: '/work' },
  { label: 'Cut costs', href: '/calculator' },
  {
    label: 'Technology',
    href: '/tech-stack',
    children: [
      { label: 'Technology overview', href: '/tech-stack' },
      { label: 'Lovable', href: '/lovable' },
      { label: 'Replit', href: '/replit' },
      { label: 'Base44', href: '/base44' },
    ],
  },
  { label: 'FAQ', href: '/faq' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
  { label: 'Blog', href: '/blog' },
];

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: 'Services', href: '/services' },
  { label: 'Packages', href: '/packages' },
  { label: 'Process', href: '/process' },
  { label: 'Savings calculator', href: '/calculator' },
  { label: 'Technology', href: '/tech-stack' },
  { label: 'About', href: '/about' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

export const LEGAL_LINKS: NavLink[] = [
  { label: 'Privacy', href: '/privacy' },
  { label: 'Terms', href: '/terms' },
  { label: 'Cookies', href: '/cookies' },
];

export function isCurrent(href: string, path: string): boolean {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}
