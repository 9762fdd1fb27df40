import type { ClosingSection, Feature, Hero, SectionIntro, ServiceCard } from './types.ts';

export const replitHero: Hero = {
  eyebrow: 'Replit development',
  headline: 'AI agents and automations that work',
  subheading:
    'We use Replit to build and deploy agents, scripts and web apps quickly, taking the repetitive work off your team without taking control away from them.',
  primaryCta: { label: 'Book a call', booking: true },
  secondaryCta: { label: 'See services', href: '#services' },
};

export const replitCapabilitiesIntro: SectionIntro = {
  id: 'capabilities',
  heading: 'What Replit lets us do',
  intro: 'Quick to build, quick to change and straightforward to run.',
};

export const replitCapabilities: Feature[] = [
  {
    title: 'AI agents with guardrails',
    description: 'Agents that read, sort and draft, with a person approving anything that leaves the business.',
    icon: 'Bot',
  },
  {
    title: 'Scheduled automations',
    description: 'Jobs that run overnight or on the hour: reconciling data, sending reports and chasing overdue tasks.',
    icon: 'Timer',
  },
  {
    title: 'Python and Node.js',
    description: 'The two most common languages for automation and AI work, so your scripts are easy to maintain.',
    icon: 'Terminal',
  },
  {
    title: 'Fast deployment',
    description: 'From tested code to a live service in minutes, with secrets and credentials stored securely.',
    icon: 'Zap',
  },
  {
    title: 'Connects to anything with an API',
    description: 'Email, accounts, CRM, e-commerce and file storage linked without copy-and-paste.',
    icon: 'Webhook',
  },
  {
    title: 'Logged and monitored',
    description: 'Every run is logged and failures raise an alert, so nothing stops silently.',
    icon: 'Activity',
  },
];

export const replitServicesIntro: SectionIntro = {
  id: 'services',
  heading: 'Replit services',
  intro: 'Fixed prices, clear timescales and the code handed over when we finish.',
};

/** Replit services, exactly as the spec prices them. */
export const replitServices: ServiceCard[] = [
  {
    title: 'Custom AI Agents',
    price: 'From £2,500',
    timeline: '2-4 weeks',
    description: 'Agents that triage email, extract data from documents or draft replies, trained on your own examples.',
    features: ['Human approval step built in', 'Tested on your real documents', 'Full log of every action'],
    icon: 'Bot',
  },
  {
    title: 'Automation Scripts',
    price: 'From £1,200',
    timeline: '1-2 weeks',
    description: 'Scripts that move data between systems, generate reports or tidy records on a schedule.',
    features: ['Runs on a schedule or a trigger', 'Failure alerts by email or Teams', 'Plain-English run notes'],
    icon: 'Workflow',
  },
  {
    title: 'Web Applications',
    price: 'From £3,500',
    timeline: '3-6 weeks',
    description: 'Focused web apps for a single job done well, such as a booking tool, stock checker or approvals queue.',
    features: ['Secure sign-in and roles', 'Connected to your existing tools', 'Responsive on every device'],
    icon: 'Globe',
  },
  {
    title: 'AI Model Integration',
    price: 'From £4,000',
    timeline: '4-8 weeks',
    description: 'Add AI features such as document search, classification or summaries to the systems you already run.',
    features: [
      'Model choice matched to cost and accuracy',
      'Your data kept out of model training',
      'Accuracy tested before go-live',
    ],
    icon: 'BrainCircuit',
  },
];

export const replitCta: ClosingSection = {
  heading: 'What would you automate first?',
  body: "Bring us the task your team dreads most each week. We'll show you what an agent or script could do with it.",
  primaryCta: { label: 'Book a call', booking: true },
  secondaryCta: { label: 'Book an automation consultation', booking: true },
};
