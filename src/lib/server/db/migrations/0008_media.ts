import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// The media library (issue 14). `media` describes each uploaded picture; its
// re-encoded original (EXIF stripped) lives in `media_originals` and the
// responsive variants in `media_variants`, both as BLOB/bytea so a backup or
// `db:copy` carries the pictures with the rows that use them. A filesystem
// driver may keep the bytes elsewhere (docs/media.md); the rows stay here.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sha256', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decorative', t.bool, (c) => c.notNull().defaultTo(false))
    // Percentages 0–100 of the width and height: CSS object-position.
    .addColumn('focal_x', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('focal_y', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('original_filename', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    // 'pending' until the variant job has run; 'ready' or 'failed' after.
    .addColumn('variants_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_by', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_created_at').on('media').column('created_at').execute();
  await db.schema
    .createTable('media_originals')
    .addColumn('media_id', 'text', (c) => c.primaryKey().references('media.id').onDelete('cascade'))
    .addColumn('data', t.blob, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('media_variants')
    // '<media id>:<format>:<width>': one column to page by in db:copy.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('media_id', 'text', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', t.blob, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_variants_media').on('media_variants').column('media_id').execute();
  await db.schema.alterTable('blog_posts').addColumn('cover_media_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blog_posts').dropColumn('cover_media_id').execute();
  await db.schema.dropTable('media_variants').execute();
  await db.schema.dropTable('media_originals').execute();
  await db.schema.dropTable('media').execute();
}
