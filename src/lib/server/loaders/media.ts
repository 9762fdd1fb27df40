// The media library page, and the image resolver every page loader uses.
import { getRuntime } from '../runtime.ts';
import { searchMedia } from '../repositories/media.ts';
import { toMediaSummary } from '../media/summary.ts';
import { resolveImages as resolveWith } from '../media/resolve.ts';
import type { ResolvedImage } from '../../content/render-context.ts';

export async function loadMediaAdmin() {
  return (await searchMedia(getRuntime().database.db)).map(toMediaSummary);
}

/** Library pictures by id, ready for <ResponsiveImage>; ids without a usable picture are left out. */
export function resolveImages(ids: readonly (string | null | undefined)[]): Promise<Record<string, ResolvedImage>> {
  return resolveWith(getRuntime().database.db, ids);
}
