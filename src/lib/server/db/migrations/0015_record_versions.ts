import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// No lost edits (issue 23): every staff-edited record has a version in one ledger, so a save
// based on an older version is refused, whatever the record's own table looks like. Editors
// that are open send a heartbeat (presence), and page drafts remember who wrote them so the
// publish can name them (issue 24).
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('record_versions')
    // `${kind}:${record_key}`: one row per record, created at its first versioned change.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_key', 'text', (c) => c.notNull())
    // A record without a row is at version 0.
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    // The name as it was at the save: the message names a person even after the account goes.
    .addColumn('updated_by_name', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('editor_presence')
    // `${staff_id}:${tab}`: each open editor tab is one row, refreshed by its heartbeat.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_key', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('editor_presence_record').on('editor_presence').columns(['kind', 'record_key']).execute();
  await db.schema
    .createTable('draft_authors')
    // `${kind}:${record_key}:${staff_id}`: who has changed the unpublished draft, until it is
    // published or discarded.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_key', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('first_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_at', t.timestamp, (c) => c.notNull())
    .addColumn('saves', 'integer', (c) => c.notNull())
    // The audit row of the current editing session (updated in place while it lasts).
    .addColumn('audit_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('draft_authors_record').on('draft_authors').columns(['kind', 'record_key']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('draft_authors').execute();
  await db.schema.dropTable('editor_presence').execute();
  await db.schema.dropTable('record_versions').execute();
}
