// Seed documents for /packages, /services and /process.
import * as pk from '../../../../../copy/packages.ts';
import * as sv from '../../../../../copy/services.ts';
import * as pr from '../../../../../copy/process.ts';
import { calculatorDisclaimerLabel } from '../../../../../copy/calculator-page.ts';
import { CALCULATOR_DISCLAIMER, closing, cta, features, hero, intro, section } from './build.ts';

const PACKAGE_OFFERS = ['discovery-sprint', 'launch-build', 'care-plan'];
const SERVICE_OFFERS = ['launch-build', 'automations-agents', 'integrations-data', 'care-plan'];

export const PACKAGES_PAGE = {
  slug: 'packages',
  title: 'Packages',
  doc: {
    sections: [
      section('hero', 'hero', hero(pk.packagesHero)),
      section('packages', 'packageTable', {
        eyebrow: 'Pricing',
        heading: 'Choose your package',
        tone: 'paper',
        items: pk.packages.map((p, i) => ({
          offer: { offerId: PACKAGE_OFFERS[i]! },
          popular: p.popular,
          ...(p.cta ? { cta: cta(p.cta) } : {}),
        })),
      }),
      section('calculator', 'calculator', {
        eyebrow: 'Savings calculator',
        heading: pk.packagesCalculator.heading,
        intro: pk.packagesCalculator.intro,
        tone: 'cream',
        disclaimerLabel: calculatorDisclaimerLabel,
        disclaimer: CALCULATOR_DISCLAIMER,
      }),
      section('packages-faq', 'faqGroup', { ...intro(pk.packagesFaqIntro, 'FAQ'), tone: 'paper', items: pk.packagesFaq }),
      section('packages-closing', 'ctaBand', closing(pk.packagesClosing)),
    ],
  },
};

export const SERVICES_PAGE = {
  slug: 'services',
  title: 'Services',
  doc: {
    sections: [
      section('hero', 'hero', hero(sv.servicesHero, sv.servicesStats)),
      section('services', 'serviceList', {
        ...intro(sv.servicesIntro, 'What we do'),
        tone: 'paper',
        quoteCta: cta(sv.serviceActions.quote),
        learnMoreLabel: sv.serviceActions.learnMoreLabel,
        items: sv.services.map((s, i) => ({
          offer: { offerId: SERVICE_OFFERS[i]! },
          icon: s.icon,
          title: s.title,
          description: s.description,
          features: s.features,
          technologies: s.technologies,
          ...(s.href ? { href: s.href } : {}),
        })),
      }),
      section('enterprise', 'cardGrid', {
        ...intro(sv.enterpriseIntro, 'Capabilities'),
        tone: 'cream',
        layout: 'grid',
        columns: '4',
        items: features(sv.enterpriseCapabilities),
      }),
      section('compliance', 'badgeCards', {
        ...intro(sv.complianceIntro, 'Compliance'),
        tone: 'navyDeep',
        items: sv.complianceStandards.map((c) => ({ icon: c.icon, name: c.name, badge: c.stance, description: c.description })),
      }),
      section('industries', 'tagCards', {
        ...intro(sv.industriesIntro, 'Industries'),
        tone: 'paper',
        items: sv.industries.map((d) => ({ icon: d.icon, name: d.name, description: d.description, tags: d.examples })),
      }),
      section('integrations', 'nameGrid', {
        ...intro(sv.integrationsIntro, 'Integrations'),
        tone: 'cream',
        items: sv.integrations.map((n) => ({ name: n.name, category: n.category })),
        note: sv.integrationsNote,
      }),
      section('delivery', 'steps', {
        ...intro(sv.deliveryIntro, 'Delivery'),
        tone: 'paper',
        items: sv.deliverySteps.map((s) => ({
          icon: s.icon ?? 'CircleCheck',
          title: s.title,
          ...(s.duration ? { duration: s.duration } : {}),
          description: s.description,
        })),
      }),
      section('services-closing', 'ctaBand', closing(sv.servicesClosing)),
    ],
  },
};

const PHASE_OFFERS = ['discovery-sprint', 'launch-build', 'care-plan'];

export const PROCESS_PAGE = {
  slug: 'process',
  title: 'Process',
  doc: {
    sections: [
      section('hero', 'hero', hero(pr.processHero)),
      section('phases', 'phases', {
        eyebrow: 'How it works',
        heading: 'Three stages, one clear path',
        tone: 'paper',
        items: pr.processPhases.map((p, i) => ({
          offer: { offerId: PHASE_OFFERS[i]! },
          icon: p.icon,
          name: p.name,
          tagline: p.tagline,
          description: p.description,
          whatHappens: p.whatHappens,
          deliverables: p.deliverables,
        })),
      }),
      section('governance', 'cardGrid', {
        ...intro(pr.governanceIntro, 'Governance'),
        tone: 'cream',
        layout: 'row',
        columns: '4',
        items: features(pr.governanceItems),
      }),
      section('process-closing', 'ctaBand', closing(pr.processClosing)),
    ],
  },
};
