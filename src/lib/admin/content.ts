// Inputs of the content and prices actions, shared by the admin islands and the handlers.
import { z } from 'zod';
import { pageDocument } from '../content/page-document.ts';
import { withoutNul } from '../nul.ts';
import { UK_LOCAL_INPUT } from '../uk-time.ts';
import { versionField, versionInput } from './versions.ts';

export const PAGE_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const slug = z.string().regex(PAGE_SLUG, 'Pick a page from the list.');

export const contentSlugInput = z.object({ slug });
/** Publish: the version the editor shows, so a newer draft someone else saved is not published unseen. */
export const contentPublishInput = z.object({ slug, version: versionField.optional() });
/** The envelope only: the service checks each section against its type's schema. */
export const contentDraftInput = z.object({ slug, doc: pageDocument, ...versionInput });
export const contentRevisionInput = z.object({ id: z.string().min(1).max(64) });
/** A UK date and time from a datetime-local field; the handler turns it into an instant. */
export const contentScheduleInput = z.object({
  slug,
  publishAt: z.string().regex(UK_LOCAL_INPUT, 'Enter a date and a time (UK time).'),
});
/** Shared preview links of a page (slug) or a post (id). */
export const previewTargetInput = z.object({ key: z.string().min(1).max(64) });
export const previewRevokeInput = z.object({ key: z.string().min(1).max(64), id: z.string().min(1).max(64) });

// Plain form posts send an empty field as null (Astro), so a required field names itself in
// the type error too, and the optional note is `.optional()` (empty → undefined → '').
const figure = (title: string, max: number, required = '') =>
  z
    .string(required ? { error: required } : undefined)
    .trim()
    .max(max, `${title}: at most ${max} characters.`)
    .refine(withoutNul, 'Remove the invisible control character.');

const PRICE_REQUIRED = 'Enter the price, e.g. From £8,000.';
const TIMELINE_REQUIRED = 'Enter the timeline, e.g. 3-6 weeks.';

export const OFFER_LIMITS = { price: 40, priceNote: 60, timeline: 40, bullet: 200, bullets: 10 } as const;

export const offerFiguresInput = z.object({
  id: z.string().min(1).max(64),
  price: figure('Price', OFFER_LIMITS.price, PRICE_REQUIRED).refine((v) => v.length > 0, PRICE_REQUIRED),
  priceNote: figure('Price note', OFFER_LIMITS.priceNote).optional(),
  timeline: figure('Timeline', OFFER_LIMITS.timeline, TIMELINE_REQUIRED).refine((v) => v.length > 0, TIMELINE_REQUIRED),
  // A JSON array from the editor, or one textarea line per point from the plain form.
  bullets: z
    .array(z.string())
    .transform((v) =>
      v
        .flatMap((s) => s.split(/\r?\n/))
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    )
    .pipe(z.array(figure('Point', OFFER_LIMITS.bullet)).max(OFFER_LIMITS.bullets, `At most ${OFFER_LIMITS.bullets} points.`)),
});
export type OfferFiguresInput = z.infer<typeof offerFiguresInput>;

const pounds = (title: string) =>
  z.coerce
    .number({ message: `${title}: enter a whole number of pounds.` })
    .int(`${title}: enter a whole number of pounds.`)
    .min(500, `${title}: at least £500.`)
    .max(1_000_000, `${title}: at most £1,000,000.`);

// An empty field (null from a plain form post) means "follow the Launch Build offer".
const costOrFollow = (title: string) => z.preprocess((v) => (v === '' || v === undefined ? null : v), pounds(title).nullable());

export const buildCostsInput = z.object({
  calculatorBuildCost: costOrFollow('Calculator build cost'),
  enquiryBuildCost: costOrFollow('Enquiry form build cost'),
});
