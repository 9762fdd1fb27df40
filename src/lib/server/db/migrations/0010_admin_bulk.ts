import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// Deleting a post moves it to a bin (issue 15): deleted_at set, hidden from
// every public page at once, restorable for 30 days, then purged by the daily
// maintenance job. NULL: not in the bin.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('blog_posts').addColumn('deleted_at', t.timestamp).execute();
  await db.schema.createIndex('blog_posts_deleted_at').on('blog_posts').column('deleted_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blog_posts_deleted_at').execute();
  await db.schema.alterTable('blog_posts').dropColumn('deleted_at').execute();
}
