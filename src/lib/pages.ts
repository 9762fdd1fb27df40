// Every public page with its default SEO meta. `{business}` is replaced with the configured
// business name; offer figures are tokens (`{offer:launch-build.amount}`, see
// src/lib/page-content/offer-tokens.ts) filled when the page is rendered, so they follow the Prices
// page. Seeds `page_meta`; also the fallback when a row is missing or blank.
export interface PublicPage {
  path: string;
  name: string;
  title: string;
  description: string;
  /** Included in the sitemap (the thank-you page is not worth indexing). */
  indexable: boolean;
}

export const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/',
    name: 'Home',
    indexable: true,
    title: 'Custom Software, No Subscriptions | {business}',
    description:
      'Rochdale software agency building custom internal tools, apps and AI workflows for UK businesses. One-time cost, you own the code. From {offer:launch-build.amount}.',
  },
  {
    path: '/services',
    name: 'Services',
    indexable: true,
    title: 'Custom Builds, Automations & Integrations | {business}',
    description:
      'Custom builds from {offer:launch-build.amount}, automations and AI agents from {offer:automations-agents.amount}, integrations from {offer:integrations-data.amount} and care plans from {offer:care-plan.amount}/month. Launch in {offer:launch-build.timeline}.',
  },
  {
    path: '/packages',
    name: 'Packages',
    indexable: true,
    title: 'Packages and Pricing | {business}',
    description:
      'Discovery Sprint {offer:discovery-sprint.amount}, Launch Build from {offer:launch-build.amount} one-time, Care Plan from {offer:care-plan.amount}/month. Fixed quotes, you own the code and the data.',
  },
  {
    path: '/process',
    name: 'Process',
    indexable: true,
    title: 'How We Work: Define, Build, Run | {business}',
    description:
      'A three-stage delivery process with governance built in: authentication, roles, audit trails, approvals and privacy by design.',
  },
  {
    // In the sitemap only once a case study is published (buildSitemap).
    path: '/work',
    name: 'Our Work',
    indexable: true,
    title: 'Case Studies: Software We Have Built | {business}',
    description:
      'What we built for UK businesses, the problem it solved and the numbers since: hours saved, subscriptions cancelled, time to launch.',
  },
  {
    path: '/about',
    name: 'About',
    indexable: true,
    title: 'About Us | {business}',
    description:
      'A small Rochdale team building software that UK businesses own outright. We ship reliably, own outcomes and earn trust.',
  },
  {
    path: '/contact',
    name: 'Contact',
    indexable: true,
    title: 'Request a Quote | {business}',
    description:
      'Tell us what you want to build or which subscriptions you want to replace. We reply within 2-4 business hours with next steps.',
  },
  {
    path: '/faq',
    name: 'FAQ',
    indexable: true,
    title: 'Frequently Asked Questions | {business}',
    description:
      'Answers on what we build, data security, lock-in, technical details, timelines, pricing, support and training for custom software.',
  },
  {
    path: '/calculator',
    name: 'Cost Calculator',
    indexable: true,
    title: 'SaaS Cost Savings Calculator | {business}',
    description:
      'Add up what your subscriptions cost over five years and compare it with a one-time custom build. Free, instant and illustrative.',
  },
  {
    path: '/blog',
    name: 'Blog',
    indexable: true,
    title: 'Insights on Custom Software | {business}',
    description:
      'Practical articles for UK businesses on software costs, AI automation, security, cloud hosting and leaving SaaS behind.',
  },
  {
    path: '/tech-stack',
    name: 'Technology',
    indexable: true,
    title: 'Our Technology Stack: Lovable, Replit, Base44 | {business}',
    description:
      'How we use Lovable, Replit and Base44 to deliver production software 60-75% faster, and when each platform is the right fit.',
  },
  {
    path: '/lovable',
    name: 'Lovable',
    indexable: true,
    title: 'Lovable App Development | {business}',
    description:
      'Polished web apps and portals built with Lovable and finished by engineers: from {offer:lovable-mvps-and-prototypes.amount}, with your own code and hosting.',
  },
  {
    path: '/replit',
    name: 'Replit',
    indexable: true,
    title: 'Replit AI Agents and Automation | {business}',
    description:
      'Custom AI agents, automation scripts and web apps built on Replit, from {offer:replit-automation-scripts.amount}. Fixed quotes and UK-based support.',
  },
  {
    path: '/base44',
    name: 'Base44',
    indexable: true,
    title: 'Backend Services and APIs | {business}',
    description:
      'Database architecture, APIs, security and integrations for growing UK businesses, from {offer:base44-integration-services.amount}. Scalable, secure and documented.',
  },
  {
    path: '/privacy',
    name: 'Privacy Policy',
    indexable: true,
    title: 'Privacy Policy | {business}',
    description: 'What we collect through this website, why, how long we keep it and your rights under UK GDPR.',
  },
  {
    path: '/terms',
    name: 'Terms of Use',
    indexable: true,
    title: 'Terms of Use | {business}',
    description: 'The terms that apply when you use this website.',
  },
  {
    path: '/cookies',
    name: 'Cookie Policy',
    indexable: true,
    title: 'Cookie Policy | {business}',
    description: 'This site sets no tracking or advertising cookies. Here is the one strictly necessary cookie we use and why.',
  },
  {
    path: '/thank-you',
    name: 'Thank You',
    indexable: false,
    title: 'Thank You | {business}',
    description: 'Your enquiry has been received. We usually reply within 2-4 hours during business hours.',
  },
];

export function fillBusiness(text: string, business: string): string {
  return text.replaceAll('{business}', business);
}
