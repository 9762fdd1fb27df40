import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isoOrNull, newId, nowIso } from '../db/values.ts';

export interface TwoFactorState {
  secret: string | null;
  enabledAt: string | null;
  lastStep: number | null;
}

export async function getTwoFactor(db: Kysely<Database>, userId: string): Promise<TwoFactorState | undefined> {
  const r = await db
    .selectFrom('staff_users')
    .select(['totp_secret', 'totp_enabled_at', 'totp_last_step'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!r) return undefined;
  return {
    secret: r.totp_secret,
    enabledAt: isoOrNull(r.totp_enabled_at),
    lastStep: r.totp_last_step == null ? null : Number(r.totp_last_step),
  };
}

export async function disableTwoFactor(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('staff_users')
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('two_factor_setups').where('user_id', '=', userId).execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('trusted_devices').where('user_id', '=', userId).execute();
}

/**
 * Moves the last accepted step forward only if `step` is newer, in one
 * conditional update: of two requests with the same code, one wins.
 */
export async function advanceStep(db: Kysely<Database>, userId: string, step: number): Promise<boolean> {
  const res = await db
    .updateTable('staff_users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(db: Kysely<Database>, userId: string, hashes: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    const at = nowIso();
    for (const h of hashes) {
      await trx
        .insertInto('recovery_codes')
        .values({ id: newId(), user_id: userId, code_hash: h, created_at: at, used_at: null })
        .execute();
    }
  });
}

/** Spends an unused recovery code (conditional update: single use even under a race). */
export async function useRecoveryCode(db: Kysely<Database>, userId: string, hash: string): Promise<boolean> {
  const res = await db
    .updateTable('recovery_codes')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Kysely<Database>, userId: string): Promise<number> {
  const r = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function insertTrustedDevice(
  db: Kysely<Database>,
  d: { id: string; userId: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('trusted_devices')
    .values({ id: d.id, user_id: d.userId, created_at: nowIso(), expires_at: d.expiresAt })
    .execute();
}

export async function isTrustedDevice(db: Kysely<Database>, id: string, userId: string, now = nowIso()): Promise<boolean> {
  const r = await db
    .selectFrom('trusted_devices')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return !!r;
}

export async function countTrustedDevices(db: Kysely<Database>, userId: string, now = nowIso()): Promise<number> {
  const r = await db
    .selectFrom('trusted_devices')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function forgetTrustedDevices(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('trusted_devices').where('user_id', '=', userId).execute();
}

export async function setMustChangePassword(db: Kysely<Database>, userId: string, value: boolean): Promise<void> {
  await db.updateTable('staff_users').set({ must_change_password: value }).where('id', '=', userId).execute();
}

export async function pruneTrustedDevices(db: Kysely<Database>, now = nowIso()): Promise<number> {
  const res = await db.deleteFrom('trusted_devices').where('expires_at', '<=', now).executeTakeFirst();
  return Number(res.numDeletedRows);
}
