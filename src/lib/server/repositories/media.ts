import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, MediaTable } from '../db/schema.ts';
import { iso, newId, nowIso } from '../db/values.ts';
import { rowCodec } from '../db/row-shape.ts';
import { pickFields } from '../../shapes/fields.ts';
import { mediaDetailFields, mediaRecordFields, type MediaDetails, type MediaItem, type NewMedia } from '../../shapes/media.ts';
import { containsPattern, isUniqueViolation, likeEscape } from '../db/dialect.ts';
import { tagRender } from '../cache-tags/render-tags.ts';
import { tag } from '../cache-tags/tag-names.ts';

const media = rowCodec(mediaRecordFields);
const toItem = (r: Selectable<MediaTable>): MediaItem => ({ id: r.id, ...media.read(r), createdAt: iso(r.created_at) });

/** Inserts the row; when the same picture (by hash) is already in the library, returns that one instead. */
export async function insertMedia(db: Kysely<Database>, m: NewMedia): Promise<{ item: MediaItem; created: boolean }> {
  const id = newId();
  try {
    await db
      .insertInto('media')
      .values({
        id,
        ...media.write({ ...m, alt: '', decorative: false, focalX: 50, focalY: 50, variantsStatus: 'pending' }),
        created_at: nowIso(),
      })
      .execute();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const existing = await db.selectFrom('media').selectAll().where('sha256', '=', m.sha256).executeTakeFirstOrThrow();
    return { item: toItem(existing), created: false };
  }
  return { item: (await getMedia(db, id))!, created: true };
}

export async function getMedia(db: Kysely<Database>, id: string): Promise<MediaItem | undefined> {
  tagRender(tag.media(id));
  const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toItem(row) : undefined;
}

export async function getMediaMany(db: Kysely<Database>, ids: readonly string[]): Promise<MediaItem[]> {
  if (ids.length === 0) return [];
  tagRender(...ids.map(tag.media));
  const rows = await db
    .selectFrom('media')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toItem);
}

export const MEDIA_PAGE_SIZE = 48;

/** Newest first; `q` matches alt text, title or file name. */
export async function searchMedia(db: Kysely<Database>, q = '', limit = MEDIA_PAGE_SIZE): Promise<MediaItem[]> {
  let query = db.selectFrom('media').selectAll();
  const text = q.trim();
  if (text) {
    const pattern = likeEscape(containsPattern(text));
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(alt)`, 'like', pattern),
        eb(sql`lower(title)`, 'like', pattern),
        eb(sql`lower(original_filename)`, 'like', pattern),
      ]),
    );
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
  return rows.map(toItem);
}

export async function updateMediaDetails(db: Kysely<Database>, id: string, u: MediaDetails): Promise<boolean> {
  const res = await db
    .updateTable('media')
    .set(media.patch(pickFields(mediaDetailFields, u)))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function setVariantsStatus(db: Kysely<Database>, id: string, status: MediaItem['variantsStatus']): Promise<void> {
  await db.updateTable('media').set({ variants_status: status }).where('id', '=', id).execute();
}

/** Pictures whose variants were never made (the process stopped mid-job): the queue picks them up at start. */
export async function listPendingMediaIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('media').select('id').where('variants_status', '=', 'pending').orderBy('created_at').execute();
  return rows.map((r) => r.id);
}

/** Deletes the row; originals and variants go with it (ON DELETE CASCADE). */
export async function deleteMedia(db: Kysely<Database>, id: string): Promise<boolean> {
  const res = await db.deleteFrom('media').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The media row a /media/ URL names, by the first hex digits of its hash (hex only: checked by the caller). */
export async function findMediaIdBySha(db: Kysely<Database>, shaPrefix: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('media')
    .select('id')
    .where('sha256', '>=', shaPrefix)
    .where('sha256', '<', `${shaPrefix}g`)
    .executeTakeFirst();
  return row?.id;
}
