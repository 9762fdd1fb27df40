// Seed documents for /tech-stack, /lovable, /replit and /base44, built from today's copy.
import * as b44 from '../../../../../copy/base44.ts';
import { breakEven, liveProjects, stackSpeed, startTime } from '../../../../../copy/claims.ts';
import * as lov from '../../../../../copy/lovable.ts';
import * as rep from '../../../../../copy/replit.ts';
import * as ts from '../../../../../copy/tech-stack.ts';
import type { ClosingSection, Feature, Hero, SectionIntro, ServiceCard } from '../../../../../copy/types.ts';
import { closing, cta, features, hero, intro, section } from './build.ts';
import { platformOfferId } from './offers-platforms.ts';

const figure = (c: { value: string; label: string }) => ({ value: c.value, label: c.label });

// The platform cards' starting prices are the platform offers the home page quotes too.
const PLATFORM_OFFER: Record<string, string> = {
  '/lovable': 'lovable-app',
  '/replit': 'replit-automation',
  '/base44': 'base44-backend',
};

const cardGrid = (id: string, i: SectionIntro, tone: string, columns: string, items: Feature[]) =>
  section(id, 'cardGrid', { ...intro(i), tone, layout: 'grid', columns, items: features(items) });

function pricedCards(platform: string, i: SectionIntro, services: ServiceCard[], figures: { value: string; label: string }[]) {
  return section('services', 'pricedCards', {
    ...intro(i),
    tone: 'cream',
    items: services.map((s) => ({
      offer: { offerId: platformOfferId(platform, s) },
      icon: s.icon,
      title: s.title,
      description: s.description,
      features: s.features,
    })),
    figures,
  });
}

/** Lovable and Replit share one layout: hero, capabilities, priced services, call to action. */
function platformServicePage(
  slug: string,
  title: string,
  c: {
    hero: Hero;
    capsIntro: SectionIntro;
    caps: Feature[];
    servicesIntro: SectionIntro;
    services: ServiceCard[];
    cta: ClosingSection;
  },
) {
  return {
    slug,
    title,
    doc: {
      sections: [
        section('hero', 'hero', hero(c.hero)),
        cardGrid('capabilities', c.capsIntro, 'paper', '3', c.caps),
        pricedCards(slug, c.servicesIntro, c.services, [liveProjects, stackSpeed, startTime].map(figure)),
        section('closing', 'ctaBand', closing(c.cta)),
      ],
    },
  };
}

export const TECH_STACK_PAGE = {
  slug: 'tech-stack',
  title: 'Tech stack',
  doc: {
    sections: [
      section('hero', 'hero', hero(ts.techStackHero, [stackSpeed, liveProjects, startTime, breakEven])),
      section('platforms', 'platformCards', {
        ...intro(ts.platformsIntro),
        tone: 'cream',
        items: ts.platforms.map((p) => ({
          offer: { offerId: PLATFORM_OFFER[p.href]! },
          icon: p.icon,
          name: p.name,
          tagline: p.tagline,
          description: p.description,
          href: p.href,
          learnMoreLabel: p.learnMoreLabel,
          features: p.features,
          useCases: p.useCases,
        })),
        footerPrompt: 'Prefer a fixed-price package?',
        footerCta: cta(ts.viewPackagesCta),
      }),
      cardGrid('principles', ts.techStackPrinciplesIntro, 'paper', '3', ts.techStackPrinciples),
      section('closing', 'ctaBand', closing(ts.techStackClosing)),
    ],
  },
};

export const LOVABLE_PAGE = platformServicePage('lovable', 'Lovable', {
  hero: lov.lovableHero,
  capsIntro: lov.lovableCapabilitiesIntro,
  caps: lov.lovableCapabilities,
  servicesIntro: lov.lovableServicesIntro,
  services: lov.lovableServices,
  cta: lov.lovableCta,
});

export const REPLIT_PAGE = platformServicePage('replit', 'Replit', {
  hero: rep.replitHero,
  capsIntro: rep.replitCapabilitiesIntro,
  caps: rep.replitCapabilities,
  servicesIntro: rep.replitServicesIntro,
  services: rep.replitServices,
  cta: rep.replitCta,
});

export const BASE44_PAGE = {
  slug: 'base44',
  title: 'Base44',
  doc: {
    sections: [
      section('hero', 'hero', hero(b44.base44Hero)),
      cardGrid('benefits', b44.base44BenefitsIntro, 'paper', '4', b44.base44Benefits),
      section('architecture', 'layerStack', { ...intro(b44.architectureIntro), tone: 'navy', layers: b44.architectureLayers }),
      pricedCards('base44', b44.base44ServicesIntro, b44.base44Services, []),
      cardGrid('use-cases', b44.base44UseCasesIntro, 'paper', '4', b44.base44UseCases),
      section('technologies', 'techGrid', {
        ...intro(b44.base44TechnologiesIntro),
        tone: 'cream',
        items: b44.base44Technologies,
      }),
      section('infrastructure-examples', 'outcomeCards', {
        ...intro(b44.infrastructureExamplesIntro),
        tone: 'paper',
        items: b44.infrastructureExamples.map((e) => ({ ...e, stat: figure(e.stat) })),
      }),
      section('closing', 'ctaBand', closing(b44.base44Closing)),
    ],
  },
};

export const PLATFORM_PAGES = [TECH_STACK_PAGE, LOVABLE_PAGE, REPLIT_PAGE, BASE44_PAGE];
