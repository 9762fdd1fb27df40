import * as home from '../../../../../copy/home.ts';
import { cta, features, hero, intro, section } from './build.ts';
import { CLIENT_LOGOS_SECTION } from './proof-sections.ts';

// Home card title → the offer whose figures it shows.
const CARD_OFFERS: Record<string, string> = {
  'Custom software builds': 'launch-build',
  'Lovable app development': 'lovable-app',
  'Replit agents and automation': 'replit-automation',
  'Base44 backend services': 'base44-backend',
  'SaaS migrations': 'saas-migration',
  'Care and support': 'care-plan',
};
const TEASER_OFFERS: Record<string, string> = { Lovable: 'lovable-app', Replit: 'replit-automation', Base44: 'base44-backend' };
const PACKAGE_OFFERS = ['discovery-sprint', 'launch-build', 'care-plan'];

export const HOME_PAGE = {
  slug: 'home',
  title: 'Home',
  doc: {
    sections: [
      section('hero', 'trackerHero', {
        ...hero(home.homeHero, home.heroStats),
        progressLabel: home.heroProgress.label,
        progressSteps: home.heroProgress.steps,
      }),
      section('services', 'offerCards', {
        ...intro(home.serviceCardsIntro),
        tone: 'paper',
        items: home.serviceCards.map((c) => ({
          offer: { offerId: CARD_OFFERS[c.title]! },
          icon: c.icon,
          title: c.title,
          description: c.description,
          features: [],
          ...(c.href ? { href: c.href } : {}),
        })),
      }),
      section('ai-agents', 'featurePanel', {
        ...intro(home.aiAgentsIntro),
        tone: 'navy',
        items: features(home.aiAgents),
        asideHeading: 'Built-in safeguards',
        asideItems: home.aiAgentGuardrails,
        cta: cta(home.aiAgentsCta),
      }),
      section('technology', 'linkCards', {
        ...intro(home.technologyIntro),
        tone: 'cream',
        items: home.technologyTeasers.map((p) => ({
          offer: { offerId: TEASER_OFFERS[p.name]! },
          icon: p.icon,
          name: p.name,
          summary: p.summary,
          href: p.href,
        })),
        cta: cta(home.technologyCta),
      }),
      section('what-we-build', 'cardGrid', {
        ...intro(home.whatWeBuildIntro),
        tone: 'paper',
        layout: 'compact',
        columns: '3',
        items: features(home.whatWeBuild),
      }),
      section('why-switch', 'numberedList', {
        ...intro(home.whySwitchIntro),
        tone: 'cream',
        items: features(home.whySwitchReasons),
      }),
      section('roi', 'stats', {
        eyebrow: 'Return on investment',
        heading: home.roiStatement.heading,
        statement: home.roiStatement.statement,
        stats: home.roiStatement.stats,
        footnote: home.roiStatement.footnote,
      }),
      section('calculator', 'calculator', {
        eyebrow: 'Savings calculator',
        heading: home.homeCalculator.heading,
        intro: home.homeCalculator.intro,
        tone: 'paper',
        // No note under it: the calculator's own 'Illustrative' line says the same (issue 26: a shorter home).
      }),
      section('packages', 'packageTable', {
        ...intro(home.homePackagesIntro),
        tone: 'cream',
        // Name, price, timeline and button; the points are on /packages (issue 26: a shorter home).
        layout: 'summary',
        items: home.homePackages.map((p, i) => ({
          offer: { offerId: PACKAGE_OFFERS[i]! },
          popular: p.popular,
          ...(p.cta ? { cta: cta(p.cta) } : {}),
        })),
      }),
      section('work', 'caseStudyList', { ...intro(home.homeWorkIntro), limit: '3' }),
      section('testimonials', 'testimonialSet', intro(home.testimonialsIntro)),
      // Empty until the owner adds clients who agreed to be named: renders nothing (issue 26).
      section('clients', 'logoStrip', CLIENT_LOGOS_SECTION),
    ],
  },
};
