// Checks an action makes before placing a library picture on a page: it must
// exist and have alt text, or be marked decorative.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getMedia } from '../repositories/media.ts';
import { isUsable } from './library.ts';
import { fieldError } from '../foundation/field-error.ts';

export async function checkCoverImage(
  db: Kysely<Database>,
  mediaId: string | null | undefined,
  field = 'coverMediaId',
): Promise<void> {
  if (!mediaId) return;
  const item = await getMedia(db, mediaId);
  if (!item) throw fieldError(field, 'That picture is no longer in the media library: choose another.');
  if (!isUsable(item))
    throw fieldError(field, 'Add alt text to that picture (or mark it decorative) in the media library before using it.');
}
