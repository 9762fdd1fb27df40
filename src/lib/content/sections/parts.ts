/*
 * Building blocks several section schemas share: a call to action, a headline figure and the
 * heading block that opens a section. Built only from the field helpers, so the editor can
 * generate their controls.
 */
import { z } from 'zod';
import { href, optionalText, select, text, textarea, toggle } from '../fields.ts';

/** A button. `booking` opens the business's external booking page instead of `href`. */
export const callToAction = z
  .object({
    label: text('Button label', { max: 60 }),
    href: href('Link', { hint: 'Ignored when the button opens the booking page.' }).optional(),
    booking: toggle('Opens the booking page', { hint: 'Uses the booking link from Settings, in a new tab.' }).optional(),
  })
  .refine((cta) => cta.booking === true || cta.href !== undefined, {
    message: 'Give the button a link, or make it open the booking page.',
    path: ['href'],
  })
  .meta({ title: 'Button' });
export type CallToAction = z.infer<typeof callToAction>;

/** A headline figure such as '47+' over 'live projects'. */
export const figure = z
  .object({
    value: text('Figure', { max: 24, hint: 'Short: 47+, 60-75%, 1-2 weeks.' }),
    label: text('What it measures', { max: 80 }),
  })
  .meta({ title: 'Figure' });

export const SECTION_TONES = ['cream', 'paper', 'navy'] as const;

/** The centred heading that opens a content section, and the section's background. */
export const sectionIntro = {
  eyebrow: optionalText('Eyebrow', { max: 60, hint: 'Small line above the heading; leave empty for none.' }),
  heading: text('Heading', { max: 120 }),
  intro: textarea('Introduction', { max: 400 }),
  tone: select(SECTION_TONES, 'Background', { hint: 'Cream, white paper with rules, or dark navy.' }),
};
