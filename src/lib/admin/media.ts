// The media library contract: what the admin island may send, and the shape
// of a picture as the island shows it. Actions validate with these schemas.
import { z } from 'zod';
import { ALT_MAX, TITLE_MAX } from '../media/rules.ts';
import { withoutNul } from '../nul.ts';

export const MEDIA_ID_MAX = 64;
export const MEDIA_QUERY_MAX = 100;

export const mediaIdSchema = z.object({ id: z.string().min(1).max(MEDIA_ID_MAX) });

export const mediaSearchSchema = z.object({
  q: z.string().trim().max(MEDIA_QUERY_MAX).refine(withoutNul, 'Search text cannot contain a NUL character.').default(''),
});

export const mediaUploadSchema = z.object({
  file: z.instanceof(File, { message: 'Choose a picture to upload.' }).refine((f) => f.size > 0, 'Choose a picture to upload.'),
});

const percent = z.number().int().min(0).max(100);

export const mediaUpdateSchema = z
  .object({
    id: z.string().min(1).max(MEDIA_ID_MAX),
    alt: z
      .string()
      .trim()
      .max(ALT_MAX, `Keep the alt text under ${ALT_MAX} characters.`)
      .refine(withoutNul, 'Remove the NUL character.'),
    decorative: z.boolean(),
    title: z
      .string()
      .trim()
      .max(TITLE_MAX, `Keep the title under ${TITLE_MAX} characters.`)
      .refine(withoutNul, 'Remove the NUL character.'),
    focalX: percent,
    focalY: percent,
  })
  .refine((v) => v.decorative || v.alt.length > 0, {
    path: ['alt'],
    message: 'Describe the picture for people who cannot see it, or mark it as decorative.',
  });

export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;

/** A library picture as the admin shows it (JSON-safe). */
export interface MediaSummary {
  id: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  alt: string;
  decorative: boolean;
  focalX: number;
  focalY: number;
  originalFilename: string;
  title: string;
  variantsStatus: 'pending' | 'ready' | 'failed';
  createdAt: string;
  /** A small preview: the 320 px WebP (or null while variants are being made). */
  thumbUrl: string | null;
  /** The URL to insert into a post body: the WebP variant at the fallback width, with its size (no layout shift). */
  insertUrl: string | null;
  insertWidth: number;
  insertHeight: number;
  /** The version of its details (src/lib/admin/versions.ts), where the answer carries it. */
  version?: number;
}

export interface MediaUseSummary {
  kind: string;
  label: string;
  href: string;
}

/** Alt text present or explicitly decorative: the picture may be placed on a page. */
export function mediaUsable(m: Pick<MediaSummary, 'alt' | 'decorative'>): boolean {
  return m.decorative || m.alt.trim().length > 0;
}
