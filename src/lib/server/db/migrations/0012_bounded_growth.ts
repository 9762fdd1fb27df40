import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// Growth a stranger can cause is bounded (issue 24).
// - client_key_secrets: the per-install HMAC secret client addresses are keyed
//   with, one per UK day, shared by every instance; housekeeping deletes old ones.
// - audit_log: repeated refusals from one client in one 10-minute window are one
//   row. repeat_key names the window (cleared once it closes), repeat_count
//   counts the refusals and last_at says when the latest arrived.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('client_key_secrets')
    .addColumn('period', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.alterTable('audit_log').addColumn('repeat_key', 'text').execute();
  await db.schema
    .alterTable('audit_log')
    .addColumn('repeat_count', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('audit_log').addColumn('last_at', t.timestamp).execute();
  // NULLs never collide, so only open windows take part in the upsert.
  await db.schema.createIndex('audit_log_repeat_key').unique().on('audit_log').column('repeat_key').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_repeat_key').execute();
  await db.schema.alterTable('audit_log').dropColumn('last_at').execute();
  await db.schema.alterTable('audit_log').dropColumn('repeat_count').execute();
  await db.schema.alterTable('audit_log').dropColumn('repeat_key').execute();
  await db.schema.dropTable('client_key_secrets').execute();
}
