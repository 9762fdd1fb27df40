import type { CalculatorCopy, ClosingSection, Feature, Hero, SavingsExample, SectionIntro } from './types.ts';

export const calculatorHero: Hero = {
  eyebrow: 'Cut Costs',
  headline: 'What are subscriptions really costing you?',
  subheading:
    'Most businesses underestimate their software bill. List your tools, add what each costs a month, and compare five years of fees with owning your own system.',
  primaryCta: { label: 'Start calculating', href: '#calculator' },
};

/** Shared copy for the embedded calculator widget (home, packages and calculator pages). */
export const calculatorBuildNote = 'Custom builds start from {offer:launch-build.amount}, payable in monthly instalments.';
export const calculatorDisclaimerLabel = 'Illustrative';
export const calculatorDisclaimer =
  'Figures are estimates based on what you enter and a typical build cost of {buildCost}. Your actual price comes in a fixed quote after we have talked through your needs.';

export const calculatorWidget: CalculatorCopy = {
  heading: 'SaaS savings calculator',
  intro: 'List each subscription and its monthly cost. Include every seat, add-on and integration fee.',
  buildNote: calculatorBuildNote,
  disclaimerLabel: calculatorDisclaimerLabel,
  disclaimer: calculatorDisclaimer,
};

export const calculatorBenefits: Feature[] = [
  {
    title: 'See your true five-year spend',
    description:
      'Monthly fees look small on their own. Added up over five years, they are often the biggest software cost a business has.',
    icon: 'ChartLine',
  },
  {
    title: 'Compare with a one-time build',
    description:
      'Set your subscriptions against the cost of software you own outright, with no per-seat fees and no annual uplift.',
    icon: 'Scale',
  },
  {
    title: 'Two minutes, no sign-up',
    description: 'Nothing you type is stored or sent to us. Use the result to start a conversation, or just to know.',
    icon: 'Clock',
  },
];

export const whyTeamsSwitchIntro: SectionIntro = {
  id: 'why-switch',
  heading: 'Why teams switch',
  intro: 'The tipping point is rarely one big bill. It is a slow build-up of fees, workarounds and compromises.',
};

export const whyTeamsSwitch: Feature[] = [
  {
    title: 'Per-seat pricing punishes growth',
    description:
      'Every new starter adds a licence to every tool. Software you own has no per-user fees, so hiring does not put up your software bill.',
    icon: 'Users',
  },
  {
    title: 'Paying for features nobody uses',
    description:
      'Bundled plans charge for modules you switched off years ago. A custom build includes what your team needs and nothing else.',
    icon: 'Layers',
  },
  {
    title: 'Your data, on your terms',
    description:
      'No export limits, no API surcharges and no notice period to get your records back. The database belongs to you.',
    icon: 'Lock',
  },
];

export const savingsExamplesIntro: SectionIntro = {
  id: 'client-savings',
  heading: 'What clients have saved',
  intro: 'Three anonymised examples from recent projects, showing subscription spend removed each year.',
};

export const savingsExamples: SavingsExample[] = [
  {
    clientType: 'A 32-person accountancy practice in Bury',
    replaced: ['Per-seat practice management suite', 'Separate CRM', 'E-signature add-on'],
    annualSaving: 18000,
    figure: '£18,000',
    period: 'per year',
    summary: 'One internal system now tracks clients, deadlines and engagement letters, and posts billing straight to Xero.',
    payback: 'Paid back in 5 months',
  },
  {
    clientType: 'A family-run haulage firm in West Yorkshire',
    replaced: ['Fleet job-tracking platform', 'Customer tracking portal', 'Driver app subscription'],
    annualSaving: 24000,
    figure: '£24,000',
    period: 'per year',
    summary:
      'Drivers record collections and proof of delivery on a phone app, and customers check job status in their own portal.',
    payback: 'Paid back in 4 months',
  },
  {
    clientType: 'A three-site dental group in Greater Manchester',
    replaced: ['Online patient forms tool', 'Recall reminder service', 'Staff rota app'],
    annualSaving: 12000,
    figure: '£12,000',
    period: 'per year',
    summary: 'Patient forms, recall reminders and rotas now run from one system the practice manager controls.',
    payback: 'Paid back in 6 months',
  },
];

export const calculatorClosing: ClosingSection = {
  heading: 'Turn your numbers into a fixed quote',
  body: 'Send us your list of tools and we will tell you honestly whether a build makes sense, what it would cost and when it would pay for itself.',
  primaryCta: { label: 'Get your fixed quote', href: '/contact' },
  secondaryCta: { label: 'Book a discovery call', booking: true },
};
