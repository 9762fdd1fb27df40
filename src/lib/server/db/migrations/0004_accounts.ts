import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// Account recovery, invitations and two-factor sign-in (issue 15).
// Frozen once released: add a new numbered file instead of editing.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const s = db.schema;
  await s
    .alterTable('staff_users')
    .addColumn('must_change_password', t.bool, (c) => c.notNull().defaultTo(false))
    .execute();
  // The TOTP secret must be readable to check codes, so it is stored as is;
  // the pending one is the secret shown during enrolment until a code proves it.
  await s.alterTable('staff_users').addColumn('totp_secret', 'text').execute();
  await s.alterTable('staff_users').addColumn('totp_pending_secret', 'text').execute();
  await s.alterTable('staff_users').addColumn('totp_enabled_at', t.timestamp).execute();
  /** The last accepted 30-second step: a code from it or earlier is a replay. */
  await s.alterTable('staff_users').addColumn('totp_last_step', 'bigint').execute();

  // Single-use links and challenges. The id is the SHA-256 of the token sent
  // out, so the table alone cannot be turned into working links.
  await s
    .createTable('account_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await s.createIndex('account_tokens_user_id').on('account_tokens').column('user_id').execute();

  await s
    .createTable('recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await s.createIndex('recovery_codes_user_id').on('recovery_codes').column('user_id').execute();

  await s
    .createTable('trusted_devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex('trusted_devices_user_id').on('trusted_devices').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trusted_devices').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('account_tokens').execute();
  for (const c of ['totp_last_step', 'totp_enabled_at', 'totp_pending_secret', 'totp_secret', 'must_change_password']) {
    await db.schema.alterTable('staff_users').dropColumn(c).execute();
  }
}
