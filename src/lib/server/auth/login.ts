import type { Kysely } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../db/schema.ts';
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { createSession } from './sessions.ts';
import { countHits, consumeAll, clearHits, deleteHits, recordHit } from '../repositories/rate-limits.ts';
import { findStaffByEmail, normaliseEmail, setPasswordHash, toStaffUser, type StaffUser } from '../repositories/staff.ts';
import { bool } from '../db/values.ts';
import { LOGIN_LIMITS } from '../../security-limits.ts';
import { alertRepeatedFailures } from './login-alert.ts';
import { afterPassword } from './two-factor.ts';

export const LOGIN_MAX_FAILURES = LOGIN_LIMITS.perClientAccount;
export const LOGIN_WINDOW_MS = LOGIN_LIMITS.windowMs;

export type LoginResult =
  | { ok: true; token: string; expiresAt: Date; user: StaffUser }
  | { ok: false; reason: 'invalid' }
  /** The password was right, but another step comes before a session (issue 15). */
  | { ok: false; reason: 'next'; step: 'change-password' | 'two-factor' | 'enrol'; token: string; user: StaffUser }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

export interface LoginInput {
  email: string;
  password: string;
  /** Hashed client address (see foundation/client-key.ts). */
  client: string;
  /** The 'remember this device' cookie, which skips the two-factor step for 30 days. */
  device?: string | undefined;
}

/** The pause before checking a password for an account under attack (0 when it is not). */
export function slowdownMs(accountFailures: number): number {
  const over = accountFailures - LOGIN_LIMITS.accountSlowdownAfter;
  return over < 0 ? 0 : Math.min(LOGIN_LIMITS.slowdownStepMs * (over + 1), LOGIN_LIMITS.slowdownMaxMs);
}

/**
 * Throttling is per client, never per account alone, so a stranger's wrong
 * passwords cannot lock the owner out:
 * - one client may try one account 5 times and any accounts 20 times per
 *   15 minutes; the slot is taken atomically before the password is checked
 *   (consumeAll), so parallel requests can never verify more than that;
 * - an account that many clients fail on is slowed down (a short wait before
 *   each check) and its holder gets one e-mail per window - not locked.
 * A correct password gives back its slots, so signing in never counts.
 */
export async function attemptLogin(
  db: Kysely<Database>,
  input: LoginInput,
  opts: { sleep?: (ms: number) => Promise<unknown> } = {},
): Promise<LoginResult> {
  const email = normaliseEmail(input.email);
  const slot = await consumeAll(db, [
    { bucket: 'login-client', key: input.client, limit: LOGIN_LIMITS.perClient, windowMs: LOGIN_WINDOW_MS },
    {
      bucket: 'login-client-account',
      key: `${input.client}|${email}`,
      limit: LOGIN_LIMITS.perClientAccount,
      windowMs: LOGIN_WINDOW_MS,
    },
  ]);
  if (!slot.allowed) return { ok: false, reason: 'locked', retryAfterSeconds: slot.retryAfterSeconds };

  const { count: accountFailures } = await countHits(db, 'login-fail-account', email, LOGIN_WINDOW_MS);
  const wait = slowdownMs(accountFailures);
  if (wait > 0) await (opts.sleep ?? sleep)(wait);

  const row = await findStaffByEmail(db, email);
  // Verify against a dummy hash for unknown e-mails: same work, same time.
  const valid = row ? await verifyPassword(row.password_hash, input.password) : await dummyVerify(input.password);
  if (!row || !valid || bool(row.disabled)) {
    await recordHit(db, 'login-fail-account', email);
    if (row && !bool(row.disabled) && accountFailures + 1 >= LOGIN_LIMITS.alertAfter) {
      await alertRepeatedFailures(db, { email, failures: accountFailures + 1 });
    }
    return { ok: false, reason: 'invalid' };
  }
  await deleteHits(db, slot.hitIds);
  await clearHits(db, 'login-client-account', `${input.client}|${email}`);
  if (needsRehash(row.password_hash)) await setPasswordHash(db, row.id, await hashPassword(input.password));
  const next = await afterPassword(db, row, input.device);
  if (next.step !== 'session') return { ok: false, reason: 'next', step: next.step, token: next.token, user: toStaffUser(row) };
  const { token, expiresAt } = await createSession(db, row.id);
  return { ok: true, token, expiresAt, user: toStaffUser(row) };
}
