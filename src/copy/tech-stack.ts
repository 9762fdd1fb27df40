import type { ClosingSection, Cta, Feature, Hero, Platform, SectionIntro } from './types.ts';
import { stackSpeed } from './claims.ts';

export const techStackHero: Hero = {
  eyebrow: 'Technology',
  headline: 'The platforms behind faster builds',
  subheading: `We combine AI-assisted platforms with experienced developers, which gives you ${stackSpeed.value} faster development without cutting corners on quality, security or ownership.`,
  primaryCta: { label: 'Book a call', booking: true },
  secondaryCta: { label: 'View our packages', href: '/packages' },
};

export const platformsIntro: SectionIntro = {
  id: 'platforms',
  heading: 'Three platforms, one team',
  intro: 'Each platform does one job well. We pick the right one for each part of your system, and often use all three together.',
};

export const platforms: Platform[] = [
  {
    name: 'Lovable',
    tagline: 'Web apps and front ends',
    description:
      'Lovable turns designs and requirements into working React applications quickly. We use it for the screens your staff and customers use, then review and refine the code by hand.',
    features: [
      'React, TypeScript and Tailwind CSS code',
      'Code synced to a GitHub repository you own',
      'Rapid, clickable prototypes in days',
      'Responsive layouts for every screen size',
    ],
    useCases: ['Customer portals', 'Internal dashboards', 'Booking and quoting tools', 'Prototypes and MVPs'],
    priceBadge: 'From £3,000',
    href: '/lovable',
    icon: 'Sparkles',
    learnMoreLabel: 'Learn more',
  },
  {
    name: 'Replit',
    tagline: 'AI agents and automation',
    description:
      'Replit gives us a fast environment to build, test and deploy scripts, agents and small services. It suits automation work that needs to go live quickly and run reliably.',
    features: [
      'Python and Node.js in one workspace',
      'Scheduled jobs and always-on services',
      'Quick deployment with managed secrets',
      'Easy hand-over to your own repository',
    ],
    useCases: ['AI agents for email and documents', 'Data sync between systems', 'Scheduled reports', 'Lightweight web apps'],
    priceBadge: 'From £1,200',
    href: '/replit',
    icon: 'Terminal',
    learnMoreLabel: 'Learn more',
  },
  {
    name: 'Base44',
    tagline: 'Backends and data',
    description:
      'For the data, logic and security that sit behind your apps, we use Base44 alongside proven backend technology such as PostgreSQL and Node.js, chosen to suit the load and sensitivity of your data.',
    features: [
      'Structured data models with permissions',
      'Secure, documented APIs',
      'Authentication and role-based access',
      'UK-hosted databases, backups and monitoring',
    ],
    useCases: [
      'Shared data across several apps',
      'Customer and partner APIs',
      'Replacing spreadsheet databases',
      'Reporting back ends',
    ],
    priceBadge: 'From £1,500',
    href: '/base44',
    icon: 'Database',
    learnMoreLabel: 'Learn more',
  },
];

export const techStackPrinciplesIntro: SectionIntro = {
  id: 'principles',
  heading: 'Fast, but never careless',
  intro: 'Speed comes from the platforms. Quality comes from how we use them.',
};

export const techStackPrinciples: Feature[] = [
  {
    title: 'Developers review everything',
    description: 'Generated code is a starting point. A developer reads, tests and signs off every change before it ships.',
    icon: 'SearchCheck',
  },
  {
    title: 'You own the result',
    description: "Code, data and hosting accounts sit in your business's name, with documentation for whoever works on it next.",
    icon: 'KeyRound',
  },
  {
    title: 'Standard technology underneath',
    description:
      'React, Node.js and PostgreSQL are widely used and well supported, so you are never relying on something obscure.',
    icon: 'Layers',
  },
];

export const viewPackagesCta: Cta = { label: 'View our packages', href: '/packages' };

export const techStackClosing: ClosingSection = {
  heading: 'Not sure which platform fits?',
  body: 'Tell us what you need to build. We will recommend the right mix and give you a fixed price.',
  primaryCta: { label: 'Book a call', booking: true },
  secondaryCta: viewPackagesCta,
};
