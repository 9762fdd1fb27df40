import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { resolveImages } from '../media/resolve.ts';
import { getMedia } from '../repositories/media.ts';
import { OG_HEIGHT, OG_WIDTH } from './card.ts';
import { shareCropKey } from './crop.ts';

/** Where a library picture's 1200×630 share crop is served (src/pages/og/[kind]/[source]/[file].ts). */
export const shareCropPath = (mediaId: string, key: string) => `/og/media/${encodeURIComponent(mediaId)}/${key}.jpg`;

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
 * A library picture as the share image: a JPEG (every network that reads og:image takes JPEG; not
 * all take AVIF or WebP) cut to exactly 1200×630 around the picture's focal point (og/crop.ts).
 * A picture without ready variants or alt text does not resolve, so the generated card is used.
 */
export const resolveShareOverride: ShareOverrideResolver = async (db, mediaId, siteUrl) => {
  const image = (await resolveImages(db, [mediaId]))[mediaId];
  const item = image && (await getMedia(db, mediaId));
  if (!image || !item) return null;
  return {
    url: new URL(shareCropPath(item.id, shareCropKey(item)), siteUrl).href,
    width: OG_WIDTH,
    height: OG_HEIGHT,
    alt: image.alt || 'Picture from the article',
  };
};
