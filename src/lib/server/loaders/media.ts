// The media library page, and the image resolver every page loader uses.
import { getRuntime } from '../foundation/runtime.ts';
import { searchMedia } from '../repositories/media.ts';
import { toMediaSummary } from '../media/summary.ts';
import { withVersions } from '../repositories/record-versions.ts';
import { resolveImages as resolveWith } from '../media/resolve.ts';
import type { ResolvedImage } from '../../page-content/render-context.ts';
import { findMediaIdBySha } from '../repositories/media.ts';
import { mediaStorage } from '../media/storage.ts';
import { FORMAT_MIME, parseVariantPath } from '../../media/urls.ts';

export async function loadMediaAdmin() {
  const db = getRuntime().database.db;
  // With the version of each picture's details, for the details form to send back.
  return withVersions(db, 'media', (await searchMedia(db)).map(toMediaSummary), (m) => m.id);
}

/** Library pictures by id, ready for <ResponsiveImage>; ids without a usable picture are left out. */
export function resolveImages(ids: readonly (string | null | undefined)[]): Promise<Record<string, ResolvedImage>> {
  return resolveWith(getRuntime().database.db, ids);
}

/**
 * One variant's bytes by its /media/ path. Production answers these in the
 * HTTP edge (http/media-route.ts) before Astro; this serves `astro dev`.
 */
export async function loadMediaVariant(pathname: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const address = parseVariantPath(pathname);
  if (!address) return null;
  const db = getRuntime().database.db;
  const mediaId = await findMediaIdBySha(db, address.shaPrefix);
  const bytes = mediaId ? await mediaStorage(db).getVariant(mediaId, address.format, address.width) : undefined;
  return bytes ? { bytes, contentType: FORMAT_MIME[address.format] } : null;
}
