import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { resolveImages } from '../media/resolve.ts';
import { FALLBACK_WIDTH } from '../../media/rules.ts';

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
 * A library picture as the share image: its JPEG fallback (every network that reads og:image
 * takes JPEG; not all take AVIF or WebP), at the size that variant really has. A picture without
 * ready variants or alt text does not resolve, so the generated card is used instead.
 */
export const resolveShareOverride: ShareOverrideResolver = async (db, mediaId, siteUrl) => {
  const image = (await resolveImages(db, [mediaId]))[mediaId];
  if (!image) return null;
  const width = Math.min(image.width, FALLBACK_WIDTH);
  const height = Math.round((image.height * width) / image.width);
  return { url: new URL(image.src, siteUrl).href, width, height, alt: image.alt || 'Picture from the article' };
};
