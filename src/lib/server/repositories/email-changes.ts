import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, nowIso } from '../db/values.ts';

export async function insertEmailChange(
  db: Kysely<Database>,
  c: { id: string; userId: string; newEmail: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('staff_email_changes')
    .values({ id: c.id, user_id: c.userId, new_email: c.newEmail, created_at: nowIso(), expires_at: c.expiresAt, used_at: null })
    .execute();
}

/** A newer request replaces older ones: only the latest link works. */
export async function deleteUserEmailChanges(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('staff_email_changes').where('user_id', '=', userId).execute();
}

export async function findLiveEmailChange(db: Kysely<Database>, id: string, now = nowIso()) {
  return db
    .selectFrom('staff_email_changes')
    .select(['id', 'user_id', 'new_email', 'expires_at'])
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Spends a live link in one conditional update, so two clicks cannot both apply it. */
export async function useEmailChange(db: Kysely<Database>, id: string, now = nowIso()) {
  return db
    .updateTable('staff_email_changes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
}

export async function pruneEmailChanges(db: Kysely<Database>, now = nowIso()): Promise<number> {
  const res = await db.deleteFrom('staff_email_changes').where('expires_at', '<=', now).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** The user's newest change still waiting for its link, for the account page. */
export async function findPendingEmailChange(
  db: Kysely<Database>,
  userId: string,
  now = nowIso(),
): Promise<{ newEmail: string; sentAt: string; expiresAt: string } | null> {
  const row = await db
    .selectFrom('staff_email_changes')
    .select(['new_email', 'created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row ? { newEmail: row.new_email, sentAt: iso(row.created_at), expiresAt: iso(row.expires_at) } : null;
}
