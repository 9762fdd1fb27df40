import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// Site archives (issue 40): one row per backup, export or restore run, so
// every instance sees what is running and one instance takes the day's backup.
// Frozen once released: add a new numbered file instead of editing.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('backup_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'daily' | 'manual' | 'safety' | 'restore'
    .addColumn('kind', 'text', (c) => c.notNull())
    // The UK day of a scheduled backup: the unique key one instance claims.
    .addColumn('daily_key', 'text', (c) => c.unique())
    // 'running' | 'done' | 'failed'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('file', 'text')
    .addColumn('size', 'bigint')
    .addColumn('step', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('done_items', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_items', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', t.timestamp)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('requested_by', 'text')
    .addColumn('started_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp)
    .addColumn('error', 'text')
    .addColumn('detail', t.json)
    .execute();
  await db.schema.createIndex('backup_runs_started_at').on('backup_runs').column('started_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backup_runs').execute();
}
