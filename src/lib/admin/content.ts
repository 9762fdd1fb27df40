// Inputs of the content and prices actions, shared by the admin islands and the handlers.
import { z } from 'zod';
import { pageDocument } from '../content/page-document.ts';
import { withoutNul } from '../nul.ts';

export const PAGE_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const slug = z.string().regex(PAGE_SLUG, 'Pick a page from the list.');

export const contentSlugInput = z.object({ slug });
/** The envelope only: the service checks each section against its type's schema. */
export const contentDraftInput = z.object({ slug, doc: pageDocument });
export const contentRevisionInput = z.object({ id: z.string().min(1).max(64) });

const figure = (title: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${title}: at most ${max} characters.`)
    .refine(withoutNul, 'Remove the invisible control character.');

export const OFFER_LIMITS = { price: 40, priceNote: 60, timeline: 40, bullet: 200, bullets: 10 } as const;

export const offerFiguresInput = z.object({
  id: z.string().min(1).max(64),
  price: figure('Price', OFFER_LIMITS.price).refine((v) => v.length > 0, 'Enter the price, e.g. From £8,000.'),
  priceNote: figure('Price note', OFFER_LIMITS.priceNote),
  timeline: figure('Timeline', OFFER_LIMITS.timeline).refine((v) => v.length > 0, 'Enter the timeline, e.g. 3-6 weeks.'),
  bullets: z
    .array(figure('Point', OFFER_LIMITS.bullet).refine((v) => v.length > 0, 'Remove empty points.'))
    .max(OFFER_LIMITS.bullets, `At most ${OFFER_LIMITS.bullets} points.`),
});
export type OfferFiguresInput = z.infer<typeof offerFiguresInput>;

const pounds = (title: string) =>
  z.coerce
    .number({ message: `${title}: enter a whole number of pounds.` })
    .int(`${title}: enter a whole number of pounds.`)
    .min(500, `${title}: at least £500.`)
    .max(1_000_000, `${title}: at most £1,000,000.`);

export const buildCostsInput = z.object({
  calculatorBuildCost: pounds('Calculator build cost'),
  enquiryBuildCost: pounds('Enquiry form build cost'),
});
