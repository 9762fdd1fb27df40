import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// Share images (issue 14). `og_images` caches the generated 1200×630 Open
// Graph PNGs by content key (a hash of what is drawn), in the database so
// every instance shares one copy and db:copy and backups carry them. `source`
// ('page:/about', 'post:<id>') lets a new title's image replace the old one.
// page_meta and blog_posts gain an optional staff-chosen share image (a media
// library id) that wins over the generated one.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('og_images')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('data', t.blob, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('og_images_source').on('og_images').column('source').execute();
  await db.schema.alterTable('page_meta').addColumn('share_image_id', 'text').execute();
  await db.schema.alterTable('blog_posts').addColumn('share_image_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blog_posts').dropColumn('share_image_id').execute();
  await db.schema.alterTable('page_meta').dropColumn('share_image_id').execute();
  await db.schema.dropTable('og_images').execute();
}
