// The media library contract: what the admin island may send. A picture's fields, its summary
// and the update's input are declared in src/lib/shapes/media.ts.
import { z } from 'zod';
import type { MediaSummary } from '../shapes/media.ts';
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

export type { MediaSummary, MediaUpdate } from '../shapes/media.ts';

export interface MediaUseSummary {
  kind: string;
  label: string;
  href: string;
}

/** Alt text present or explicitly decorative: the picture may be placed on a page. */
export function mediaUsable(m: Pick<MediaSummary, 'alt' | 'decorative'>): boolean {
  return m.decorative || m.alt.trim().length > 0;
}
