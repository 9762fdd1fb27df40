import type { Kysely } from 'kysely';

// An enquiry that looks hurried but shows no other spam signal (sent faster
// than the fill-time floor: a password manager or autofill can do that) is
// kept in the inbox with this reason, for staff to glance at, instead of
// being filed as spam. NULL: nothing to review.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_submissions').addColumn('review_reason', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_submissions').dropColumn('review_reason').execute();
}
