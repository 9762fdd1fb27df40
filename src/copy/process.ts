import type { ClosingSection, GovernanceItem, Hero, ProcessPhase, SectionIntro } from './types.ts';

export const processHero: Hero = {
  eyebrow: 'Process',
  headline: 'Define, build, run',
  subheading:
    'Three stages, each with a clear price and a clear result. You always know what happens next, what it costs and what you get at the end.',
  primaryCta: { label: 'Book a call', booking: true },
  secondaryCta: { label: 'Request quote', href: '/contact' },
};

/** Uses the packages-page reading of the prices. */
export const processPhases: ProcessPhase[] = [
  {
    name: 'Define',
    tagline: 'Agree exactly what to build',
    description:
      'A Discovery Sprint with the people who do the work, so the build solves the real problem rather than the one in the brief.',
    whatHappens: [
      'Workshops with the people who will use the system',
      'Audit of current tools, costs and data',
      'Process maps of how work actually flows',
      'Clickable prototype tested with your team',
    ],
    deliverables: [
      'Written scope and success measures',
      'Clickable prototype of the key screens',
      'Fixed quote and delivery plan',
      'Data migration plan',
    ],
    duration: '1 week',
    price: '£1,500',
    icon: 'FileSearch',
  },
  {
    name: 'Build',
    tagline: 'Working software, every week',
    description:
      'A Launch Build in short cycles. You see progress in a weekly demo and can change direction while it is still cheap to do so.',
    whatHappens: [
      'Weekly demos on a private staging site',
      'Code reviewed by a second developer',
      'Data moved across and reconciled',
      'Security and accessibility checks before launch',
    ],
    deliverables: [
      'Live system on your own hosting account',
      'Full source code in your repository',
      'Staff training and written guides',
      'Technical documentation for future developers',
    ],
    duration: '3-6 weeks',
    price: 'From £8,000 one-time',
    icon: 'CodeXml',
  },
  {
    name: 'Run',
    tagline: 'Keep it healthy and improving',
    description:
      'An optional Care Plan that keeps the system secure, backed up and monitored, with development time to improve it as the business changes.',
    whatHappens: [
      'Uptime and error monitoring',
      'Security patches and dependency updates',
      'Daily backups with periodic restore tests',
      'Monthly check-in on what to improve next',
    ],
    deliverables: ['Monthly health report', 'Agreed improvements shipped each month', 'Priority fixes in business hours'],
    duration: 'Rolling monthly',
    price: 'From £295/month',
    icon: 'LifeBuoy',
  },
];

export const governanceIntro: SectionIntro = {
  id: 'governance',
  heading: 'Governance built in from day one',
  intro: 'The controls that keep your data safe and your team accountable are part of every build, not extras.',
};

/** Governance items, exactly as the spec names them. */
export const governanceItems: GovernanceItem[] = [
  {
    title: 'Auth',
    description: 'Secure sign-in with multi-factor authentication, or single sign-on through Microsoft 365 or Google Workspace.',
    icon: 'KeyRound',
  },
  {
    title: 'Roles',
    description: 'Each person gets only the access their job needs, and leavers are removed in one place.',
    icon: 'Users',
  },
  {
    title: 'Audit',
    description: 'A tamper-evident record of who changed what and when, searchable and exportable.',
    icon: 'ScrollText',
  },
  {
    title: 'Approvals',
    description: 'Sign-off steps for the actions that matter, such as refunds, price changes or anything an AI agent drafts.',
    icon: 'CircleCheck',
  },
  {
    title: 'Privacy',
    description:
      'UK GDPR by design: only the data you need, clear retention rules and subject access requests answered in minutes.',
    icon: 'ShieldCheck',
  },
];

export const processClosing: ClosingSection = {
  heading: 'Start with a conversation',
  body: "A 30-minute call is enough to tell whether a Discovery Sprint is worth it for you. If it isn't, we'll say so.",
  primaryCta: { label: 'Book a call', booking: true },
  secondaryCta: { label: 'View packages', href: '/packages' },
};
