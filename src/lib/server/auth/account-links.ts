import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashToken } from './sessions.ts';
import { hashPassword, passwordProblem } from './password.ts';
import { consume } from '../repositories/rate-limits.ts';
import { enqueueEmail } from '../repositories/outbox.ts';
import { deleteUserSessions } from '../repositories/sessions.ts';
import {
  createStaff,
  findStaffByEmail,
  findStaffById,
  normaliseEmail,
  setPasswordHash,
  type Role,
} from '../repositories/staff.ts';
import { deleteUserTokens, findLiveToken, insertToken, useToken, type TokenPurpose } from '../repositories/account-tokens.ts';
import { setMustChangePassword } from '../repositories/two-factor.ts';
import { forgetTrustedDevices } from '../repositories/two-factor.ts';
import { bool } from '../db/values.ts';
import { invitationEmail, passwordResetEmail } from '../email/messages/account.tsx';
import { ACCOUNT_LIMITS } from '../../security-limits.ts';

/** Links that lead to the set-your-password page. */
export const PASSWORD_PURPOSES: TokenPurpose[] = ['reset', 'invite', 'must-change'];

/** A fresh 256-bit token; only its SHA-256 is stored (the emailed link is the only copy). */
export async function issueToken(
  db: Kysely<Database>,
  userId: string,
  purpose: TokenPurpose,
  ttlMs: number,
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertToken(db, { id: hashToken(token), userId, purpose, expiresAt: new Date(now + ttlMs).toISOString() });
  return token;
}

const wellFormed = (token: string | null | undefined): token is string => !!token && /^[\w-]{43}$/.test(token);

export type ResetRequest = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * 'Forgot password'. The answer is the same whether or not the address has an
 * account; only the client's own request rate can refuse it. A known, enabled
 * address gets at most 3 links an hour, each replacing the last.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  input: { email: string; client: string; siteUrl: string },
): Promise<ResetRequest> {
  const email = normaliseEmail(input.email);
  const slot = await consume(db, 'reset-client', input.client, ACCOUNT_LIMITS.resetPerClient, ACCOUNT_LIMITS.resetWindowMs);
  if (!slot.allowed) return { ok: false, retryAfterSeconds: slot.retryAfterSeconds };
  // Counted for unknown addresses too, so both paths do much the same work.
  const mail = await consume(db, 'reset-mail', email, ACCOUNT_LIMITS.resetMailsPerAddress, ACCOUNT_LIMITS.resetWindowMs);
  const row = await findStaffByEmail(db, email);
  if (!row || bool(row.disabled) || !mail.allowed) return { ok: true };
  await deleteUserTokens(db, row.id, ['reset']);
  const token = await issueToken(db, row.id, 'reset', ACCOUNT_LIMITS.resetTokenMs);
  const link = new URL(`/auth/set-password?token=${token}`, input.siteUrl).href;
  await enqueueEmail(db, {
    kind: 'account-link',
    submissionId: null,
    to: row.email,
    replyTo: null,
    ...passwordResetEmail(link),
    attachmentId: null,
  });
  return { ok: true };
}

/** Creates a staff account with no usable password and e-mails a 7-day set-your-password link. */
export async function inviteStaff(
  db: Kysely<Database>,
  input: { email: string; displayName: string; role: Role; invitedBy: string; siteUrl: string },
): Promise<string> {
  // A random password nobody knows: the account is unusable until the link is followed.
  const id = await createStaff(db, {
    email: input.email,
    displayName: input.displayName,
    role: input.role,
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
  });
  const token = await issueToken(db, id, 'invite', ACCOUNT_LIMITS.inviteTokenMs);
  const link = new URL(`/auth/set-password?token=${token}`, input.siteUrl).href;
  await enqueueEmail(db, {
    kind: 'account-link',
    submissionId: null,
    to: normaliseEmail(input.email),
    replyTo: null,
    ...invitationEmail({ displayName: input.displayName, invitedBy: input.invitedBy, link }),
    attachmentId: null,
  });
  return id;
}

/** The account a set-password link belongs to, if the link is still good (for showing the form). */
export async function peekPasswordLink(db: Kysely<Database>, token: string | null | undefined) {
  if (!wellFormed(token)) return undefined;
  const live = await findLiveToken(db, hashToken(token), PASSWORD_PURPOSES);
  if (!live) return undefined;
  const user = await findStaffById(db, live.user_id);
  return user && !bool(user.disabled) ? { user, purpose: live.purpose as TokenPurpose } : undefined;
}

export type SetPasswordResult =
  | { ok: true; userId: string; email: string; purpose: TokenPurpose }
  | { ok: false; reason: 'expired' }
  | { ok: false; reason: 'weak'; message: string };

/**
 * A new password also ends sign-ins half-way through: a code step or a
 * required set-up that someone reached with the old password (issue 24).
 */
export async function endSignInsInProgress(db: Kysely<Database>, userId: string): Promise<void> {
  await deleteUserTokens(db, userId, ['2fa', '2fa-enrol']);
}

/**
 * Sets the password from a reset, invite or must-change link: the link is
 * spent, the must-change flag cleared, and every session of the account
 * ends, as do remembered devices (whoever reset it may not be whoever had
 * them) and sign-ins half-way through.
 */
export async function setPasswordWithLink(db: Kysely<Database>, token: string, password: string): Promise<SetPasswordResult> {
  const found = await peekPasswordLink(db, token);
  if (!found) return { ok: false, reason: 'expired' };
  const problem = passwordProblem(password, [found.user.email.split('@')[0]!, found.user.display_name]);
  if (problem) return { ok: false, reason: 'weak', message: problem };
  const hash = await hashPassword(password);
  const used = await useToken(db, hashToken(token), PASSWORD_PURPOSES);
  if (!used) return { ok: false, reason: 'expired' };
  await setPasswordHash(db, used.user_id, hash);
  await setMustChangePassword(db, used.user_id, false);
  await deleteUserTokens(db, used.user_id, PASSWORD_PURPOSES);
  await deleteUserSessions(db, used.user_id);
  await forgetTrustedDevices(db, used.user_id);
  await endSignInsInProgress(db, used.user_id);
  return { ok: true, userId: used.user_id, email: found.user.email, purpose: used.purpose as TokenPurpose };
}
