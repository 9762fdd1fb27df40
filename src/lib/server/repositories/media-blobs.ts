// The bytes of the media library in the database: the default storage
// driver (src/lib/server/media/storage.ts) reads and writes through here.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { tagRender } from '../cache-tags/render-tags.ts';
import { tag } from '../cache-tags/tag-names.ts';

export interface VariantRow {
  mediaId: string;
  format: string;
  width: number;
  height: number;
  size: number;
}

const variantId = (mediaId: string, format: string, width: number) => `${mediaId}:${format}:${width}`;

export async function putOriginal(db: Kysely<Database>, mediaId: string, data: Uint8Array): Promise<void> {
  await db
    .insertInto('media_originals')
    .values({ media_id: mediaId, data })
    .onConflict((oc) => oc.column('media_id').doUpdateSet({ data }))
    .execute();
}

export async function getOriginal(db: Kysely<Database>, mediaId: string): Promise<Uint8Array | undefined> {
  const row = await db.selectFrom('media_originals').select('data').where('media_id', '=', mediaId).executeTakeFirst();
  return row ? new Uint8Array(row.data) : undefined;
}

export async function putVariant(db: Kysely<Database>, v: VariantRow, data: Uint8Array): Promise<void> {
  const id = variantId(v.mediaId, v.format, v.width);
  await db
    .insertInto('media_variants')
    .values({ id, media_id: v.mediaId, format: v.format, width: v.width, height: v.height, size: v.size, data })
    .onConflict((oc) => oc.column('id').doUpdateSet({ height: v.height, size: v.size, data }))
    .execute();
}

export async function getVariant(
  db: Kysely<Database>,
  mediaId: string,
  format: string,
  width: number,
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('media_variants')
    .select('data')
    .where('id', '=', variantId(mediaId, format, width))
    .executeTakeFirst();
  return row ? new Uint8Array(row.data) : undefined;
}

/** Each variant's format and size, without its bytes. */
export async function listVariants(db: Kysely<Database>, mediaIds: readonly string[]): Promise<VariantRow[]> {
  if (mediaIds.length === 0) return [];
  tagRender(...mediaIds.map(tag.media));
  const rows = await db
    .selectFrom('media_variants')
    .select(['media_id', 'format', 'width', 'height', 'size'])
    .where('media_id', 'in', [...mediaIds])
    .orderBy('width')
    .execute();
  return rows.map((r) => ({
    mediaId: r.media_id,
    format: r.format,
    width: Number(r.width),
    height: Number(r.height),
    size: Number(r.size),
  }));
}
