/*
 * Section types of the legal pages and the error pages. A legal document is structured (numbered
 * headings, then paragraphs) rather than free HTML: the table of contents and the anchors come
 * from the headings, and {email}, {phone} and web addresses in a paragraph become links.
 */
import { z } from 'zod';
import { href, list, optionalText, text, textarea } from '../fields.ts';
import { defineSection } from './define.ts';
import { isCalendarDay } from '../../uk-time.ts';
import { cta, optionalCta } from './common.ts';

/** The in-page anchor of a legal section, from its heading ('Who we are' → 'who-we-are'). */
export function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const legalDocumentSection = defineSection({
  type: 'legalDocument',
  label: 'Legal document',
  description: 'A policy or terms page: title, last-updated date, contents, then numbered sections of paragraphs.',
  schema: z
    .object({
      title: text('Title', { max: 80 }),
      updated: text('Last updated', { max: 10, hint: 'As YYYY-MM-DD, e.g. 2026-11-22.' }).refine(
        (v) => isCalendarDay(v),
        'Use a date such as 2026-11-22.',
      ),
      sections: list(
        z.object({
          heading: text('Heading', { max: 120 }),
          paragraphs: list(
            textarea('Paragraph', {
              max: 1200,
              hint: '{business}, {email}, {phone} and {address} are filled in; {email}, {phone} and https:// addresses become links.',
            }),
            'Paragraphs',
            { min: 1, max: 12 },
          ),
        }),
        'Sections',
        { min: 1, max: 30 },
      ),
    })
    // The contents link to each section by its heading, so two alike would share one anchor.
    .superRefine((doc, ctx) => {
      const seen = new Set<string>();
      doc.sections.forEach((section, i) => {
        const anchor = headingAnchor(section.heading);
        if (seen.has(anchor)) {
          ctx.addIssue({
            code: 'custom',
            path: ['sections', i, 'heading'],
            message: 'Another section already has this heading.',
          });
        }
        seen.add(anchor);
      });
    }),
});

export const errorPanelSection = defineSection({
  type: 'errorPanel',
  label: 'Error message',
  description: 'The centred panel of an error page: the status code, what happened and where to go next.',
  schema: z.object({
    code: text('Status code', { max: 3 }).refine((v) => /^[1-5]\d\d$/.test(v), 'Use a three-digit status code.'),
    heading: text('Heading', { max: 120 }),
    body: textarea('Explanation', { max: 400 }),
    emailPrompt: optionalText('Line before the email address', {
      max: 80,
      hint: 'Shown with the contact email when it is known; leave empty for none.',
    }),
    primaryCta: cta,
    secondaryCta: optionalCta,
    suggestionsLabel: optionalText('Label above the suggested pages', { max: 80 }),
    suggestions: list(z.object({ label: text('Label', { max: 40 }), href: href('Link') }), 'Suggested pages', { max: 8 }),
  }),
});
