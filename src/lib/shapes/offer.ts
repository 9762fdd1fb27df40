/*
 * An offer (a package or service) declared once. The `offers` table's columns
 * (server/db/schema.ts), the repository's record, the view sections render, a revision's payload,
 * the Prices form and its action's input all derive from `offerFields`.
 */
import { z } from 'zod';
import { withoutNul } from '../nul.ts';
import type { RecordOf } from './fields.ts';

export const OFFER_KINDS = ['package', 'service'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export const OFFER_LIMITS = { price: 40, priceNote: 60, timeline: 40, bullet: 200, bullets: 10 } as const;

// A plain form post sends an empty field as null (Astro), so a required figure names itself in the
// type error too.
const figure = (title: string, max: number, required = '') =>
  z
    .string(required ? { error: required } : undefined)
    .trim()
    .max(max, `${title}: at most ${max} characters.`)
    .refine(withoutNul, 'Remove the invisible control character.');
const requiredFigure = (title: string, max: number, message: string) =>
  figure(title, max, message).refine((v) => v.length > 0, message);

/** The figures staff edit and every page quotes; a list from the editor or one line per point from the form. */
const points = z
  .array(z.string())
  .transform((v) =>
    v
      .flatMap((s) => s.split(/\r?\n/))
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  )
  .pipe(z.array(figure('Point', OFFER_LIMITS.bullet)).max(OFFER_LIMITS.bullets, `At most ${OFFER_LIMITS.bullets} points.`));

export const offerFields = z.object({
  kind: z.enum(OFFER_KINDS).meta({ title: 'Kind' }),
  name: z.string().meta({ title: 'Name' }),
  subtitle: z.string().meta({ title: 'Subtitle' }),
  price: requiredFigure('Price', OFFER_LIMITS.price, 'Enter the price, e.g. From £8,000.').meta({ title: 'Price' }),
  priceNote: figure('Price note', OFFER_LIMITS.priceNote).meta({ title: 'Price note' }),
  timeline: requiredFigure('Timeline', OFFER_LIMITS.timeline, 'Enter the timeline, e.g. 3-6 weeks.').meta({ title: 'Timeline' }),
  description: z.string().meta({ title: 'Description' }),
  bullets: points.meta({ title: 'What is included' }),
  sortOrder: z.number().int().meta({ title: 'Order' }),
});

/** An offer as stored and as pages read it. */
export type Offer = RecordOf<typeof offerFields> & { id: string };

/** What a revision keeps: everything a visitor can read about the offer. */
export const offerRevisionFields = offerFields.omit({ kind: true, sortOrder: true });
export type OfferContent = RecordOf<typeof offerRevisionFields>;

/** The figures the Prices view edits. */
export const offerFigureFields = offerFields.pick({ price: true, priceNote: true, timeline: true, bullets: true });
export type OfferFigures = RecordOf<typeof offerFigureFields>;

/** The Prices form's input: the figures of one offer (an empty price note arrives as null). */
export const offerFiguresInput = offerFigureFields.extend({
  id: z.string().min(1).max(64),
  priceNote: z.preprocess((v) => v ?? '', offerFields.shape.priceNote),
});
