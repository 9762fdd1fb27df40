import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// Testimonials and case studies as content (issue 13). A testimonial may be
// published as real only with a consent date; without one it can be shown
// only as 'illustrative' (the flag), and the site labels it so. Consent is a
// calendar date (YYYY-MM-DD text), not an instant. Photo and cover columns
// hold a media library id; the library lives in its own tables.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('highlight', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('consent_date', 'text')
    .addColumn('illustrative', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('photo_media_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('testimonials_status_order').on('testimonials').columns(['status', 'sort_order']).execute();

  await db.schema
    .createTable('case_studies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sector', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('problem', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('built', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('results', t.json, (c) => c.notNull())
    .addColumn('stack', t.json, (c) => c.notNull())
    .addColumn('quote', 'text')
    .addColumn('quote_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_media_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('published_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('case_studies_status').on('case_studies').columns(['status', 'published_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('case_studies').execute();
  await db.schema.dropTable('testimonials').execute();
}
