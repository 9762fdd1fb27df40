/*
 * Section types first used by the platform pages (/tech-stack, /lovable, /replit, /base44). Named
 * by what they show, not by page, so any page may use them. Prices and timelines come from offer
 * records (fields.ts `offer()`), so a figure changed on the Prices view changes here too.
 */
import { z } from 'zod';
import { href, icon, list, offer, optionalText, text, textarea } from '../fields.ts';
import { defineSection } from './define.ts';
import { bullets, introFields, optionalCta, stats, tone } from './common.ts';

export const pricedCardsSection = defineSection({
  type: 'pricedCards',
  label: 'Priced service cards',
  description: 'Fixed-price pieces of work, two to a row: price and timeline from an offer, your title, text and points.',
  schema: z.object({
    ...introFields,
    tone,
    items: list(
      z.object({
        offer: offer('Priced as'),
        icon: icon(),
        title: text('Title', { max: 80 }),
        description: textarea('Description', { max: 400 }),
        features: bullets('What is included', 8),
      }),
      'Services',
      { min: 1, max: 8 },
    ),
    figures: stats('Figures under the cards', 4),
  }),
});

export const platformCardsSection = defineSection({
  type: 'platformCards',
  label: 'Platform cards (large)',
  description: 'A large card per platform: pitch, starting price from an offer, features and use cases, with a link.',
  schema: z.object({
    ...introFields,
    tone,
    items: list(
      z.object({
        offer: offer('Starting price from'),
        icon: icon(),
        name: text('Name', { max: 40 }),
        tagline: text('Tagline', { max: 80 }),
        description: textarea('Description', { max: 500 }),
        href: href('Page link'),
        learnMoreLabel: text('Link label', { max: 40 }),
        features: bullets('Features', 8),
        useCases: bullets('Use cases', 8),
      }),
      'Platforms',
      { min: 1, max: 6 },
    ),
    footerPrompt: optionalText('Line under the cards', { max: 120 }),
    footerCta: optionalCta,
  }),
});

export const layerStackSection = defineSection({
  type: 'layerStack',
  label: 'Layered diagram',
  description: 'Numbered layers from top to bottom, each with a description and its parts; for architectures.',
  schema: z.object({
    ...introFields,
    tone,
    layers: list(
      z.object({
        icon: icon(),
        name: text('Layer name', { max: 80 }),
        description: textarea('Description', { max: 400 }),
        components: bullets('Parts', 8),
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
    ...introFields,
    tone,
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
    ...introFields,
    tone,
    items: list(
      z.object({
        stat: z.object({ value: text('Figure', { max: 24 }), label: text('Label', { max: 80 }) }).meta({ title: 'Figure' }),
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
