import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// Structured content (issue 13): pages as ordered section documents, offers
// (packages and services) stored once, and revisions shared by pages and posts.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('content_pages')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('published_doc', t.json, (c) => c.notNull())
    // Null when staff have no unpublished changes.
    .addColumn('draft_doc', t.json)
    .addColumn('published_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    // Staff id of the last writer; null for the seed.
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('price_note', 'text', (c) => c.notNull())
    .addColumn('timeline', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('bullets', t.json, (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('content_revisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'page' | 'post'; entity_key is the page slug or the post id.
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('data', t.json, (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('content_revisions_entity')
    .on('content_revisions')
    .columns(['entity_type', 'entity_key', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_revisions').execute();
  await db.schema.dropTable('offers').execute();
  await db.schema.dropTable('content_pages').execute();
}
