import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { createSession } from './sessions.ts';
import { clearHits, countHits, recordHit } from '../repositories/rate-limits.ts';
import { findStaffByEmail, normaliseEmail, setPasswordHash, toStaffUser, touchLogin, type StaffUser } from '../repositories/staff.ts';
import { bool } from '../db/values.ts';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export type LoginResult =
  | { ok: true; token: string; expiresAt: Date; user: StaffUser }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

async function lockedFor(db: Kysely<Database>, email: string, client: string, now: number) {
  let retry = 0;
  for (const [bucket, key] of [['login-fail-account', email], ['login-fail-client', client]] as const) {
    const { count, oldest } = await countHits(db, bucket, key, LOGIN_WINDOW_MS, now);
    if (count >= LOGIN_MAX_FAILURES && oldest) {
      retry = Math.max(retry, Math.ceil((Date.parse(oldest) + LOGIN_WINDOW_MS - now) / 1000));
    }
  }
  return retry;
}

// Failures are counted per account and per client in the database. After 5
// in 15 minutes both are refused until the oldest failure leaves the window,
// so a lock always expires on its own.
export async function attemptLogin(
  db: Kysely<Database>,
  input: { email: string; password: string; client: string },
): Promise<LoginResult> {
  const email = normaliseEmail(input.email);
  const now = Date.now();
  const retry = await lockedFor(db, email, input.client, now);
  if (retry > 0) return { ok: false, reason: 'locked', retryAfterSeconds: retry };

  const row = await findStaffByEmail(db, email);
  // Verify against a dummy hash for unknown e-mails: same work, same time.
  const valid = row ? await verifyPassword(row.password_hash, input.password) : await dummyVerify(input.password);
  if (!row || !valid || bool(row.disabled)) {
    const at = new Date(now).toISOString();
    await recordHit(db, 'login-fail-account', email, at);
    await recordHit(db, 'login-fail-client', input.client, at);
    return { ok: false, reason: 'invalid' };
  }
  if (needsRehash(row.password_hash)) await setPasswordHash(db, row.id, await hashPassword(input.password));
  await clearHits(db, 'login-fail-account', email);
  await touchLogin(db, row.id);
  const { token, expiresAt } = await createSession(db, row.id);
  return { ok: true, token, expiresAt, user: toStaffUser(row) };
}
