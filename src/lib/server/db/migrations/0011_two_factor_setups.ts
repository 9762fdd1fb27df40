import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// Two-factor set-up bound to whoever started it (issue 24, finding 2). The
// pending secret used to live on the account until confirmed, so someone who
// opened the set-up page with a stolen password saw the very secret the member
// was later shown. Now each set-up is a row owned by one session or one
// sign-in challenge, with its own fresh secret, and lapses after 10 minutes.
// Frozen once released: add a new numbered file instead of editing.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('two_factor_setups')
    // 'session:<session id>' or 'challenge:<challenge id>' (both already SHA-256 of the token).
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('two_factor_setups_user_id').on('two_factor_setups').column('user_id').execute();
  // Secrets pending under the old scheme may already have been read by someone else: none is carried over.
  await db.schema.alterTable('staff_users').dropColumn('totp_pending_secret').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_users').addColumn('totp_pending_secret', 'text').execute();
  await db.schema.dropTable('two_factor_setups').execute();
}
