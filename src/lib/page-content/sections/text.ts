import { z } from 'zod';
import { anchor, list, optionalText, optionalTextarea, richText, text, textarea } from '../fields.ts';
import { defineSection } from './define.ts';
import { cta, faqItem, introFields, optionalCta, stats, tone } from './common.ts';

export const statsSection = defineSection({
  type: 'stats',
  label: 'Headline figures',
  description: 'A statement with up to four large figures and a footnote that keeps them honest (dark background).',
  schema: z.object({
    eyebrow: optionalText('Eyebrow', { max: 60 }),
    heading: text('Heading'),
    statement: textarea('Statement', { max: 600 }),
    stats: stats('Figures', 4),
    footnote: optionalText('Footnote', { max: 300 }),
  }),
});

export const ctaBandSection = defineSection({
  type: 'ctaBand',
  label: 'Call to action band',
  description: 'The closing band at the foot of a page: a heading, a sentence and one or two buttons.',
  schema: z.object({
    heading: text('Heading'),
    body: textarea('Text', { max: 400 }),
    primaryCta: cta,
    secondaryCta: optionalCta,
  }),
});

export const faqGroupSection = defineSection({
  type: 'faqGroup',
  label: 'Questions',
  description: 'A heading and questions that open one at a time.',
  schema: z.object({ ...introFields, tone, items: list(faqItem, 'Questions', { min: 1, max: 20 }) }),
});

export const faqCategoriesSection = defineSection({
  type: 'faqCategories',
  label: 'Questions by topic',
  description: 'Groups of questions with a topic index beside them; each topic is an in-page anchor.',
  schema: z.object({
    categories: list(
      z.object({
        id: anchor('Anchor', { hint: 'Used in the page address after #.' }),
        title: text('Topic', { max: 80 }),
        items: list(faqItem, 'Questions', { min: 1, max: 20 }),
      }),
      'Topics',
      { min: 1, max: 10 },
    ),
  }),
});

export const storySection = defineSection({
  type: 'story',
  label: 'Story',
  description: 'A heading on the left and paragraphs on the right; the first paragraph is set larger.',
  schema: z.object({
    eyebrow: optionalText('Eyebrow', { max: 60 }),
    heading: text('Heading'),
    tone,
    paragraphs: list(textarea('Paragraph', { max: 1200 }), 'Paragraphs', { min: 1, max: 10 }),
  }),
});

export const richTextSection = defineSection({
  type: 'richText',
  label: 'Rich text',
  description: 'Formatted text with headings, lists and links, cleaned by the same rules as blog posts.',
  schema: z.object({ ...introFields, tone, body: richText('Text') }),
});

export const testimonialSetSection = defineSection({
  type: 'testimonialSet',
  label: 'Testimonials',
  description: 'Client quotes and the kinds of business that trust us. Quotes without a consent date are labelled illustrative.',
  schema: z.object({ ...introFields }),
});

export const calculatorSection = defineSection({
  type: 'calculator',
  label: 'Savings calculator',
  description: 'The interactive savings calculator with its heading and the note under it.',
  schema: z.object({
    ...introFields,
    tone,
    // Optional: the calculator itself says its figures are illustrative; the home leaves this out.
    disclaimerLabel: optionalText('Note label', { max: 40 }),
    disclaimer: optionalTextarea('Note', {
      max: 500,
      hint: 'Left empty, no note. {buildCost} shows the calculator build cost set on the Prices page.',
    }),
  }),
});
