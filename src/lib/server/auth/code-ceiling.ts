import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { consume, consumeAll, countHits, deleteHits, type LimitRule } from '../repositories/rate-limits.ts';
import { auditor } from '../foundation/audit.ts';
import { ACCOUNT_LIMITS } from '../../security-limits.ts';
import { alertCodeCeiling } from './login-alert.ts';

// The per-account ceiling on two-factor codes (issue 24, finding 3). Client
// limits alone let many addresses (one IPv6 /64) share the guessing; this
// counts wrong codes for the account whoever sends them. Every code check -
// the sign-in step, enrolment, and the codes /admin/two-factor asks for -
// goes through here.

export type Verdict = 'right' | 'wrong' | 'unchecked';
export type CodeGate<T> =
  { locked: true; scope: 'account' | 'client'; retryAfterSeconds: number } | { locked: false; verdict: Verdict; value: T };

const CEILING = 'code-account';
const LOCK = 'code-lock';

/**
 * Takes a slot before the code is checked, in one transaction with the count
 * (as passwords do), so parallel guesses never check more than the ceiling:
 * - `clientRules` (the caller's per-client limits) and the account's
 *   5 slots per 15 minutes must all have room, and no cool-down may be on;
 * - `check` then compares the code: a right code (or one not compared at
 *   all) gives the slots back; a wrong one keeps them;
 * - the wrong code that fills the ceiling starts the cool-down: every code
 *   for the account, right ones too, is refused for 15 minutes, and the
 *   audit log and the account's holder (and the owners) are told, once.
 * A correct password gives back nothing here: these buckets are codes only.
 */
export async function guardCode<T>(
  db: Kysely<Database>,
  account: { id: string; email: string },
  clientRules: LimitRule[],
  check: () => Promise<readonly [Verdict, T]>,
): Promise<CodeGate<T>> {
  const { codesPerAccount: limit, codeWindowMs: windowMs, codeCooldownMs } = ACCOUNT_LIMITS;
  const slot = await consumeAll(db, [
    ...clientRules,
    { bucket: CEILING, key: account.id, limit, windowMs },
    { bucket: LOCK, key: account.id, limit: 1, windowMs: codeCooldownMs, record: false },
  ]);
  if (!slot.allowed) {
    const scope = slot.bucket === CEILING || slot.bucket === LOCK ? 'account' : 'client';
    return { locked: true, scope, retryAfterSeconds: slot.retryAfterSeconds };
  }
  const [verdict, value] = await check();
  if (verdict !== 'wrong') {
    await deleteHits(db, slot.hitIds);
    return { locked: false, verdict, value };
  }
  const { count } = await countHits(db, CEILING, account.id, windowMs);
  if (count >= limit) await startCooldown(db, account, count);
  return { locked: false, verdict, value };
}

/** The one cool-down per ceiling (consume's atomic slot: parallel wrong codes start it once). */
async function startCooldown(db: Kysely<Database>, account: { id: string; email: string }, wrongCodes: number) {
  const lock = await consume(db, LOCK, account.id, 1, ACCOUNT_LIMITS.codeCooldownMs);
  if (!lock.allowed) return;
  await auditor(db, { id: null, email: account.email })('auth.two_factor_locked', 'staff_user', account.id, {
    wrongCodes,
    cooldownMinutes: ACCOUNT_LIMITS.codeCooldownMs / 60000,
  });
  await alertCodeCeiling(db, { email: account.email, wrongCodes });
}

/** The message for a refused code, by who is held back. */
export function lockedMessage(gate: { scope: 'account' | 'client'; retryAfterSeconds: number }): string {
  const minutes = Math.ceil(gate.retryAfterSeconds / 60);
  const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return gate.scope === 'account'
    ? `Too many wrong codes for this account, so codes are paused for everyone. Try again in ${wait}; the account holder has been e-mailed.`
    : `Too many attempts. Try again in ${wait}.`;
}
