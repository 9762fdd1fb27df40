import type {
  CalculatorCopy,
  Cta,
  Feature,
  Hero,
  Package,
  PlatformTeaser,
  SectionIntro,
  ServiceCard,
  Stat,
  StructuredBusinessData,
  TrustedBy,
} from './types.ts';
import { breakEven, costReduction, fasterDelivery, liveProjects, roi, stackSpeed, threeYearSaving } from './claims.ts';
import { calculatorBuildNote, calculatorDisclaimer, calculatorDisclaimerLabel } from './calculator-page.ts';

/** Values for the home page's structured business data; name, phone and address come from configuration. */
export const homeStructuredData: StructuredBusinessData = {
  type: 'ProfessionalService',
  areaServed: 'United Kingdom',
  addressLocality: 'Rochdale',
  addressCountry: 'GB',
  priceRange: '££',
};

/* 1. Hero */

export const homeHero: Hero = {
  eyebrow: 'Custom software for UK businesses',
  headline: 'Stop renting your software. Own it.',
  subheading:
    'We replace the subscriptions your team has outgrown with software built around how you work: paid for once, owned outright and live in weeks.',
  primaryCta: { label: 'Book a call', booking: true },
  secondaryCta: { label: 'Request quote', href: '/contact' },
};

/** Steps shown by the looping progress animation, in order. */
export const heroProgress = {
  label: 'From first call to launch',
  steps: ['Discovery', 'Design', 'Build', 'Launch'],
};

export const heroStats: Stat[] = [
  { value: liveProjects.value, label: liveProjects.label },
  { value: fasterDelivery.value, label: fasterDelivery.label },
  { value: costReduction.value, label: costReduction.label },
];

/* 2. Service cards */

export const serviceCardsIntro: SectionIntro = {
  id: 'services',
  eyebrow: 'Services',
  heading: 'Software that fits your business',
  intro: 'Every build has a fixed price, and the finished system belongs to you.',
};

// Title, price and timeline, a line, and a link to the page with the detail: no list of points
// per card (issue 26: a shorter home that repeats less; the points are on each service's page).
export const serviceCards: Omit<ServiceCard, 'features'>[] = [
  {
    title: 'Custom software builds',
    price: 'From £8,000',
    timeline: '3-6 weeks',
    description: 'Internal tools, portals and apps built around how you work.',
    href: '/services',
    icon: 'CodeXml',
  },
  {
    title: 'Lovable app development',
    price: 'From £3,000',
    timeline: '2-4 weeks',
    description: 'Web apps and customer portals built fast, then hardened by our developers.',
    href: '/lovable',
    icon: 'Sparkles',
  },
  {
    title: 'Replit agents and automation',
    price: 'From £1,200',
    timeline: '1-2 weeks',
    description: 'AI agents and scripts that take repetitive admin off your team.',
    href: '/replit',
    icon: 'Bot',
  },
  {
    title: 'Base44 backend services',
    price: 'From £1,500',
    timeline: '1-2 weeks',
    description: 'Databases, APIs and security with room to grow.',
    href: '/base44',
    icon: 'Server',
  },
  {
    title: 'SaaS migrations',
    price: 'Fixed quote',
    timeline: '2-6 weeks',
    description: 'Your records and history moved out and reconciled before the old tool is switched off.',
    href: '/process',
    icon: 'ArrowRightLeft',
  },
  {
    title: 'Care and support',
    price: 'From £295/month',
    timeline: 'Rolling monthly',
    description: 'Hosting, monitoring, updates and a developer who knows your system.',
    href: '/packages',
    icon: 'Headphones',
  },
];

/* 3. AI agents */

export const aiAgentsIntro: SectionIntro = {
  id: 'ai-agents',
  eyebrow: 'AI agents',
  heading: 'AI agents that clear the admin pile',
  intro: 'They read, sort and draft inside your systems, then hand anything that matters to a person.',
};

export const aiAgents: Feature[] = [
  {
    title: 'Inbox triage',
    description: 'Tags each email by customer or job and routes it with a draft reply.',
    icon: 'Inbox',
  },
  {
    title: 'Document extraction',
    description: 'Pulls line items from orders and invoices into your system and flags mismatches.',
    icon: 'FileScan',
  },
  {
    title: 'Quote drafting',
    description: 'Drafts a quote from an enquiry, your prices and past jobs, for your estimator to check.',
    icon: 'ReceiptPoundSterling',
  },
  {
    title: 'Customer answers',
    description: 'Answers routine questions from your own records and passes the rest to staff.',
    icon: 'MessageSquareText',
  },
];

export const aiAgentGuardrails: string[] = [
  'A person approves anything that leaves the business',
  'Every action is logged and can be reviewed',
  'Business terms that keep your data out of model training',
];

export const aiAgentsCta: Cta = { label: 'Explore AI agent builds', href: '/replit' };

/* 4. Technology stack */

export const technologyIntro: SectionIntro = {
  id: 'technology',
  eyebrow: 'Technology',
  heading: 'Modern platforms, real code',
  intro: `Lovable, Replit and Base44 make development ${stackSpeed.value} faster than a blank page. Our developers review every change.`,
};

export const technologyTeasers: PlatformTeaser[] = [
  {
    name: 'Lovable',
    summary: 'Front ends, customer portals and web apps',
    priceBadge: 'From £3,000',
    href: '/lovable',
    icon: 'Sparkles',
  },
  {
    name: 'Replit',
    summary: 'AI agents, automation and light web apps',
    priceBadge: 'From £1,200',
    href: '/replit',
    icon: 'Terminal',
  },
  {
    name: 'Base44',
    summary: 'Databases, APIs and backend services',
    priceBadge: 'From £1,500',
    href: '/base44',
    icon: 'Database',
  },
];

export const technologyCta: Cta = { label: 'Explore our technology', href: '/tech-stack' };

/* 5. What we build */

export const whatWeBuildIntro: SectionIntro = {
  id: 'what-we-build',
  eyebrow: 'What we build',
  heading: 'What we build',
  intro: 'If your team runs it on a subscription, a spreadsheet or a shared inbox, we can build something better.',
};

// Six kinds of system; migrations and AI agents have their own card and section above (issue 26:
// a home that says each thing once).
export const whatWeBuild: Feature[] = [
  {
    title: 'Internal tools and dashboards',
    description: 'Jobs, stock and reporting in one place.',
    icon: 'LayoutDashboard',
  },
  {
    title: 'Customer portals',
    description: 'Orders, documents and requests without a phone call.',
    icon: 'Users',
  },
  {
    title: 'Quoting and job management',
    description: 'Enquiry to invoice, with Xero or QuickBooks in step.',
    icon: 'ClipboardCheck',
  },
  {
    title: 'Booking and scheduling',
    description: 'Appointments and rotas that follow your rules.',
    icon: 'CalendarCheck',
  },
  {
    title: 'Mobile apps',
    description: 'For field staff, working offline on site.',
    icon: 'Smartphone',
  },
  {
    title: 'Websites and online shops',
    description: 'Linked to your stock and accounts.',
    icon: 'Globe',
  },
];

/* 6. Why switch from SaaS */

export const whySwitchIntro: SectionIntro = {
  id: 'why-switch',
  eyebrow: 'Why switch',
  heading: 'Why businesses are moving off SaaS',
  intro: 'Subscriptions are a good way to start and an expensive way to carry on.',
};

// Four reasons, each said once (per-seat bills and price rises were two of five).
export const whySwitchReasons: Feature[] = [
  {
    title: 'Bills that only go up',
    description:
      'Every new starter adds to a per-seat bill, and uplifts arrive when the supplier decides. Your own system has no per-user fees, and you set the running costs.',
    icon: 'PoundSterling',
  },
  {
    title: 'Paying for features you never use',
    description: 'Bundles charge for modules your team ignores. A build has only what you need.',
    icon: 'Layers',
  },
  {
    title: "Your data on someone else's terms",
    description: 'Limited exports and exit clauses. Own the system and you own all of the data.',
    icon: 'Lock',
  },
  {
    title: 'Workarounds everywhere',
    description: "Where a tool doesn't fit, spreadsheets fill the gaps. A build fits how you already work.",
    icon: 'Sheet',
  },
];

/* 7. ROI statement */

export const roiStatement = {
  id: 'roi',
  heading: 'A build that pays for itself',
  statement: 'What clients typically see across our projects, compared with staying on subscriptions.',
  stats: [
    { value: roi.value, label: roi.label },
    { value: breakEven.value, label: breakEven.label },
    { value: threeYearSaving.value, label: threeYearSaving.label },
  ] as Stat[],
  footnote: 'Typical results from past projects, not a guarantee: a discovery call gives you your own figure.',
};

/* 8. Calculator */

export const homeCalculator: CalculatorCopy = {
  heading: 'See what you could save',
  intro: 'Add the subscriptions you pay for: we set five years of fees against a one-time build.',
  buildNote: calculatorBuildNote,
  disclaimerLabel: calculatorDisclaimerLabel,
  disclaimer: calculatorDisclaimer,
};

/* 9. Packages (home reading of the prices) */

export const homePackagesIntro: SectionIntro = {
  id: 'packages',
  eyebrow: 'Packages',
  heading: 'Three simple ways to work with us',
  intro: 'Scope it in a one-week discovery sprint, build at a fixed price, then keep it running with a care plan.',
};

export const homePackages: Package[] = [
  {
    name: 'Discovery Sprint',
    subtitle: 'Scope it properly',
    price: '£1,500',
    duration: '1 week',
    description: 'A focused week mapping your processes, the tools you want to replace and what a build would involve.',
    features: [
      'Workshops with the people who will use it',
      'Audit of your current tools and costs',
      'Clickable prototype of the key screens',
      'Fixed quote and delivery plan',
    ],
    popular: false,
    cta: { label: 'Book a call', booking: true },
  },
  {
    name: 'Launch Build',
    subtitle: 'Design, build and launch',
    price: 'From £8,000',
    duration: '3-6 weeks',
    description: 'Your software designed, built, tested and launched at a fixed price, with the code handed over to you.',
    features: [
      'Fixed price agreed before we start',
      'Weekly demos and progress updates',
      'Data moved across from your old tools',
      'Staff training and written guides',
      'Full ownership of the code and IP',
    ],
    popular: true,
    cta: { label: 'Request quote', href: '/contact' },
  },
  {
    name: 'Care Plan',
    subtitle: 'Keep it running and improving',
    price: 'From £295/month',
    duration: 'Rolling monthly',
    description: 'Hosting, monitoring and security updates, plus development time each month for improvements.',
    features: [
      'Managed hosting and daily backups',
      'Uptime and error monitoring',
      'Security patches and updates',
      'Monthly development hours',
      'Priority support in business hours',
    ],
    popular: false,
    cta: { label: 'Request quote', href: '/contact' },
  },
];

/* 10. Testimonials and trusted-by */

export const testimonialsIntro: SectionIntro = {
  id: 'testimonials',
  eyebrow: 'Clients',
  heading: 'What our clients say',
  intro: 'Businesses that swapped subscriptions for software they own.',
};

/* 10b. Recent work: shown only once a case study is published */

export const homeWorkIntro: SectionIntro = {
  id: 'work',
  eyebrow: 'Our work',
  heading: 'Recent work for UK businesses',
  intro: 'What we built, the problem it solved and the numbers since.',
};

export const trustedByHeading = 'Trusted by growing UK businesses';

export const trustedBy: TrustedBy[] = [
  { label: 'Accountancy practices', icon: 'Calculator' },
  { label: 'Haulage and logistics firms', icon: 'Truck' },
  { label: 'Dental and healthcare groups', icon: 'HeartPulse' },
  { label: "Builders' merchants", icon: 'Warehouse' },
  { label: 'Specialist manufacturers', icon: 'Factory' },
  { label: 'Letting agents', icon: 'House' },
  { label: 'Recruitment agencies', icon: 'BriefcaseBusiness' },
  { label: 'Independent retailers', icon: 'Store' },
];
