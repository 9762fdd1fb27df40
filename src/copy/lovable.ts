import type { ClosingSection, Feature, Hero, SectionIntro, ServiceCard } from './types.ts';

export const lovableHero: Hero = {
  eyebrow: 'Lovable development',
  headline: 'Polished web apps, built in weeks',
  subheading:
    'We use Lovable to turn your processes into clean, modern applications at speed, then our developers review, test and harden every line before it goes live.',
  primaryCta: { label: 'Book a call', booking: true },
  secondaryCta: { label: 'See services', href: '#services' },
};

export const lovableCapabilitiesIntro: SectionIntro = {
  id: 'capabilities',
  heading: 'What Lovable lets us do',
  intro: 'Fast iteration on the parts of your system people actually see and use.',
};

export const lovableCapabilities: Feature[] = [
  {
    title: 'Prototypes in days',
    description: 'Clickable screens your team can try in the first week, so feedback comes before the build, not after.',
    icon: 'Rocket',
  },
  {
    title: 'Modern, standard code',
    description: 'React, TypeScript and Tailwind CSS: widely used technology that any competent developer can maintain.',
    icon: 'CodeXml',
  },
  {
    title: 'Your own repository',
    description: 'Code syncs to a GitHub repository in your name, so you hold a complete copy from day one.',
    icon: 'GitBranch',
  },
  {
    title: 'Responsive by default',
    description: 'Layouts that work on the office monitor, a tablet in the warehouse and a phone on site.',
    icon: 'MonitorSmartphone',
  },
  {
    title: 'Accessible interfaces',
    description: 'Built and checked against WCAG 2.2 AA, so everyone on your team and every customer can use it.',
    icon: 'Accessibility',
  },
  {
    title: 'Connected to your data',
    description: 'Front ends wired to secure back ends and to the tools you keep, such as Xero, HubSpot or Shopify.',
    icon: 'Plug',
  },
];

export const lovableServicesIntro: SectionIntro = {
  id: 'services',
  heading: 'Lovable services',
  intro: 'Fixed prices agreed before we start, with the code and IP yours on completion.',
};

export const lovableServices: ServiceCard[] = [
  {
    title: 'MVPs & Prototypes',
    price: 'From £3,000',
    timeline: '2-3 weeks',
    description: 'Test an idea with real users before committing to a full build. Ideal for new products and internal pilots.',
    features: ['Clickable prototype in week one', 'Working MVP with sign-in and data', 'Feedback session with your users'],
    icon: 'Rocket',
  },
  {
    title: 'Internal Dashboards',
    price: 'From £3,500',
    timeline: '2-4 weeks',
    description: 'Replace the weekly spreadsheet round-up with a live view of jobs, sales, stock or staff.',
    features: ['Live data from your existing systems', 'Role-based views for each team', 'Export to Excel and PDF'],
    icon: 'LayoutDashboard',
  },
  {
    title: 'Customer Portals',
    price: 'From £4,500',
    timeline: '3-5 weeks',
    description:
      'Give customers a secure place to track orders, download documents and raise requests without phoning the office.',
    features: ['Secure customer sign-in', 'Order and job status tracking', 'Document downloads and requests'],
    icon: 'Users',
  },
  {
    title: 'App Rebuilds',
    price: 'From £5,000',
    timeline: '3-6 weeks',
    description: 'Bring an ageing or subscription-based application onto modern code you own, with your data moved across.',
    features: ['Data migration and reconciliation', 'Feature parity review before build', 'Staff training at launch'],
    icon: 'RefreshCw',
  },
];

export const lovableCta: ClosingSection = {
  heading: 'Have an app in mind?',
  body: "Book a call and we'll sketch the first screens with you. You'll leave with a clear idea of cost and timescale.",
  primaryCta: { label: 'Book a call', booking: true },
  secondaryCta: { label: 'Book a Lovable consultation', booking: true },
};
