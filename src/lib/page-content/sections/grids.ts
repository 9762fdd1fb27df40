import { z } from 'zod';
import { icon, list, optionalImage, optionalText, select, text, textarea } from '../fields.ts';
import { defineSection } from './define.ts';
import { bullets, cta, feature, introFields, tone } from './common.ts';

/** A grid card may carry a picture above its title (a screenshot of the tool, say). */
const pictureCard = z
  .object({ ...feature.shape, image: optionalImage('Picture', { hint: 'Optional; shown above the title.' }) })
  .meta({ title: 'Card' });

export const cardGridSection = defineSection({
  type: 'cardGrid',
  label: 'Card grid',
  description: 'Cards of icon, title and text in a grid; pick the layout and how many columns fit a wide screen.',
  schema: z.object({
    ...introFields,
    tone,
    layout: select(['grid', 'row', 'numbered', 'compact'] as const, 'Layout', {
      hint: 'Grid: plain cards. Row: every card on one line on wide screens. Numbered: large numbers behind each card. Compact: short items in two columns even on a phone.',
    }),
    columns: select(['2', '3', '4'] as const, 'Columns on wide screens'),
    items: list(pictureCard, 'Cards', { min: 1, max: 12 }),
  }),
});

export const numberedListSection = defineSection({
  type: 'numberedList',
  label: 'Reasons list',
  description: 'A heading that stays in view on the left and a list of reasons, each with an icon, on the right.',
  schema: z.object({ ...introFields, tone, items: list(feature, 'Reasons', { min: 1, max: 10 }) }),
});

export const featurePanelSection = defineSection({
  type: 'featurePanel',
  label: 'Features with a side panel',
  description: 'A grid of features beside a highlighted panel of assurances and a button (dark background).',
  schema: z.object({
    ...introFields,
    tone,
    items: list(feature, 'Features', { min: 1, max: 8 }),
    asideHeading: text('Panel heading', { max: 80 }),
    asideItems: bullets('Panel points', 6),
    cta,
  }),
});

export const badgeCardsSection = defineSection({
  type: 'badgeCards',
  label: 'Cards with a badge',
  description: 'Cards that each carry a short badge, such as how a standard applies (dark background).',
  schema: z.object({
    ...introFields,
    tone,
    items: list(
      z.object({
        icon: icon(),
        name: text('Name', { max: 80 }),
        badge: text('Badge', { max: 40 }),
        description: textarea('Description', { max: 400 }),
      }),
      'Cards',
      { min: 1, max: 9 },
    ),
  }),
});

export const tagCardsSection = defineSection({
  type: 'tagCards',
  label: 'Cards with examples',
  description: 'Cards of icon, name and text with a row of short example tags at the foot.',
  schema: z.object({
    ...introFields,
    tone,
    items: list(
      z.object({
        icon: icon(),
        name: text('Name', { max: 80 }),
        description: textarea('Description', { max: 400 }),
        tags: bullets('Examples', 6),
      }),
      'Cards',
      { min: 1, max: 12 },
    ),
  }),
});

export const nameGridSection = defineSection({
  type: 'nameGrid',
  label: 'Name grid',
  description: 'A compact grid of names with a category under each (integrations, tools) and a note below.',
  schema: z.object({
    ...introFields,
    tone,
    items: list(z.object({ name: text('Name', { max: 60 }), category: text('Category', { max: 60 }) }), 'Names', {
      min: 1,
      max: 32,
    }),
    note: optionalText('Note under the grid', { max: 300 }),
  }),
});

export const stepsSection = defineSection({
  type: 'steps',
  label: 'Numbered steps',
  description: 'Steps in order, each with an icon, an optional duration and a sentence.',
  schema: z.object({
    ...introFields,
    tone,
    items: list(
      z.object({
        icon: icon(),
        title: text('Title', { max: 80 }),
        duration: optionalText('Duration', { max: 40 }),
        description: textarea('Description', { max: 400 }),
      }),
      'Steps',
      { min: 1, max: 8 },
    ),
  }),
});

export const mythRealitySection = defineSection({
  type: 'mythReality',
  label: 'Myth and reality',
  description: 'Common worries set out as the myth and the reality, one card each.',
  schema: z.object({
    ...introFields,
    tone,
    items: list(
      z.object({
        icon: icon(),
        topic: text('Topic', { max: 80 }),
        myth: textarea('Myth', { max: 400 }),
        reality: textarea('Reality', { max: 600 }),
      }),
      'Cards',
      { min: 1, max: 6 },
    ),
  }),
});

export const savingsExamplesSection = defineSection({
  type: 'savingsExamples',
  label: 'Savings examples',
  description: 'Client examples led by a large saving figure, with what was replaced and the payback time.',
  schema: z.object({
    ...introFields,
    tone,
    items: list(
      z.object({
        figure: text('Saving', { max: 24 }),
        period: text('Period', { max: 40 }),
        client: text('Client', { max: 120 }),
        summary: textarea('Summary', { max: 400 }),
        replaced: bullets('Replaced', 6),
        payback: text('Payback', { max: 60 }),
      }),
      'Examples',
      { min: 1, max: 6 },
    ),
  }),
});
