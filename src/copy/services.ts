import type {
  ClosingSection,
  ComplianceStandard,
  Cta,
  Feature,
  Hero,
  Industry,
  Integration,
  SectionIntro,
  Service,
  Stat,
  Step,
} from './types.ts';

export const servicesHero: Hero = {
  eyebrow: 'Services',
  headline: 'Software built around how you work',
  subheading:
    'Custom builds, automations and integrations for UK businesses that have outgrown off-the-shelf tools. Fixed prices, quick starts and no subscription to keep paying.',
  primaryCta: { label: 'Book a call', booking: true },
  secondaryCta: { label: 'Request quote', href: '/contact' },
};

/**
 * Hero stats as the spec lists them (the time to launch is the Launch Build's timeline), except that '24/7' names what really runs
 * round the clock (monitoring) beside the support hours (issue 26).
 */
/** Also what migration 0018 writes over the old 'support' label on existing installs. */
export const SERVICES_24_7_LABEL = 'uptime monitoring; support 9 AM - 6 PM, Mon-Fri';

export const servicesStats: Stat[] = [
  { value: '60%', label: 'average cost reduction' },
  { value: '{offer:launch-build.timeline}', label: 'to launch' },
  { value: '100%', label: 'data ownership' },
  { value: '24/7', label: SERVICES_24_7_LABEL },
];

export const servicesIntro: SectionIntro = {
  id: 'services',
  heading: 'Four ways we help',
  intro: 'Most clients start with one and add the others as the business grows.',
};

/** Labels for the per-service buttons; each service's `href` is the 'Learn more' target. */
export const serviceActions: { quote: Cta; learnMoreLabel: string } = {
  quote: { label: 'Request quote', href: '/contact' },
  learnMoreLabel: 'Learn more',
};

export const services: Service[] = [
  {
    title: 'Custom Builds',
    price: 'From £8,000',
    timeline: '3-6 weeks',
    description:
      'Internal tools, customer portals and web apps built to fit your processes exactly, replacing the subscriptions that almost do the job.',
    features: [
      'Discovery workshop and clickable prototype',
      'Role-based logins for staff, customers and suppliers',
      'Your existing data migrated and checked',
      'Responsive on desktop, tablet and phone',
      'Full code and IP handed over on completion',
    ],
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Lovable'],
    icon: 'CodeXml',
    href: '/process',
  },
  {
    title: 'Automations & Agents',
    price: 'From £3k',
    timeline: '1-2 weeks',
    description:
      'AI agents and automated workflows that handle the repetitive work: reading documents, routing email, chasing approvals and updating records.',
    features: [
      'Document and email processing',
      'Human approval before anything is sent',
      'Scheduled jobs and event triggers',
      'Full log of every action taken',
      'Clear monthly running costs, agreed up front',
    ],
    technologies: ['Python', 'Node.js', 'OpenAI API', 'Anthropic API', 'Replit'],
    icon: 'Bot',
    href: '/replit',
  },
  {
    title: 'Integrations & Data',
    price: 'From £2k',
    timeline: '1 week',
    description:
      'Connect the systems you keep so information is entered once and flows everywhere it needs to go, from your CRM to your accounts.',
    features: [
      'Two-way sync between business systems',
      'Data clean-up and de-duplication',
      'Reporting dashboards from live data',
      'Alerts when a sync fails',
      'Documented APIs for future changes',
    ],
    technologies: ['REST APIs', 'GraphQL', 'PostgreSQL', 'Webhooks', 'Base44'],
    icon: 'Plug',
    href: '/base44',
  },
  {
    title: 'Support & Care',
    price: 'From £295/mo',
    timeline: 'Ongoing',
    description:
      'Hosting, monitoring, updates and improvements from the team that built your system, so it keeps pace with the business.',
    features: [
      'Managed hosting in UK data centres',
      'Daily backups with tested restores',
      'Security patches and dependency updates',
      'Uptime and error monitoring around the clock',
      'Development hours for changes and new features',
    ],
    technologies: ['AWS', 'Microsoft Azure', 'Sentry', 'GitHub Actions', 'Uptime monitoring'],
    icon: 'Headphones',
    href: '/packages',
  },
];

export const enterpriseIntro: SectionIntro = {
  id: 'enterprise',
  heading: 'Enterprise-grade, small-business priced',
  intro: 'The controls larger companies expect, built in as standard rather than sold as an upgrade.',
};

export const enterpriseCapabilities: Feature[] = [
  {
    title: 'Single sign-on',
    description: 'Staff sign in with their Microsoft 365 or Google Workspace accounts, with multi-factor authentication.',
    icon: 'KeyRound',
  },
  {
    title: 'Role-based access',
    description: 'Each person sees and changes only what their role allows, down to individual fields where needed.',
    icon: 'Users',
  },
  {
    title: 'Audit trails',
    description: 'Every change is recorded with who made it and when, so questions are answered in seconds.',
    icon: 'ScrollText',
  },
  {
    title: 'Backups and restore',
    description: 'Automated daily backups and point-in-time recovery, with restores tested rather than assumed.',
    icon: 'DatabaseBackup',
  },
  {
    title: 'Monitoring and alerts',
    description: 'Uptime, errors and performance watched continuously, so we usually spot a problem before you do.',
    icon: 'Activity',
  },
  {
    title: 'UK data residency',
    description: 'Hosted in UK data centres by default, so your data stays under UK jurisdiction.',
    icon: 'MapPin',
  },
  {
    title: 'Staging and code review',
    description: 'Changes are tested in a separate staging copy and reviewed by a second developer before going live.',
    icon: 'GitBranch',
  },
  {
    title: 'Documentation and handover',
    description: 'Plain-English guides for your team and technical documentation for any developer who follows us.',
    icon: 'BookOpen',
  },
];

export const complianceIntro: SectionIntro = {
  id: 'compliance',
  heading: 'Built to recognised standards',
  intro:
    'We design and build to these standards and can show you how. They describe how we work; they are not certifications unless your proposal says so.',
};

export const complianceStandards: ComplianceStandard[] = [
  {
    name: 'UK GDPR',
    stance: 'Built to',
    description:
      'Privacy by design: data minimisation, retention rules, subject access exports and a processing record for each build.',
    icon: 'ShieldCheck',
  },
  {
    name: 'Cyber Essentials',
    stance: 'Aligned with',
    description: 'Systems built around the five Cyber Essentials controls, ready to support your own certification.',
    icon: 'Shield',
  },
  {
    name: 'ISO 27001',
    stance: 'Aligned practices',
    description: 'Access control, change management and supplier checks that follow ISO 27001 practices.',
    icon: 'ClipboardCheck',
  },
  {
    name: 'OWASP ASVS',
    stance: 'Built to',
    description:
      'Authentication, session handling and input validation checked against the OWASP Application Security Verification Standard.',
    icon: 'Lock',
  },
  {
    name: 'WCAG 2.2 AA',
    stance: 'Built to',
    description: 'Interfaces usable with a keyboard and screen reader, with readable contrast, and tested before launch.',
    icon: 'Accessibility',
  },
  {
    name: 'PCI DSS',
    stance: 'Where card data is involved',
    description: 'Payments go through hosted pages from providers such as Stripe, so card numbers never touch your systems.',
    icon: 'CreditCard',
  },
];

export const industriesIntro: SectionIntro = {
  id: 'industries',
  heading: 'Industries we work with',
  intro: 'Different trades, the same problem: tools that were never designed for the way they work.',
};

export const industries: Industry[] = [
  {
    name: 'Professional services',
    description: 'Accountants, solicitors and consultancies who live by deadlines and billable time.',
    examples: ['Client portals', 'Deadline tracking', 'Engagement letters'],
    icon: 'BriefcaseBusiness',
  },
  {
    name: 'Logistics and distribution',
    description: 'Hauliers and couriers who need to know where every job is, right now.',
    examples: ['Job tracking', 'Proof of delivery', 'Customer tracking pages'],
    icon: 'Truck',
  },
  {
    name: 'Manufacturing',
    description: 'Makers who plan production around orders, materials and machine time.',
    examples: ['Works orders', 'Stock and materials', 'Quality records'],
    icon: 'Factory',
  },
  {
    name: 'Healthcare and dental',
    description: 'Practices handling sensitive patient information alongside rotas and recalls.',
    examples: ['Patient forms', 'Recall reminders', 'Staff rotas'],
    icon: 'HeartPulse',
  },
  {
    name: 'Retail and e-commerce',
    description: 'Shops selling online and in person who need stock to match everywhere.',
    examples: ['Stock sync', 'Order management', 'Trade accounts'],
    icon: 'Store',
  },
  {
    name: 'Construction and trades',
    description: 'Contractors juggling quotes, site teams, materials and compliance paperwork.',
    examples: ['Quoting', 'Job sheets', 'RAMS and certificates'],
    icon: 'Hammer',
  },
  {
    name: 'Property and lettings',
    description: 'Agents managing tenancies, maintenance and landlord statements.',
    examples: ['Maintenance requests', 'Compliance reminders', 'Landlord portals'],
    icon: 'House',
  },
  {
    name: 'Charities and social enterprises',
    description: 'Organisations making every pound count, with volunteers and funders to report to.',
    examples: ['Volunteer rotas', 'Impact reporting', 'Grant tracking'],
    icon: 'HandHeart',
  },
];

export const integrationsIntro: SectionIntro = {
  id: 'integrations',
  heading: 'Works with the tools you keep',
  intro: 'Not everything needs replacing. We connect your new system to the services that already work well for you.',
};

export const integrations: Integration[] = [
  { name: 'Xero', category: 'Accounting' },
  { name: 'QuickBooks', category: 'Accounting' },
  { name: 'Sage', category: 'Accounting' },
  { name: 'HubSpot', category: 'CRM' },
  { name: 'Salesforce', category: 'CRM' },
  { name: 'Pipedrive', category: 'CRM' },
  { name: 'Shopify', category: 'E-commerce' },
  { name: 'WooCommerce', category: 'E-commerce' },
  { name: 'Microsoft 365', category: 'Productivity' },
  { name: 'Google Workspace', category: 'Productivity' },
  { name: 'Stripe', category: 'Payments' },
  { name: 'GoCardless', category: 'Payments' },
  { name: 'Slack', category: 'Communication' },
  { name: 'Microsoft Teams', category: 'Communication' },
  { name: 'Mailchimp', category: 'Marketing' },
  { name: 'Twilio', category: 'Messaging' },
];

export const integrationsNote = 'Not listed? If a tool has an API, or even a CSV export, we can usually connect to it.';

export const deliveryIntro: SectionIntro = {
  id: 'delivery',
  heading: 'How we deliver',
  intro: 'A short, predictable process with a fixed price before any build work starts.',
};

export const deliverySteps: Step[] = [
  {
    title: 'Discovery call',
    description: 'A 30-minute conversation about what you use now, what it costs and what is getting in the way.',
    duration: '30 minutes',
    icon: 'Phone',
  },
  {
    title: 'Scope and fixed quote',
    description: 'We map the processes, sketch the key screens and agree a fixed price and delivery date.',
    duration: '{offer:discovery-sprint.timeline}',
    icon: 'FileSearch',
  },
  {
    title: 'Build with weekly demos',
    description: 'You see working software every week and tell us what to change while it is still quick to change.',
    duration: '{offer:launch-build.timeline}',
    icon: 'CodeXml',
  },
  {
    title: 'Launch and training',
    description: 'We move your data across, train your team and stay close through the first weeks of live use.',
    duration: 'Launch week',
    icon: 'Rocket',
  },
  {
    title: 'Care and improvement',
    description: 'Optional ongoing support, hosting and a monthly allowance of development time.',
    duration: 'Ongoing',
    icon: 'LifeBuoy',
  },
];

export const servicesClosing: ClosingSection = {
  heading: 'Ready to stop renting your software?',
  body: "Tell us which tools you pay for and what they don't do. We'll tell you straight whether a custom build makes sense.",
  primaryCta: { label: 'Discuss your requirements', booking: true },
  secondaryCta: { label: 'Request quote', href: '/contact' },
};
