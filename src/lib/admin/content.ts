// Inputs of the content and prices actions, shared by the admin islands and the handlers.
import { z } from 'zod';
import { pageDocument } from '../page-content/page-document.ts';
import { UK_LOCAL_INPUT } from '../uk-time.ts';
import { versionField, versionInput } from './versions.ts';

export const PAGE_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const slug = z.string().regex(PAGE_SLUG, 'Pick a page from the list.');

export const contentSlugInput = z.object({ slug });
/** Publish: the version the editor shows, so a newer draft someone else saved is not published unseen. */
export const contentPublishInput = z.object({ slug, version: versionField.optional() });
/** The envelope only: the service checks each section against its type's schema. */
/** `base`: the document the editor loaded (its version's), so a stale save is merged field by field. */
export const contentDraftInput = z.object({ slug, doc: pageDocument, base: pageDocument.optional(), ...versionInput });
export const contentRevisionInput = z.object({ id: z.string().min(1).max(64) });
/** A UK date and time from a datetime-local field; the handler turns it into an instant. */
export const contentScheduleInput = z.object({
  slug,
  publishAt: z.string().regex(UK_LOCAL_INPUT, 'Enter a date and a time (UK time).'),
});
/** Shared preview links of a page (slug) or a post (id). */
export const previewTargetInput = z.object({ key: z.string().min(1).max(64) });
export const previewRevokeInput = z.object({ key: z.string().min(1).max(64), id: z.string().min(1).max(64) });

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
