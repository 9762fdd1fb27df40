import type { Kysely } from 'kysely';

// Issue 37. The mail worker takes the outbox in lanes (email/lanes.ts): account
// mail first, then other transactional mail, then newsletters, with webhooks in a
// loop of their own. Each lane's claim reads its kinds' due rows in order from
// this index, so a 10,000-message newsletter backlog costs a password reset one
// index lookup, not a scan. `resends` counts staff 'Resend's: each message's
// Message-ID is made from its id (a retry after a crash repeats it, so receiving
// servers drop the copy) plus this count (a deliberate resend is a new message).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('email_outbox')
    .addColumn('resends', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('email_outbox_lane').on('email_outbox').columns(['kind', 'status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('email_outbox_lane').execute();
  await db.schema.alterTable('email_outbox').dropColumn('resends').execute();
}
