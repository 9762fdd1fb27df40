// RSS <enclosure> data for post covers: the JPEG fallback (every reader
// shows JPEG), with its byte length as RSS requires.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getMediaMany } from '../repositories/media.ts';
import { listVariants } from '../repositories/media-blobs.ts';
import { variantUrl } from '../../media/urls.ts';
import { isUsable } from './library.ts';

export interface Enclosure {
  /** Site-relative: /media/…jpg. */
  path: string;
  length: number;
  type: string;
}

export async function coverEnclosures(db: Kysely<Database>, ids: readonly (string | null)[]): Promise<Record<string, Enclosure>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const items = (await getMediaMany(db, wanted)).filter((m) => m.variantsStatus === 'ready' && isUsable(m));
  const jpegs = (
    await listVariants(
      db,
      items.map((m) => m.id),
    )
  ).filter((v) => v.format === 'jpeg');
  const out: Record<string, Enclosure> = {};
  for (const item of items) {
    const v = jpegs.find((j) => j.mediaId === item.id);
    if (v) out[item.id] = { path: variantUrl(item.sha256, v.width, 'jpeg'), length: v.size, type: 'image/jpeg' };
  }
  return out;
}
