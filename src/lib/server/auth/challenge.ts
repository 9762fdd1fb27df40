import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bool } from '../db/values.ts';
import { createSession, hashToken } from './sessions.ts';
import { confirmEnrolment, rememberDevice, verifySecondFactor } from './two-factor.ts';
import { guardCode, type Verdict } from './code-ceiling.ts';
import { findLiveToken, useToken } from '../repositories/account-tokens.ts';
import { findStaffById, toStaffUser, type StaffUser } from '../repositories/staff.ts';
import { ACCOUNT_LIMITS, LOGIN_LIMITS } from '../../security-limits.ts';

export type ChallengeResult =
  | {
      ok: true;
      user: StaffUser;
      session: { token: string; expiresAt: Date };
      device?: { token: string; expiresAt: Date };
      /** Set when this step enrolled the account: shown once. */
      recoveryCodes?: string[];
      usedRecoveryCode: boolean;
    }
  | { ok: false; reason: 'expired' | 'invalid' }
  | { ok: false; reason: 'locked'; scope: 'account' | 'client'; retryAfterSeconds: number };

const wellFormed = (t: string | undefined): t is string => !!t && /^[\w-]{43}$/.test(t);

/**
 * The second sign-in step. The challenge (from the password step) names the
 * account; a code counts against the same per-client limit as passwords,
 * 5 per client and account per 15 minutes, and the account's own ceiling
 * (code-ceiling.ts: 5 wrong codes per 15 minutes from everyone together,
 * then a 15-minute pause). A right code spends the challenge and gives its
 * slots back. An enrolment challenge confirms the set-up it started.
 */
export async function completeChallenge(
  db: Kysely<Database>,
  input: { challenge: string | undefined; code: string; client: string; remember: boolean },
): Promise<ChallengeResult> {
  if (!wellFormed(input.challenge)) return { ok: false, reason: 'expired' };
  const id = hashToken(input.challenge);
  const live = await findLiveToken(db, id, ['2fa', '2fa-enrol']);
  if (!live) return { ok: false, reason: 'expired' };
  const row = await findStaffById(db, live.user_id);
  if (!row || bool(row.disabled)) return { ok: false, reason: 'expired' };

  const gate = await guardCode(
    db,
    { id: row.id, email: row.email },
    [
      { bucket: 'login-client', key: input.client, limit: LOGIN_LIMITS.perClient, windowMs: LOGIN_LIMITS.windowMs },
      {
        bucket: 'code-client-account',
        key: `${input.client}|${row.id}`,
        limit: ACCOUNT_LIMITS.codesPerClientAccount,
        windowMs: LOGIN_LIMITS.windowMs,
      },
    ],
    async (): Promise<[Verdict, { recoveryCodes?: string[]; usedRecoveryCode: boolean }]> => {
      if (live.purpose === '2fa-enrol') {
        const r = await confirmEnrolment(db, row.id, { kind: 'challenge', id }, input.code);
        if (r.ok) return ['right', { recoveryCodes: r.recoveryCodes, usedRecoveryCode: false }];
        return [r.reason === 'wrong' ? 'wrong' : 'unchecked', { usedRecoveryCode: false }];
      }
      const check = await verifySecondFactor(db, row.id, input.code);
      return check.ok ? ['right', { usedRecoveryCode: check.recovery }] : ['wrong', { usedRecoveryCode: false }];
    },
  );
  if (gate.locked) return { ok: false, reason: 'locked', scope: gate.scope, retryAfterSeconds: gate.retryAfterSeconds };
  if (gate.verdict === 'unchecked') return { ok: false, reason: 'expired' };
  if (gate.verdict === 'wrong') return { ok: false, reason: 'invalid' };
  const { recoveryCodes, usedRecoveryCode } = gate.value;
  if (!(await useToken(db, id, ['2fa', '2fa-enrol']))) return { ok: false, reason: 'expired' };
  const session = await createSession(db, row.id);
  const device = input.remember ? await rememberDevice(db, row.id) : undefined;
  return {
    ok: true,
    user: toStaffUser(row),
    session,
    ...(device ? { device } : {}),
    ...(recoveryCodes ? { recoveryCodes } : {}),
    usedRecoveryCode,
  };
}

/** Which kind of challenge a cookie holds (for the page to show the right form). */
export async function challengePurpose(db: Kysely<Database>, challenge: string | undefined) {
  if (!wellFormed(challenge)) return undefined;
  const live = await findLiveToken(db, hashToken(challenge), ['2fa', '2fa-enrol']);
  if (!live) return undefined;
  const row = await findStaffById(db, live.user_id);
  if (!row || bool(row.disabled)) return undefined;
  return { id: live.id, purpose: live.purpose as '2fa' | '2fa-enrol', user: row };
}
