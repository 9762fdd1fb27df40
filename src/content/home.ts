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
  intro: 'Pick the route that suits the job. Every build comes with a fixed price, and the finished system belongs to you.',
};

export const serviceCards: ServiceCard[] = [
  {
    title: 'Custom Software Builds',
    price: 'From £8,000',
    timeline: '3-6 weeks',
    description:
      'Internal tools, portals and apps designed around your processes, replacing the patchwork of subscriptions and spreadsheets.',
    features: ['Fixed price agreed up front', 'You own the code and the data', 'Weekly demos while we build'],
    href: '/services',
    icon: 'CodeXml',
  },
  {
    title: 'Lovable App Development',
    price: 'From £3,000',
    timeline: '2-4 weeks',
    description:
      'Polished web apps and customer portals built quickly with Lovable, then reviewed and hardened by our developers.',
    features: ['React and TypeScript front ends', 'Code synced to your own GitHub', 'Works on phone, tablet and desktop'],
    href: '/lovable',
    icon: 'Sparkles',
  },
  {
    title: 'Replit Agents & Automation',
    price: 'From £1,200',
    timeline: '1-2 weeks',
    description: 'AI agents and automation scripts that take repetitive admin off your team.',
    features: ['Custom AI agents', 'Scheduled automation scripts', 'Connects to the tools you already use'],
    href: '/replit',
    icon: 'Bot',
  },
  {
    title: 'Base44 Backend Services',
    price: 'From £1,500',
    timeline: '1-2 weeks',
    description: 'Databases, APIs and security that give your apps a solid foundation and room to grow.',
    features: ['Database design and tuning', 'Secure, documented APIs', 'UK data centre hosting'],
    href: '/base44',
    icon: 'Server',
  },
  {
    title: 'SaaS Migrations',
    price: 'Fixed quote',
    timeline: '2-6 weeks',
    description:
      'We move your records, files and history out of the tools you are leaving, and reconcile every record before the old system is switched off.',
    features: ['Full export and data mapping', 'Parallel running before switch-off', 'Staff trained on the new system'],
    href: '/process',
    icon: 'ArrowRightLeft',
  },
  {
    title: 'Care & Support',
    price: 'From £295/month',
    timeline: 'Rolling monthly',
    description: 'Hosting, monitoring, updates and a developer who already knows your system when you need a change.',
    features: ['Security updates and backups', 'Monthly improvement hours', 'Priority fixes'],
    href: '/packages',
    icon: 'Headphones',
  },
];

/* 3. AI agents */

export const aiAgentsIntro: SectionIntro = {
  id: 'ai-agents',
  eyebrow: 'AI agents',
  heading: 'AI agents that clear the admin pile',
  intro:
    'Our agents read, sort and draft, then hand over to a person for anything that matters. They work on your data, inside your systems, and every action is logged.',
};

export const aiAgents: Feature[] = [
  {
    title: 'Inbox triage',
    description:
      'Reads incoming email, tags each message by customer or job and routes it to the right person with a draft reply ready.',
    icon: 'Inbox',
  },
  {
    title: 'Document extraction',
    description:
      'Pulls line items from purchase orders, delivery notes and supplier invoices into your system, and flags anything that does not match.',
    icon: 'FileScan',
  },
  {
    title: 'Quote drafting',
    description:
      'Builds a first-draft quote from an enquiry, your price list and similar past jobs, for your estimator to check and send.',
    icon: 'ReceiptPoundSterling',
  },
  {
    title: 'Customer answers',
    description:
      'Answers routine questions about orders, bookings and opening hours from your own records, and passes everything else to staff.',
    icon: 'MessageSquareText',
  },
];

export const aiAgentGuardrails: string[] = [
  'A person approves anything that leaves the business',
  'Every action is logged and can be reviewed',
  'AI services used under business terms that exclude your data from model training',
];

export const aiAgentsCta: Cta = { label: 'Explore AI agent builds', href: '/replit' };

/* 4. Technology stack */

export const technologyIntro: SectionIntro = {
  id: 'technology',
  eyebrow: 'Technology',
  heading: 'Modern platforms, real code',
  intro: `We build on Lovable, Replit and Base44, which gives you ${stackSpeed.value} faster development than starting from a blank page. Our developers review every change, and the finished system is yours.`,
};

export const technologyTeasers: PlatformTeaser[] = [
  {
    name: 'Lovable',
    summary: 'Front ends, customer portals and web apps, designed and built at speed.',
    priceBadge: 'From £3,000',
    href: '/lovable',
    icon: 'Sparkles',
  },
  {
    name: 'Replit',
    summary: 'AI agents, automation scripts and lightweight web apps.',
    priceBadge: 'From £1,200',
    href: '/replit',
    icon: 'Terminal',
  },
  {
    name: 'Base44',
    summary: 'Databases, APIs and backend services that scale with you.',
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
  intro: 'If your team runs it on a subscription, a spreadsheet or a shared inbox, we can probably build something better.',
};

export const whatWeBuild: Feature[] = [
  {
    title: 'Internal tools and dashboards',
    description: 'Job tracking, stock control and reporting in one place, instead of six tabs and a spreadsheet.',
    icon: 'LayoutDashboard',
  },
  {
    title: 'Customer portals',
    description: 'Let customers check orders, download documents and raise requests without ringing the office.',
    icon: 'Users',
  },
  {
    title: 'Quoting and job management',
    description: 'From enquiry to quote to invoice, with your pricing rules built in and Xero or QuickBooks kept in step.',
    icon: 'ClipboardCheck',
  },
  {
    title: 'Booking and scheduling',
    description: 'Appointments, rotas and resource planning that follow your rules, not a generic template.',
    icon: 'CalendarCheck',
  },
  {
    title: 'Mobile apps',
    description: 'Apps for engineers, drivers and field staff that work on site and sync when back in signal.',
    icon: 'Smartphone',
  },
  {
    title: 'Websites and online shops',
    description: 'Fast, accessible websites and e-commerce that connect directly to your stock and accounts.',
    icon: 'Globe',
  },
  {
    title: 'Migrations off SaaS',
    description: 'Your data and history moved out of the tools you are leaving, checked and reconciled.',
    icon: 'ArrowRightLeft',
  },
  {
    title: 'AI workflows',
    description: 'Agents that read documents, draft replies and move information between systems, with a person in control.',
    icon: 'Workflow',
  },
];

/* 6. Why switch from SaaS */

export const whySwitchIntro: SectionIntro = {
  id: 'why-switch',
  eyebrow: 'Why switch',
  heading: 'Why businesses are moving off SaaS',
  intro: 'Subscriptions are a good way to start. They are an expensive way to carry on once you know exactly what you need.',
};

export const whySwitchReasons: Feature[] = [
  {
    title: 'Costs that rise with headcount',
    description: 'Per-seat pricing means every new starter adds to the bill. A system you own has no per-user fees.',
    icon: 'PoundSterling',
  },
  {
    title: 'Paying for features you never use',
    description: 'Bundled plans charge for whole modules your team ignores. A custom build includes only what you need.',
    icon: 'Layers',
  },
  {
    title: "Price rises you don't control",
    description:
      'Annual uplifts and plan changes arrive when the supplier decides. With your own software, you set the running costs.',
    icon: 'TrendingUp',
  },
  {
    title: "Your data on someone else's terms",
    description: 'Limited exports, paid API access and awkward exit clauses. Owning the system means owning the data, in full.',
    icon: 'Lock',
  },
  {
    title: 'Workarounds everywhere',
    description:
      "When a tool doesn't fit, the gaps fill with spreadsheets and copy-and-paste. Custom software fits how you already work.",
    icon: 'Sheet',
  },
];

/* 7. ROI statement */

export const roiStatement = {
  id: 'roi',
  heading: 'A build that pays for itself',
  statement: `Across our projects, clients typically see ${roi.value} ROI, break even within ${breakEven.value} and save ${threeYearSaving.value} over three years compared with staying on subscriptions.`,
  stats: [
    { value: roi.value, label: roi.label },
    { value: breakEven.value, label: breakEven.label },
    { value: threeYearSaving.value, label: threeYearSaving.label },
  ] as Stat[],
  footnote: 'Typical results from past projects, not a guarantee. A discovery call gives you a figure for your own business.',
};

/* 8. Calculator */

export const homeCalculator: CalculatorCopy = {
  heading: 'See what you could save',
  intro: 'Add the subscriptions you pay for today. The calculator sets five years of fees against a one-time build.',
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
