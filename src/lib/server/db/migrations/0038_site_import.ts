import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// Import from WordPress and Ghost (issue 40): a run per uploaded file, a row
// per record a run added (so a second import of the same file adds nothing and
// undo removes exactly what the run added), and the site's redirects.
// Frozen once released: add a new numbered file instead of editing.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('import_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'wordpress' | 'ghost'
    .addColumn('source', 'text', (c) => c.notNull())
    // sha256 of the file: with an item's sourceId, what makes a repeat import a no-op.
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    // Where the uploaded file waits on disk until the run is done.
    .addColumn('file_path', 'text')
    // 'queued' | 'running' | 'done' | 'failed' | 'undone'
    .addColumn('status', 'text', (c) => c.notNull())
    // The owner's choices: posts, pages, drafts, pictures.
    .addColumn('options', t.json, (c) => c.notNull())
    .addColumn('done_items', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_items', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_posts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped_items', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stored_pictures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_pictures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report', t.json, (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', t.timestamp)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp)
    .addColumn('undone_at', t.timestamp)
    .execute();
  await db.schema.createIndex('import_runs_status').on('import_runs').column('status').execute();

  await db.schema
    .createTable('import_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().references('import_runs.id').onDelete('cascade'))
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    // 'post' | 'page' (an item) or 'picture' (a media id the run stored)
    .addColumn('kind', 'text', (c) => c.notNull())
    // 'created' | 'skipped' | 'exists'
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text')
    .addColumn('media_id', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('import_records_once', ['run_id', 'kind', 'source_id'])
    .execute();
  await db.schema.createIndex('import_records_fingerprint').on('import_records').columns(['fingerprint', 'source_id']).execute();

  await db.schema
    .createTable('redirects')
    .addColumn('from_path', 'text', (c) => c.primaryKey())
    .addColumn('to_path', 'text', (c) => c.notNull())
    // 'import' | 'owner'
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('run_id', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('redirects_run_id').on('redirects').column('run_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('redirects').execute();
  await db.schema.dropTable('import_records').execute();
  await db.schema.dropTable('import_runs').execute();
}
