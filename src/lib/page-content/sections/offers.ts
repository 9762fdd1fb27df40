import { z } from 'zod';
import {
  icon,
  list,
  offer,
  optionalHref,
  select,
  optionalImage,
  optionalText,
  optionalTextarea,
  text,
  textarea,
  toggle,
} from '../fields.ts';
import { defineSection } from './define.ts';
import { bullets, cta, introFields, optionalCta, tone } from './common.ts';

export const offerCardsSection = defineSection({
  type: 'offerCards',
  label: 'Service cards with prices',
  description: 'Cards that each show an offer’s price and timeline beside your own title, summary and three points.',
  schema: z.object({
    ...introFields,
    tone,
    items: list(
      z.object({
        offer: offer(),
        icon: icon(),
        title: text('Title', { max: 80 }),
        description: textarea('Description', { max: 400 }),
        features: bullets('Points', 5),
        href: optionalHref('Learn more link'),
        image: optionalImage('Picture', { hint: 'Optional; shown at the top of the card.' }),
      }),
      'Cards',
      { min: 1, max: 9 },
    ),
  }),
});

export const linkCardsSection = defineSection({
  type: 'linkCards',
  label: 'Platform comparison',
  description: 'The platforms compared in a table: each name links to its page, with what it is for and its starting price.',
  schema: z.object({
    ...introFields,
    tone,
    items: list(
      z.object({
        offer: offer(),
        icon: icon(),
        name: text('Name', { max: 60 }),
        summary: textarea('Summary', { max: 300 }),
        href: optionalHref('Link'),
      }),
      'Cards',
      { min: 1, max: 6 },
    ),
    cta: optionalCta,
  }),
});

export const packageTableSection = defineSection({
  type: 'packageTable',
  label: 'Package table',
  description: 'Package cards side by side: name, price, timeline and what is included, all from the offers.',
  schema: z.object({
    ...introFields,
    tone,
    items: list(
      z.object({ offer: offer('Package'), popular: toggle('Highlight as most popular'), cta: optionalCta }),
      'Packages',
      { min: 1, max: 4 },
    ),
    layout: select(['full', 'summary'] as const, 'Detail', {
      hint: 'Full: every point of each package. Summary: name, price, timeline and button, with a link to the packages page for the points.',
    }).optional(),
  }),
});

export const serviceListSection = defineSection({
  type: 'serviceList',
  label: 'Service details',
  description: 'One large card per service offer, with what is included, the technologies and two buttons.',
  schema: z.object({
    ...introFields,
    tone,
    quoteCta: cta,
    learnMoreLabel: text('Learn more label', { max: 40 }),
    items: list(
      z.object({
        offer: offer('Service'),
        icon: icon(),
        title: optionalText('Title shown here', { max: 80, hint: "Leave empty to show the offer's name." }),
        description: optionalTextarea('Description shown here', {
          max: 500,
          hint: "Leave empty to show the offer's description.",
        }),
        features: list(text('Point', { max: 200 }), "What's included here", {
          max: 8,
          hint: "Leave empty to show the offer's points.",
        }),
        technologies: bullets('Technologies', 10),
        href: optionalHref('Learn more link'),
      }),
      'Services',
      { min: 1, max: 8 },
    ),
  }),
});

export const phasesSection = defineSection({
  type: 'phases',
  label: 'Process stages',
  description: 'Numbered stages, each with its price and duration from an offer, what happens and what you get.',
  schema: z.object({
    ...introFields,
    tone,
    items: list(
      z.object({
        offer: offer('Priced as'),
        icon: icon(),
        name: text('Stage name', { max: 40 }),
        tagline: text('Tagline', { max: 120 }),
        description: textarea('Description', { max: 500 }),
        whatHappens: bullets('What happens', 8),
        deliverables: bullets('What you get', 8),
      }),
      'Stages',
      { min: 1, max: 6 },
    ),
  }),
});
