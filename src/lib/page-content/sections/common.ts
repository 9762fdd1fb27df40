/*
 * Building blocks shared by several section schemas. Each is made only of the field helpers in
 * ../fields.ts, so the editor can generate a control for every part.
 */
import { z } from 'zod';
import { icon, list, optionalHref, optionalText, optionalTextarea, select, text, textarea, toggle } from '../fields.ts';

/** A button: a site link, or the external booking page when `booking` is on. */
export const cta = z
  .object({
    label: text('Button label', { max: 60 }),
    href: optionalHref('Button link', { hint: 'Leave empty when the button opens the booking page.' }),
    booking: toggle('Opens the booking page', { hint: 'The booking address is set under Settings.' }),
  })
  .refine((c) => c.booking || (c.href ?? '') !== '', {
    message: 'Give the button a link or turn on the booking page.',
    path: ['href'],
  })
  .meta({ title: 'Button' });
export type CtaData = z.infer<typeof cta>;

export const optionalCta = cta.optional();

/** The eyebrow, heading and intro above a section's content. */
export const introFields = {
  eyebrow: optionalText('Eyebrow', { max: 60, hint: 'The small line above the heading.' }),
  heading: text('Heading'),
  intro: optionalTextarea('Intro', { max: 600 }),
};

export const tone = select(['paper', 'cream', 'navy', 'navyDeep'] as const, 'Background', {
  hint: 'Alternate backgrounds so neighbouring sections stand apart.',
});

// 40: room for an offer token such as {offer:launch-build.timeline} (shown as '3-6 weeks').
export const stat = z.object({ value: text('Figure', { max: 40 }), label: text('Label', { max: 80 }) }).meta({ title: 'Figure' });
export const stats = (title = 'Figures', max = 6) => list(stat, title, { max });

/** Icon, title and a sentence or two: the card most grids use. */
export const feature = z
  .object({ icon: icon(), title: text('Title', { max: 80 }), description: textarea('Description', { max: 400 }) })
  .meta({ title: 'Card' });

export const bullets = (title: string, max = 12) => list(text('Item', { max: 200 }), title, { max });

export const faqItem = z
  .object({ question: text('Question', { max: 200 }), answer: textarea('Answer', { max: 1500 }) })
  .meta({ title: 'Question' });
