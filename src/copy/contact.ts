import type { Cta, FormField, Hero, InfoCard, SelectOption } from './types.ts';

export const contactHero: Hero = {
  eyebrow: 'Contact',
  headline: "Let's build your app.",
  subheading:
    'Tell us what you want to build or which subscriptions you want to replace. The more you share, the more useful our first reply will be.',
};

export const contactForm = {
  heading: 'Get Started',
  intro:
    'A few details about your business and project. Fields marked * are required, and we will only use your details to reply to this enquiry.',
  fields: {
    name: { label: 'Your name *', placeholder: 'Jane Smith' },
    email: { label: 'Work email *', placeholder: 'jane@example.com' },
    company: { label: 'Company *', placeholder: 'Your company name' },
    phone: { label: 'Phone', placeholder: '07700 900123', help: 'Optional, if you would prefer a call back.' },
    projectType: { label: 'Project type *' },
    budget: { label: 'Budget' },
    timeline: { label: 'Timeline' },
    project: {
      label: 'About your project *',
      placeholder: 'What do you want to build or replace, who will use it, and what is not working today?',
    },
    saasTools: {
      label: 'SaaS tools you would like to replace',
      help: 'Tick any you pay for today, then add monthly costs to see your projected spend.',
    },
    customSaas: { label: 'Other tools', placeholder: 'e.g. Xero add-ons, Calendly, Deputy' },
    attachment: {
      label: 'Attachment',
      help: 'Optional: a brief, spreadsheet export or screenshot. PDF, Word, text, PNG or JPG.',
    },
  } satisfies Record<string, FormField>,
  projectTypes: [
    { value: 'saas-product', label: 'SaaS product' },
    { value: 'internal-tool', label: 'Internal tool' },
    { value: 'app', label: 'App' },
    { value: 'website', label: 'Website' },
    { value: 'migration', label: 'Migration off SaaS' },
  ] as SelectOption[],
  budgets: [
    { value: 'under-5k', label: 'Under £5,000' },
    { value: '5k-15k', label: '£5,000 - £15,000' },
    { value: '15k-50k', label: '£15,000 - £50,000' },
    { value: '50k-plus', label: '£50,000+' },
    { value: 'not-sure', label: 'Not sure yet' },
  ] as SelectOption[],
  timelines: [
    { value: 'asap', label: 'As soon as possible' },
    { value: '1-month', label: 'Within 1 month' },
    { value: '3-months', label: 'Within 3 months' },
    { value: '6-months', label: 'Within 6 months' },
    { value: 'exploring', label: 'Just exploring' },
  ] as SelectOption[],
  consent: 'I agree to {business} using these details to respond to my enquiry, as described in the Privacy Policy. *',
  privacyLink: { label: 'Privacy Policy', href: '/privacy' } as Cta,
  submitLabel: 'Send message',
  submittingLabel: 'Sending…',
};

export const contactSideCard = {
  heading: 'Talk to us directly',
  intro: 'Prefer to speak to someone? Call, email or book a time that suits you.',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  addressLabel: 'Office',
  booking: {
    label: 'Schedule a discovery call',
    description: 'Pick a 30-minute slot for a no-obligation chat about your project.',
    cta: { label: 'Schedule a discovery call', booking: true } as Cta,
  },
};

export const quickResponseCard: InfoCard = {
  heading: 'Quick Response',
  body: 'We usually reply within 2-4 hours during business hours, 9 AM - 6 PM GMT.',
  icon: 'Clock',
};
