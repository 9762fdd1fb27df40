import { z } from 'zod';
import { list, optionalImage, optionalText, select, text, textarea } from '../fields.ts';
import { ILLUSTRATION_NAMES } from '../illustrations.ts';
import { defineSection } from './define.ts';
import { optionalCta, stats } from './common.ts';

const heroFields = {
  eyebrow: optionalText('Eyebrow', { max: 60 }),
  headline: text('Headline', { max: 120, hint: "The page's only top-level heading." }),
  subheading: textarea('Subheading', { max: 400 }),
  primaryCta: optionalCta,
  secondaryCta: optionalCta,
};

/** A drawing beside the headline on wide screens (hidden on phones, so the headline stays first). */
const illustration = select(ILLUSTRATION_NAMES, 'Drawing beside the headline', {
  hint: 'Shown on screens 1024 px and wider; leave empty for none.',
}).optional();

/** How the page opens (docs/design.md, "Hero kinds"); empty: the navy offer band. */
const kind = select(['offer', 'editorial', 'plain'], 'Hero style', {
  hint: 'Offer: navy band for what you sell. Editorial: light, for pages to read. Plain: compact, for utility pages.',
}).optional();

export const heroSection = defineSection({
  type: 'hero',
  label: 'Page hero',
  description: 'The dark band that opens a page: headline, subheading, up to two buttons and optional figures.',
  schema: z.object({
    ...heroFields,
    kind,
    illustration,
    stats: stats('Figures under the buttons', 4),
    image: optionalImage('Picture beside the headline', {
      hint: 'A real photograph of your work or team; it takes the place of the drawing and loads first.',
    }),
  }),
});

export const trackerHeroSection = defineSection({
  type: 'trackerHero',
  label: 'Hero with progress tracker',
  description: 'The home page opening: headline and buttons beside an animated project tracker with three figures.',
  schema: z.object({
    ...heroFields,
    progressLabel: text('Tracker label', { max: 60 }),
    progressSteps: list(text('Step', { max: 24 }), 'Tracker steps', { min: 2, max: 6 }),
    stats: stats('Figures in the tracker', 3),
  }),
});
