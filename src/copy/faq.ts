import type { ClosingSection, FaqCategory, Hero, MythReality, SectionIntro } from './types.ts';

export const faqHero: Hero = {
  eyebrow: 'FAQ',
  headline: 'Straight answers to common questions',
  subheading:
    "What we build, how we keep your data safe, what it costs and what happens after launch. If your question isn't here, ask us on a call.",
  primaryCta: { label: 'Book a call', booking: true },
};

/** Six categories in the spec's order. Prices use the packages-page reading. */
export const faqCategories: FaqCategory[] = [
  {
    id: 'what-we-build',
    title: 'What We Build & How',
    items: [
      {
        question: 'What kind of software do you build?',
        answer:
          'Internal tools, customer portals, quoting and job management systems, booking systems, mobile apps, websites and AI workflows. Most replace one or more subscriptions, or the spreadsheets that fill the gaps between them.',
      },
      {
        question: 'Do you use AI to write the code?',
        answer:
          'We use AI-assisted platforms such as Lovable, Replit and Base44 for the groundwork, which is why we deliver faster. Every change is reviewed and tested by an experienced developer before it reaches you.',
      },
      {
        question: 'How involved do we need to be?',
        answer:
          'Expect a few hours in the first week for workshops, then about an hour a week for the demo and feedback. The people who will use the system day to day should be part of those sessions.',
      },
      {
        question: 'Can you rebuild just one part of a tool we use?',
        answer:
          'Yes, and it is often the best place to start. We can replace the module you pay most for, or use least well, and connect it to the tools you keep.',
      },
      {
        question: 'Do you work with businesses outside Rochdale?',
        answer:
          'Yes. We are based in Rochdale and work with businesses across the UK. Most work happens over video calls, and we are happy to visit for workshops in the North West.',
      },
    ],
  },
  {
    id: 'data-security',
    title: 'Data & Security',
    items: [
      {
        question: 'Where is our data stored?',
        answer:
          "By default in UK data centres, on a hosting account in your business's name. If a service you need only runs elsewhere, we tell you before we use it and make sure appropriate safeguards are in place.",
      },
      {
        question: 'How do you handle UK GDPR?',
        answer:
          'We build privacy in from the start: collecting only what you need, setting retention rules and making subject access requests quick to answer. Where we process personal data for you, we sign a data processing agreement.',
      },
      {
        question: 'How do you keep the system secure?',
        answer:
          'We build to the OWASP Application Security Verification Standard, with multi-factor sign-in, role-based access, encrypted connections and an audit trail. Care Plan clients also get regular security updates and monitoring.',
      },
      {
        question: 'What happens to our data if something goes wrong?',
        answer:
          'Systems are backed up daily and we test that backups restore. If there is a security incident, we tell you promptly and help you decide whether it needs reporting to the ICO.',
      },
    ],
  },
  {
    id: 'lock-in-scaling',
    title: 'Lock-in & Scaling',
    items: [
      {
        question: 'Are we locked in to you?',
        answer:
          'No. You own the code and the data, the hosting account is in your name and everything is documented. Another developer can pick it up at any time.',
      },
      {
        question: 'Are we locked in to Lovable, Replit or Base44?',
        answer:
          "Where a platform lets us export standard code, the code lives in your own repository and runs without it. Where it doesn't, we build the critical parts on a standard stack such as PostgreSQL and Node.js, and we explain the trade-off before you choose.",
      },
      {
        question: 'What happens when we grow?',
        answer:
          'There are no per-seat fees, so adding staff costs nothing in licences. The databases and hosting we use scale comfortably from ten users to thousands, and hosting costs rise only modestly with heavy use.',
      },
      {
        question: 'Can we add features later?',
        answer:
          "Yes. Care Plan clients have development hours each month, and larger additions can be quoted as a new fixed-price phase. Because the system was built for you, changes are usually quicker than waiting for a SaaS vendor's roadmap.",
      },
    ],
  },
  {
    id: 'technical-details',
    title: 'Technical Details',
    items: [
      {
        question: 'What technology do you use?',
        answer:
          'Mostly TypeScript, React, Node.js and PostgreSQL, with Python for data and AI work. We use Lovable, Replit and Base44 to speed up development, and host on AWS or Microsoft Azure UK regions.',
      },
      {
        question: 'Will it work on phones and tablets?',
        answer:
          'Yes. Everything we build is responsive, and we can build installable apps for staff who work on site or on the road. Where signal is patchy, apps can store work and sync later.',
      },
      {
        question: 'Is the software accessible?',
        answer:
          'We build to WCAG 2.2 AA, so it works with keyboards and screen readers and meets contrast guidelines. We test before launch and fix anything we find.',
      },
      {
        question: 'Can you integrate with our accounting software?',
        answer:
          'Yes. We regularly connect to Xero, QuickBooks and Sage, so invoices, payments and contacts stay in step without double entry.',
      },
      {
        question: 'How do AI features avoid mistakes?',
        answer:
          'AI features draft and suggest; a person approves anything that leaves the business. Every AI action is logged, and we test agents against your real examples before they go live.',
      },
    ],
  },
  {
    id: 'timeline-pricing',
    title: 'Timeline & Pricing',
    items: [
      {
        question: 'How much does a project cost?',
        answer:
          'A Discovery Sprint is {offer:discovery-sprint.amount} for one week. A Launch Build starts from {offer:launch-build.amount} as a one-time cost, and the Care Plan starts from {offer:care-plan.amount} a month if you want ongoing support.',
      },
      {
        question: 'How long does it take?',
        answer:
          'Most projects start within 1-2 weeks. The Discovery Sprint takes one week and a typical Launch Build takes {offer:launch-build.timeline} after that, with larger systems delivered in phases.',
      },
      {
        question: 'Is the price fixed?',
        answer:
          'Yes. After the Discovery Sprint you receive a fixed quote for an agreed scope. If you want to add something mid-build, we price the change before doing it, so there are no surprises.',
      },
      {
        question: 'Are there ongoing costs?',
        answer:
          'Hosting is usually a modest monthly amount paid directly to the provider. The Care Plan from {offer:care-plan.amount} a month is optional, and there are no licence or per-seat fees.',
      },
      {
        question: 'When does it pay for itself?',
        answer:
          'Clients typically break even in 4-6 months from the subscriptions they cancel, and save 50-80% over three years. Our calculator gives you a quick estimate for your own tools.',
      },
    ],
  },
  {
    id: 'support-training',
    title: 'Support & Training',
    items: [
      {
        question: 'Do you train our team?',
        answer:
          'Yes. Every Launch Build includes live training sessions, short recorded walkthroughs and written guides. We also train one or two people as internal champions who can help colleagues.',
      },
      {
        question: 'What support do we get after launch?',
        answer:
          'Every build includes a settling-in period after launch to fix any issues. After that, the Care Plan covers hosting, monitoring, updates and development time each month.',
      },
      {
        question: 'How quickly do you respond to problems?',
        answer:
          'Enquiries usually get a reply within 2-4 hours in business hours, 9 AM - 6 PM GMT. Care Plan clients get priority for fixes, and our monitoring runs around the clock.',
      },
      {
        question: 'What if we want to bring support in-house?',
        answer:
          "That's fine. We provide technical documentation and a handover session for your developer or IT partner, and they get full access to the code and hosting.",
      },
    ],
  },
];

export const mythsIntro: SectionIntro = {
  id: 'myths',
  heading: 'Myths and realities',
  intro: 'Three worries we hear most often, answered honestly.',
};

export const mythRealities: MythReality[] = [
  {
    topic: 'Toy apps',
    myth: 'Apps built with AI platforms are toys that fall over in real use.',
    reality:
      'The platforms speed up the groundwork; experienced developers design the data, review the code and test it. Our 47+ live systems run day-to-day operations for UK businesses.',
    icon: 'Boxes',
  },
  {
    topic: 'Platform lock-in',
    myth: 'Build on a platform and you are stuck with it forever.',
    reality:
      'Code goes into your own repository wherever the platform allows it, and critical parts are built on standard open technology. You own the code, the data and the hosting account.',
    icon: 'Unplug',
  },
  {
    topic: 'AI mistakes',
    myth: 'AI will send the wrong thing to a customer and nobody will notice.',
    reality:
      'Our agents draft and suggest; a person approves anything that leaves the business. Every action is logged, so you can see exactly what happened and why.',
    icon: 'ShieldCheck',
  },
];

export const faqClosing: ClosingSection = {
  heading: 'Still have questions?',
  body: 'A 30-minute discovery call is the quickest way to get answers for your own situation. No obligation and no hard sell.',
  primaryCta: { label: 'Book a discovery call', booking: true },
  secondaryCta: { label: 'Request quote', href: '/contact' },
};
