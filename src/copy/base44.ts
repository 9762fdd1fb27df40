import type {
  ArchitectureLayer,
  ClosingSection,
  Feature,
  Hero,
  InfrastructureExample,
  SectionIntro,
  ServiceCard,
  Technology,
  UseCase,
} from './types.ts';

export const base44Hero: Hero = {
  eyebrow: 'Base44 backend services',
  headline: 'Backends built to carry your business',
  subheading:
    'Databases, APIs and security designed for the load you have today and the growth you are planning, hosted in the UK and fully documented.',
  primaryCta: { label: 'Plan your backend', booking: true },
  secondaryCta: { label: 'View the architecture', href: '#architecture' },
};

export const base44BenefitsIntro: SectionIntro = {
  id: 'benefits',
  heading: "Foundations that don't hold you back",
  intro: 'What your apps sit on matters more than what they look like.',
};

export const base44Benefits: Feature[] = [
  {
    title: 'Scalable Databases',
    description: "Data models designed for growth, with indexing and query tuning so a busy year doesn't mean a slow system.",
    icon: 'Database',
  },
  {
    title: 'Enterprise Security',
    description: 'Encryption in transit and at rest, role-based access, audit logs and secrets kept out of the code.',
    icon: 'ShieldCheck',
  },
  {
    title: 'High Performance',
    description: 'Caching, background jobs and efficient APIs keep pages fast when the whole team is logged in.',
    icon: 'Gauge',
  },
  {
    title: 'Cloud Infrastructure',
    description: 'Hosted in UK cloud regions with automated deployments, backups and monitoring as standard.',
    icon: 'Cloud',
  },
];

export const base44ServicesIntro: SectionIntro = {
  id: 'services',
  heading: 'Backend services',
  intro: 'Fixed-price pieces of work that can be delivered alone or as part of a larger build.',
};

/** Base44 services, exactly as the spec prices them. */
export const base44Services: ServiceCard[] = [
  {
    title: 'Database Architecture',
    price: 'From £2,000',
    timeline: '2-4 weeks',
    description: 'A well-structured database designed around your data, or an existing one restructured and tuned.',
    features: [
      'Data model and relationships',
      'Migration from spreadsheets or legacy systems',
      'Indexing and performance tuning',
    ],
    icon: 'Database',
  },
  {
    title: 'API Development',
    price: 'From £1,800',
    timeline: '2-3 weeks',
    description: 'Secure, documented APIs so your apps, partners and customers can work with your data safely.',
    features: ['REST or GraphQL endpoints', 'Authentication and rate limiting', 'Interactive documentation'],
    icon: 'Braces',
  },
  {
    title: 'Security Implementation',
    price: 'From £1,500',
    timeline: '1-2 weeks',
    description: 'Authentication, permissions and logging added to a new or existing backend, checked against OWASP ASVS.',
    features: ['Multi-factor and single sign-on', 'Role-based permissions', 'Audit logging and alerting'],
    icon: 'Lock',
  },
  {
    title: 'Integration Services',
    price: 'From £1,200',
    timeline: '1-3 weeks',
    description: 'Connect your backend to accounting, CRM, e-commerce and payment systems so data flows without re-keying.',
    features: ['Xero, HubSpot, Shopify and more', 'Webhooks and scheduled syncs', 'Error handling and retry queues'],
    icon: 'Plug',
  },
];

export const base44UseCasesIntro: SectionIntro = {
  id: 'use-cases',
  heading: 'Where a proper backend pays off',
  intro: 'Signs your business has outgrown spreadsheets and stitched-together tools.',
};

export const base44UseCases: UseCase[] = [
  {
    title: 'Replacing spreadsheet databases',
    description:
      'The shared workbook everyone is afraid to sort, turned into a database with validation, history and permissions.',
    icon: 'Sheet',
  },
  {
    title: 'One source of truth',
    description: 'Website, staff app and customer portal all reading the same stock, prices and customer records.',
    icon: 'Boxes',
  },
  {
    title: 'Customer and partner APIs',
    description: 'Let trade customers check stock and place orders from their own systems instead of emailing.',
    icon: 'Network',
  },
  {
    title: 'Sensitive data handling',
    description: 'Health, financial or HR records stored with encryption, strict access rules and a full audit trail.',
    icon: 'ShieldCheck',
  },
];

export const base44TechnologiesIntro: SectionIntro = {
  id: 'technologies',
  heading: 'Proven technology underneath',
  intro: 'Mature, widely supported tools, so your backend is never a mystery to the next developer.',
};

export const base44Technologies: Technology[] = [
  {
    name: 'PostgreSQL',
    role: 'Relational database',
    description: 'A reliable, open-source database for structured business data, with strong integrity checks.',
    icon: 'Database',
  },
  {
    name: 'Redis',
    role: 'Cache',
    description: 'In-memory caching and job queues that keep busy pages quick and background work in order.',
    icon: 'Zap',
  },
  {
    name: 'Node.js',
    role: 'Server runtime',
    description: 'Fast, widely used JavaScript runtime for APIs and services, written in TypeScript.',
    icon: 'Server',
  },
  {
    name: 'GraphQL',
    role: 'API layer',
    description: 'Lets each app ask for exactly the data it needs in one request, with a typed schema.',
    icon: 'Braces',
  },
  {
    name: 'Docker',
    role: 'Containers',
    description: 'Each service packaged the same way in development and production, so deployments are predictable.',
    icon: 'Container',
  },
  {
    name: 'AWS London and Azure UK South',
    role: 'Cloud',
    description: 'UK cloud regions for hosting, storage and backups, keeping your data in the UK.',
    icon: 'Cloud',
  },
];

export const architectureIntro: SectionIntro = {
  id: 'architecture',
  heading: 'How a typical backend fits together',
  intro: 'Five layers, each with one job. Requests flow from top to bottom, and every layer is monitored.',
};

export const architectureLayers: ArchitectureLayer[] = [
  {
    name: 'Clients',
    description: "Everything that talks to your backend, from the office web app to a customer's purchasing system.",
    components: ['Web apps', 'Mobile apps', 'Partner and customer integrations'],
    icon: 'MonitorSmartphone',
  },
  {
    name: 'API gateway',
    description: 'A single front door that checks who is calling and what they are allowed to do before anything else runs.',
    components: ['TLS encryption', 'Authentication and tokens', 'Rate limiting'],
    icon: 'Network',
  },
  {
    name: 'Services',
    description: 'Your business rules, split into focused services that can be changed and scaled independently.',
    components: ['Node.js services', 'GraphQL and REST APIs', 'Background job workers'],
    icon: 'Server',
  },
  {
    name: 'Database and cache',
    description: 'PostgreSQL holds the records of truth; Redis keeps frequently used data and job queues close at hand.',
    components: ['PostgreSQL', 'Redis', 'Object storage for files'],
    icon: 'Database',
  },
  {
    name: 'Backups and monitoring',
    description: 'The safety net: backups you can restore to any point in time, and alerts before users notice a problem.',
    components: ['Point-in-time backups', 'Uptime and error monitoring', 'Centralised logs and alerts'],
    icon: 'Activity',
  },
];

export const infrastructureExamplesIntro: SectionIntro = {
  id: 'infrastructure-examples',
  heading: 'Infrastructure examples',
  intro: 'Three anonymised backends we have built for UK businesses.',
};

export const infrastructureExamples: InfrastructureExample[] = [
  {
    title: 'Multi-channel stock backend',
    client: 'An independent homeware retailer in Lancashire selling online, on marketplaces and in two shops',
    challenge: 'Stock counts drifted between channels, leading to oversold orders and hours of manual checking.',
    built: [
      'PostgreSQL stock ledger as the single source of truth',
      'Webhook listeners for Shopify and marketplace orders',
      'Redis queue processing orders strictly in sequence',
      'Nightly reconciliation report by email',
    ],
    outcome: 'Stock now matches across every channel moments after each sale, and the daily manual count has stopped.',
    stat: { value: 'Under 5s', label: 'to update stock everywhere' },
  },
  {
    title: 'Trade customer API',
    client: 'A specialist fastener manufacturer in Greater Manchester',
    challenge: 'Trade customers emailed for prices, stock and lead times, tying up the sales office.',
    built: [
      'GraphQL API for prices, stock and lead times',
      'Per-customer keys with rate limits',
      'Read replica so customer traffic never slows production systems',
      'Docker containers in the AWS London region',
    ],
    outcome: 'Major trade customers now check stock and order from their own purchasing systems.',
    stat: { value: '70%', label: 'fewer price and stock emails' },
  },
  {
    title: 'Secure clinical records backend',
    client: 'A physiotherapy group with five clinics in the North West',
    challenge: 'Patient information was split between spreadsheets and booking system exports, with no clear record of access.',
    built: [
      'Encrypted PostgreSQL database in Azure UK South',
      'Role-based access with a log of every record viewed',
      'Point-in-time backups with monthly restore tests',
      'Two-way link with the existing booking system',
    ],
    outcome: "One secure record per patient, with a full audit trail the group's data protection lead can review at any time.",
    stat: { value: '5', label: 'clinics on one secure database' },
  },
];

export const base44Closing: ClosingSection = {
  heading: "Let's plan your backend",
  body: "Talk us through your data, your users and where the business is heading. We'll outline an architecture and a fixed price.",
  primaryCta: { label: 'Discuss your requirements', booking: true },
  secondaryCta: { label: 'View infrastructure examples', href: '#infrastructure-examples' },
};
