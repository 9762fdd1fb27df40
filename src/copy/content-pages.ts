import type { ContentPage } from './types.ts';

/** The admin Content tab's static list of public pages (exactly 17). */
export const contentPages: ContentPage[] = [
  {
    name: 'Home',
    path: '/',
    description: 'Hero, services, AI agents, technology, savings calculator, packages and testimonials.',
  },
  {
    name: 'Services',
    path: '/services',
    description: 'The four services, enterprise capabilities, compliance, industries, integrations and delivery process.',
  },
  {
    name: 'Packages',
    path: '/packages',
    description: 'Discovery Sprint, Launch Build and Care Plan, with the calculator and package FAQs.',
  },
  {
    name: 'Process',
    path: '/process',
    description: 'Define, Build and Run stages, plus the governance built into every project.',
  },
  { name: 'About', path: '/about', description: 'Our story, values and key facts.' },
  { name: 'Contact', path: '/contact', description: 'Enquiry form, direct contact details and discovery call booking.' },
  { name: 'FAQ', path: '/faq', description: 'Questions in six categories, myths and realities, and booking options.' },
  { name: 'Calculator', path: '/calculator', description: 'SaaS cost savings calculator with client savings examples.' },
  { name: 'Blog', path: '/blog', description: 'Articles with search, category filters and newsletter sign-up.' },
  { name: 'Technology Stack', path: '/tech-stack', description: 'Overview of the Lovable, Replit and Base44 platforms.' },
  { name: 'Lovable', path: '/lovable', description: 'Lovable web app capabilities and services.' },
  { name: 'Replit', path: '/replit', description: 'Replit AI agent, automation and web app services.' },
  { name: 'Base44', path: '/base44', description: 'Backend services, architecture, technologies and infrastructure examples.' },
  { name: 'Privacy Policy', path: '/privacy', description: 'How we collect, use and protect personal data under UK GDPR.' },
  { name: 'Terms of Use', path: '/terms', description: 'Terms for using this website.' },
  { name: 'Cookie Policy', path: '/cookies', description: 'The cookies and browser storage this site uses.' },
  { name: 'Thank You', path: '/thank-you', description: 'Confirmation shown after an enquiry is sent.' },
];
