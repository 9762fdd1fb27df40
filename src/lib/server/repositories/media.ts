import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, MediaTable } from '../db/schema.ts';
import { bool, iso, newId, nowIso } from '../db/values.ts';
import { containsPattern, isUniqueViolation, likeEscape } from '../db/dialect.ts';

export interface MediaItem {
  id: string;
  sha256: string;
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
  createdBy: string | null;
  createdAt: string;
}

function toItem(r: Selectable<MediaTable>): MediaItem {
  return {
    id: r.id,
    sha256: r.sha256,
    mime: r.mime,
    width: Number(r.width),
    height: Number(r.height),
    bytes: Number(r.bytes),
    alt: r.alt,
    decorative: bool(r.decorative),
    focalX: Number(r.focal_x),
    focalY: Number(r.focal_y),
    originalFilename: r.original_filename,
    title: r.title,
    variantsStatus: r.variants_status as MediaItem['variantsStatus'],
    createdBy: r.created_by,
    createdAt: iso(r.created_at),
  };
}

export interface NewMedia {
  sha256: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  originalFilename: string;
  title: string;
  createdBy: string | null;
}

/** Inserts the row; when the same picture (by hash) is already in the library, returns that one instead. */
export async function insertMedia(db: Kysely<Database>, m: NewMedia): Promise<{ item: MediaItem; created: boolean }> {
  const id = newId();
  try {
    await db
      .insertInto('media')
      .values({
        id,
        sha256: m.sha256,
        mime: m.mime,
        width: m.width,
        height: m.height,
        bytes: m.bytes,
        original_filename: m.originalFilename,
        title: m.title,
        alt: '',
        decorative: false,
        focal_x: 50,
        focal_y: 50,
        variants_status: 'pending',
        created_by: m.createdBy,
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
  const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toItem(row) : undefined;
}

export async function getMediaMany(db: Kysely<Database>, ids: readonly string[]): Promise<MediaItem[]> {
  if (ids.length === 0) return [];
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

export interface MediaDetailsUpdate {
  alt: string;
  decorative: boolean;
  title: string;
  focalX: number;
  focalY: number;
}

export async function updateMediaDetails(db: Kysely<Database>, id: string, u: MediaDetailsUpdate): Promise<boolean> {
  const res = await db
    .updateTable('media')
    .set({ alt: u.alt, decorative: u.decorative, title: u.title, focal_x: u.focalX, focal_y: u.focalY })
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
