import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// Issue 38, trap 1: a scheduled page change is a change of its own, no longer "whatever the
// draft holds then". page_schedules keeps the scheduled document (`doc`) and the live document
// it was made from (`base_doc`); at its time the job applies it field by field onto what is live
// then. A schedule made before this migration scheduled the page's draft: that draft becomes the
// scheduled change, so publishing a later quick fix can no longer take it live early.
// Frozen once released: add a new numbered file instead of editing.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('page_schedules').addColumn('doc', t.json).execute();
  await db.schema.alterTable('page_schedules').addColumn('base_doc', t.json).execute();
  const scheduled = await db
    .selectFrom('page_schedules')
    .innerJoin('content_pages', 'content_pages.slug', 'page_schedules.slug')
    .select(['page_schedules.slug', 'content_pages.draft_doc', 'content_pages.published_doc'])
    .execute();
  for (const row of scheduled) {
    if (row.draft_doc == null) {
      // Nothing left to publish: the job would have skipped it.
      await db.deleteFrom('page_schedules').where('slug', '=', row.slug).execute();
      continue;
    }
    await db
      .updateTable('page_schedules')
      .set({ doc: row.draft_doc, base_doc: row.published_doc })
      .where('slug', '=', row.slug)
      .execute();
    await db.updateTable('content_pages').set({ draft_doc: null }).where('slug', '=', row.slug).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('page_schedules').dropColumn('base_doc').execute();
  await db.schema.alterTable('page_schedules').dropColumn('doc').execute();
}
