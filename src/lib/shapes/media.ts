/*
 * A library picture declared once. The `media` table's columns (server/db/schema.ts), the
 * repository's record, the summary the admin island receives, the details form's labels and the
 * update action's input derive from these two objects: what the upload stores, and the details
 * staff edit.
 */
import { z } from 'zod';
import { ALT_MAX, TITLE_MAX } from '../media/rules.ts';
import { withoutNul } from '../nul.ts';
import { MEDIA_ID_MAX } from '../admin/media.ts';
import type { RecordOf } from './fields.ts';

export const VARIANT_STATUSES = ['pending', 'ready', 'failed'] as const;

const percent = z.number().int().min(0).max(100);

/** What staff edit: the words people read for it and where it crops around. */
export const mediaDetailFields = z.object({
  alt: z
    .string()
    .trim()
    .max(ALT_MAX, `Keep the alt text under ${ALT_MAX} characters.`)
    .refine(withoutNul, 'Remove the NUL character.')
    .meta({ title: 'Alt text' }),
  decorative: z.boolean().meta({ title: 'Decorative' }),
  title: z
    .string()
    .trim()
    .max(TITLE_MAX, `Keep the title under ${TITLE_MAX} characters.`)
    .refine(withoutNul, 'Remove the NUL character.')
    .meta({ title: 'Title' }),
  focalX: percent.meta({ title: 'Focal point (across)' }),
  focalY: percent.meta({ title: 'Focal point (down)' }),
});
export type MediaDetails = RecordOf<typeof mediaDetailFields>;

/** As stored: the upload's file facts and the details. */
export const mediaRecordFields = mediaDetailFields.extend({
  sha256: z.string(),
  mime: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  originalFilename: z.string(),
  variantsStatus: z.enum(VARIANT_STATUSES),
  createdBy: z.string().nullable(),
});
export type MediaItem = RecordOf<typeof mediaRecordFields> & { id: string; createdAt: string };

/** A new upload: its file facts, named by its file; the details start empty. */
export type NewMedia = Omit<RecordOf<typeof mediaRecordFields>, keyof MediaDetails | 'variantsStatus'> & { title: string };

/** What the admin island is sent: not the hash or the uploader. */
export const mediaSummaryFields = mediaRecordFields.omit({ sha256: true, createdBy: true });
export type MediaSummary = RecordOf<typeof mediaSummaryFields> & {
  id: string;
  createdAt: string;
  /** A small preview: the 320 px WebP (or null while variants are being made). */
  thumbUrl: string | null;
  /** The URL to insert into a post body: the WebP variant at the fallback width, with its size (no layout shift). */
  insertUrl: string | null;
  insertWidth: number;
  insertHeight: number;
  /** The version of its details (src/lib/admin/versions.ts), where the answer carries it. */
  version?: number;
};

/** The update action's input: one picture's details (alt text or decorative, required for a placed picture). */
export const mediaUpdateSchema = mediaDetailFields
  .extend({ id: z.string().min(1).max(MEDIA_ID_MAX) })
  .refine((v) => v.decorative || v.alt.length > 0, {
    path: ['alt'],
    message: 'Describe the picture for people who cannot see it, or mark it as decorative.',
  });
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;
