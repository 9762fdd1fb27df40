/*
 * Section types of the platform pages (/tech-stack, /lovable, /replit, /base44). They are named by
 * what they show, not by page, so any page may use them.
 */
import { z } from 'zod';
import { href, icon, list, optionalText, select, text, textarea } from '../fields.ts';
import { defineSection } from './define.ts';
import { callToAction, figure, sectionIntro } from './parts.ts';

export const heroSection = defineSection({
  type: 'hero',
  label: 'Page hero',
  description: "The dark banner that opens a page: the page's only main heading, buttons and optional figures.",
  schema: z.object({
    eyebrow: optionalText('Eyebrow', { max: 60 }),
    headline: text('Headline', { max: 120 }),
    subheading: textarea('Subheading', { max: 400 }),
    primaryCta: callToAction.optional(),
    secondaryCta: callToAction.optional(),
    stats: list(figure, 'Figures', { max: 4, hint: 'Shown in a row under the buttons.' }),
  }),
});

export const featureGridSection = defineSection({
  type: 'featureGrid',
  label: 'Feature cards',
  description: 'A heading, then cards of icon, title and a sentence; for benefits, capabilities or principles.',
  schema: z.object({
    ...sectionIntro,
    columns: select(['2', '3', '4'], 'Cards per row on wide screens'),
    items: list(
      z.object({ icon: icon(), title: text('Title', { max: 80 }), description: textarea('Description', { max: 400 }) }),
      'Cards',
      { min: 1, max: 12 },
    ),
  }),
});

export const pricedCardsSection = defineSection({
  type: 'pricedCards',
  label: 'Priced service cards',
  description: 'Fixed-price pieces of work, each with its price, timeline and what is included; optional figures below.',
  schema: z.object({
    ...sectionIntro,
    items: list(
      z.object({
        icon: icon(),
        title: text('Title', { max: 80 }),
        price: text('Price', { max: 40 }),
        timeline: text('Timeline', { max: 40 }),
        description: textarea('Description', { max: 400 }),
        features: list(text('Included', { max: 120 }), 'What is included', { min: 1, max: 8 }),
      }),
      'Services',
      { min: 1, max: 8 },
    ),
    figures: list(figure, 'Figures under the cards', { max: 4 }),
  }),
});

export const platformCardsSection = defineSection({
  type: 'platformCards',
  label: 'Platform cards',
  description: 'A large card per platform or product: pitch, starting price, features and use cases, with a link.',
  schema: z.object({
    ...sectionIntro,
    items: list(
      z.object({
        icon: icon(),
        name: text('Name', { max: 40 }),
        tagline: text('Tagline', { max: 80 }),
        description: textarea('Description', { max: 500 }),
        priceBadge: text('Price badge', { max: 40 }),
        href: href('Page link'),
        learnMoreLabel: text('Link label', { max: 40 }),
        features: list(text('Feature', { max: 120 }), 'Features', { min: 1, max: 8 }),
        useCases: list(text('Use case', { max: 120 }), 'Use cases', { min: 1, max: 8 }),
      }),
      'Platforms',
      { min: 1, max: 6 },
    ),
    footerPrompt: optionalText('Line under the cards', { max: 120 }),
    footerCta: callToAction.optional(),
  }),
});

export const layerStackSection = defineSection({
  type: 'layerStack',
  label: 'Layered diagram',
  description: 'Numbered layers from top to bottom, each with a description and its parts; for architectures.',
  schema: z.object({
    ...sectionIntro,
    layers: list(
      z.object({
        icon: icon(),
        name: text('Layer name', { max: 80 }),
        description: textarea('Description', { max: 400 }),
        components: list(text('Part', { max: 80 }), 'Parts', { min: 1, max: 8 }),
      }),
      'Layers',
      { min: 1, max: 8 },
    ),
  }),
});

export const techGridSection = defineSection({
  type: 'techGrid',
  label: 'Technology cards',
  description: 'Technologies with the role each plays and a sentence about why it is used.',
  schema: z.object({
    ...sectionIntro,
    items: list(
      z.object({
        icon: icon(),
        name: text('Technology', { max: 80 }),
        role: text('Role', { max: 60 }),
        description: textarea('Description', { max: 400 }),
      }),
      'Technologies',
      { min: 1, max: 12 },
    ),
  }),
});

export const outcomeCardsSection = defineSection({
  type: 'outcomeCards',
  label: 'Anonymised examples',
  description: 'Short case studies: a headline figure, the client, the challenge, what was built and the outcome.',
  schema: z.object({
    ...sectionIntro,
    items: list(
      z.object({
        stat: figure,
        title: text('Title', { max: 80 }),
        client: textarea('Client', { max: 200, hint: 'Anonymised: sector, size and region.' }),
        challenge: textarea('Challenge', { max: 400 }),
        built: list(text('Part', { max: 120 }), 'What we built', { min: 1, max: 8 }),
        outcome: textarea('Outcome', { max: 400 }),
      }),
      'Examples',
      { min: 1, max: 6 },
    ),
  }),
});

export const ctaBandSection = defineSection({
  type: 'ctaBand',
  label: 'Call to action band',
  description: 'The dark closing band: a heading, a sentence and one or two buttons.',
  schema: z.object({
    heading: text('Heading', { max: 120 }),
    body: textarea('Text', { max: 400 }),
    primaryCta: callToAction,
    secondaryCta: callToAction.optional(),
  }),
});

export const PLATFORM_SECTIONS = [
  heroSection,
  featureGridSection,
  pricedCardsSection,
  platformCardsSection,
  layerStackSection,
  techGridSection,
  outcomeCardsSection,
  ctaBandSection,
] as const;
