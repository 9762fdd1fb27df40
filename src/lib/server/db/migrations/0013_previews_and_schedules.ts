import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// Shared preview links and scheduled page publishing (issue 23).
//
// preview_links: a signed-out reader opens /preview/<token> to see a page draft or a post as
// it will be published. Only the SHA-256 of the token is kept, so the table alone cannot be
// turned into working links; `id` names a link to the editor (to revoke it). entity_type is
// 'page' (entity_key = slug) or 'post' (entity_key = post id).
//
// page_schedules: at most one scheduled publish per page; the job that publishes it deletes the
// row in the same transaction, so with several instances it runs once.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('preview_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_key', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('staff_users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('revoked_at', t.timestamp)
    .execute();
  await db.schema.createIndex('preview_links_entity').on('preview_links').columns(['entity_type', 'entity_key']).execute();

  await db.schema
    .createTable('page_schedules')
    .addColumn('slug', 'text', (c) => c.primaryKey().references('content_pages.slug').onDelete('cascade'))
    .addColumn('publish_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('staff_users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_schedules_publish_at').on('page_schedules').column('publish_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_schedules').execute();
  await db.schema.dropTable('preview_links').execute();
}
