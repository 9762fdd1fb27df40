import type { CalculatorCopy, ClosingSection, FaqItem, Hero, Package, SectionIntro } from './types.ts';
import { calculatorBuildNote, calculatorDisclaimer, calculatorDisclaimerLabel } from './calculator-page.ts';

export const packagesHero: Hero = {
  eyebrow: 'Packages',
  headline: 'Clear packages, fixed prices',
  subheading:
    'Scope it, build it, keep it running. Each stage has a clear price, so you know what you are committing to before any work starts.',
  primaryCta: { label: 'Book a call', booking: true },
  secondaryCta: { label: 'Request quote', href: '/contact' },
};

/** Packages page reading of the prices (spec section 9). */
export const packages: Package[] = [
  {
    name: 'Discovery Sprint',
    subtitle: 'Scope it properly',
    price: '£1,500',
    duration: '1 week',
    description:
      'A focused week to map your processes, audit the tools you want to replace and agree exactly what a build should do.',
    features: [
      'Workshops with the people who will use it',
      'Audit of your current tools and costs',
      'Clickable prototype of the key screens',
      'Written scope, fixed quote and delivery plan',
      'Yours to keep, whoever builds it',
    ],
    popular: false,
    cta: { label: 'Book a call', booking: true },
  },
  {
    name: 'Launch Build',
    subtitle: 'Design, build and launch',
    price: 'From £8,000 one-time',
    duration: '3-6 weeks',
    description:
      'Your software designed, built, tested and launched at a fixed price. No subscription afterwards: the code and data are yours.',
    features: [
      'Fixed price agreed before we start',
      'Weekly demos and progress updates',
      'Data moved across from your old tools',
      'Staff training and written guides',
      'Full ownership of the code and IP',
      '30 days of post-launch fixes included',
    ],
    popular: true,
    cta: { label: 'Request quote', href: '/contact' },
  },
  {
    name: 'Care Plan',
    subtitle: 'Keep it running and improving',
    price: 'From £295/month',
    duration: 'Rolling monthly',
    description:
      'Hosting, monitoring and security updates from the team that built your system, with development time for improvements.',
    features: [
      'Managed hosting in UK data centres',
      'Daily backups and uptime monitoring',
      'Security patches and updates',
      'Development hours each month',
      'Priority support in business hours',
    ],
    popular: false,
    cta: { label: 'Request quote', href: '/contact' },
  },
];

export const packagesCalculator: CalculatorCopy = {
  heading: 'Check the numbers first',
  intro: 'Add up your current subscriptions and see how a one-time build compares over five years.',
  buildNote: calculatorBuildNote,
  disclaimerLabel: calculatorDisclaimerLabel,
  disclaimer: calculatorDisclaimer,
};

export const packagesFaqIntro: SectionIntro = {
  id: 'packages-faq',
  heading: 'Questions about packages',
  intro: 'The things people usually ask before they commit.',
};

/** Accordion, in the spec's order: start time, code/IP ownership, project complexity, training, integrations. */
export const packagesFaq: FaqItem[] = [
  {
    question: 'How soon can you start?',
    answer:
      'Most projects start within 1-2 weeks of you saying yes. A Discovery Sprint can often begin sooner, and we confirm the start date in your proposal.',
  },
  {
    question: 'Who owns the code and intellectual property?',
    answer:
      'You do. When the final invoice is paid, the source code, designs, documentation and data all belong to your business, and we hand over full access to the repository and hosting.',
  },
  {
    question: 'What if my project is more complex than a standard build?',
    answer:
      'Launch Build starts from {offer:launch-build.amount} for a focused system. Larger projects are split into phases, each with its own fixed price, so you get something useful live early and decide on the next phase with real usage to guide you.',
  },
  {
    question: 'Do you train our staff?',
    answer:
      'Yes. Every Launch Build includes live training sessions for your team, short recorded walkthroughs and written guides, and we stay on hand during the first weeks of live use.',
  },
  {
    question: 'Can it connect to the software we already use?',
    answer:
      'Almost always. We regularly connect to Xero, QuickBooks, Sage, HubSpot, Shopify, Microsoft 365 and Google Workspace, and anything with an API or a reliable export can usually be linked.',
  },
];

export const packagesClosing: ClosingSection = {
  heading: 'Not sure which package fits?',
  body: 'Book a short call and we will recommend the smallest step that makes sense for your business.',
  primaryCta: { label: 'Book a call', booking: true },
  secondaryCta: { label: 'Request quote', href: '/contact' },
};
