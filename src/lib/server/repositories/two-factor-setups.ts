import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';

// Two-factor set-ups in progress (migration 0011). A row is owned by the
// session or sign-in challenge that started it, so a set-up someone else
// opened is never shown to, or confirmed by, anyone else.

/**
 * The live set-up's secret for this owner: the stored one while it lasts,
 * otherwise `fresh` (stored for `expiresAt`). One upsert whose update only
 * replaces a lapsed row, so two renders at once agree on one secret.
 */
export async function liveSetupSecret(
  db: Kysely<Database>,
  s: { id: string; userId: string; fresh: string; expiresAt: string },
  now = nowIso(),
): Promise<string> {
  await db
    .insertInto('two_factor_setups')
    .values({ id: s.id, user_id: s.userId, secret: s.fresh, created_at: now, expires_at: s.expiresAt })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({ user_id: s.userId, secret: s.fresh, created_at: now, expires_at: s.expiresAt })
        .where('two_factor_setups.expires_at', '<=', now),
    )
    .execute();
  const row = await db
    .selectFrom('two_factor_setups')
    .select(['secret', 'user_id'])
    .where('id', '=', s.id)
    .executeTakeFirstOrThrow();
  if (row.user_id !== s.userId) throw new Error('two-factor set-up owned by another account');
  return row.secret;
}

/** The owner's live set-up secret for this account, if any. */
export async function findLiveSetup(db: Kysely<Database>, id: string, userId: string, now = nowIso()) {
  const row = await db
    .selectFrom('two_factor_setups')
    .select('secret')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.secret;
}

/**
 * Makes a set-up's secret the account's live one, recording the step that
 * proved it (so it cannot be replayed), and drops every set-up of the account.
 * Only an account without two-factor is changed: of two set-ups confirmed at
 * once, the first wins and the second finds its row gone.
 */
export async function enableFromSetup(
  db: Kysely<Database>,
  u: { userId: string; setupId: string; secret: string; step: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('two_factor_setups')
      .where('id', '=', u.setupId)
      .where('user_id', '=', u.userId)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) return false;
    const res = await trx
      .updateTable('staff_users')
      .set({ totp_secret: u.secret, totp_enabled_at: nowIso(), totp_last_step: u.step })
      .where('id', '=', u.userId)
      .where('totp_secret', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    await trx.deleteFrom('two_factor_setups').where('user_id', '=', u.userId).execute();
    return true;
  });
}

export async function deleteUserSetups(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('two_factor_setups').where('user_id', '=', userId).execute();
}

export async function pruneSetups(db: Kysely<Database>, now = nowIso()): Promise<number> {
  const res = await db.deleteFrom('two_factor_setups').where('expires_at', '<=', now).executeTakeFirst();
  return Number(res.numDeletedRows);
}
