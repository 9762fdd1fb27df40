import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** What og:image and its companions say: an absolute URL and the image's size and alt text. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** Turns a staff-chosen media id into the image to share; null when it cannot be used. */
export type ShareOverrideResolver = (db: Kysely<Database>, mediaId: string, siteUrl: string) => Promise<ShareImage | null>;

/**
 * The media library resolves ids (`resolveImages` in src/lib/server/media,
 * issue 14's library branch). Until this branch and that one are merged no
 * id resolves here, so a stored id falls back to the generated card rather
 * than pointing og:image at an image that does not exist. After the merge
 * this returns the library picture's largest JPEG variant with its alt text.
 */
export const resolveShareOverride: ShareOverrideResolver = async () => null;
