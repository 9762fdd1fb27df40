import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// An owner's first day (issue 23). Frozen once released: add a new numbered
// file instead of editing.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  // A staff member's new e-mail address waits here until the link sent to it
  // is followed. The id is the SHA-256 of the token in that link, so the
  // table alone cannot be turned into working links.
  await db.schema
    .createTable('staff_email_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema.createIndex('staff_email_changes_user_id').on('staff_email_changes').column('user_id').execute();
  // Every admin page asks for the newest send attempt (the mail banner).
  await db.schema.createIndex('email_attempts_created_at').on('email_attempts').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('email_attempts_created_at').execute();
  await db.schema.dropTable('staff_email_changes').execute();
}
