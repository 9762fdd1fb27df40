import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';

export type TokenPurpose = 'reset' | 'invite' | 'must-change' | '2fa' | '2fa-enrol';

export async function insertToken(
  db: Kysely<Database>,
  t: { id: string; userId: string; purpose: TokenPurpose; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('account_tokens')
    .values({ id: t.id, user_id: t.userId, purpose: t.purpose, created_at: nowIso(), expires_at: t.expiresAt, used_at: null })
    .execute();
}

/** The user a live (unused, unexpired) token of one of these purposes belongs to. */
export async function findLiveToken(db: Kysely<Database>, id: string, purposes: TokenPurpose[], now = nowIso()) {
  return db
    .selectFrom('account_tokens')
    .select(['id', 'user_id', 'purpose'])
    .where('id', '=', id)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Marks a live token used in one conditional update, so two requests racing
 * with the same link cannot both succeed. Returns its user, or undefined.
 */
export async function useToken(db: Kysely<Database>, id: string, purposes: TokenPurpose[], now = nowIso()) {
  return db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'purpose'])
    .executeTakeFirst();
}

/** Withdraws a user's unused tokens of these purposes (a newer link replaces older ones). */
export async function deleteUserTokens(db: Kysely<Database>, userId: string, purposes: TokenPurpose[]): Promise<void> {
  await db.deleteFrom('account_tokens').where('user_id', '=', userId).where('purpose', 'in', purposes).execute();
}

export async function pruneTokens(db: Kysely<Database>, now = nowIso()): Promise<number> {
  const res = await db.deleteFrom('account_tokens').where('expires_at', '<=', now).executeTakeFirst();
  return Number(res.numDeletedRows);
}
