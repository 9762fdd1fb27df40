// A staff member changes their own e-mail address (issue 23). The address is
// what they sign in with and where resets go, so it changes only when a link
// sent to the NEW address is followed (proving they receive mail there), and
// the OLD address is told once it has changed (so a hijacked session cannot
// move an account away unnoticed). The current password is asked first.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashToken } from './sessions.ts';
import { verifyPassword } from './password.ts';
import { enqueueEmail } from '../repositories/outbox.ts';
import { consume } from '../repositories/rate-limits.ts';
import { findStaffByEmail, findStaffById, normaliseEmail, setEmail } from '../repositories/staff.ts';
import { deleteUserEmailChanges, findLiveEmailChange, insertEmailChange, useEmailChange } from '../repositories/email-changes.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import { bool } from '../db/values.ts';
import { addressChangedEmail, confirmNewAddressEmail } from '../email/messages/account.tsx';
import { EMAIL_CHANGE_LIMITS } from '../../security-limits.ts';

export type EmailChangeRequest =
  { ok: true; newEmail: string } | { ok: false; field?: 'email' | 'currentPassword'; message: string };

export async function requestEmailChange(
  db: Kysely<Database>,
  input: { userId: string; newEmail: string; currentPassword: string; siteUrl: string },
): Promise<EmailChangeRequest> {
  const user = await findStaffById(db, input.userId);
  if (!user || bool(user.disabled)) return { ok: false, message: 'Your account is not active.' };
  const newEmail = normaliseEmail(input.newEmail);
  if (newEmail === user.email) return { ok: false, field: 'email', message: 'That is already your e-mail address.' };
  const slot = await consume(db, 'email-change', user.id, EMAIL_CHANGE_LIMITS.requestsPerUser, EMAIL_CHANGE_LIMITS.windowMs);
  if (!slot.allowed) return { ok: false, message: 'Too many address changes in the last hour. Try again later.' };
  if (!(await verifyPassword(user.password_hash, input.currentPassword)))
    return { ok: false, field: 'currentPassword', message: 'That is not your current password.' };
  if (await findStaffByEmail(db, newEmail))
    return { ok: false, field: 'email', message: 'Another staff account already uses that address.' };
  const token = randomBytes(32).toString('base64url');
  await deleteUserEmailChanges(db, user.id);
  await insertEmailChange(db, {
    id: hashToken(token),
    userId: user.id,
    newEmail,
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_LIMITS.linkMs).toISOString(),
  });
  const link = new URL(`/auth/confirm-email?token=${token}`, input.siteUrl).href;
  await enqueueEmail(db, {
    kind: 'account-link',
    submissionId: null,
    to: newEmail,
    replyTo: null,
    ...confirmNewAddressEmail({ displayName: user.display_name, oldEmail: user.email, newEmail, link }),
    attachmentId: null,
  });
  return { ok: true, newEmail };
}

const wellFormed = (token: string | null | undefined): token is string => !!token && /^[\w-]{43}$/.test(token);

/** The pending change behind a link, for the confirmation page. */
export async function peekEmailChange(db: Kysely<Database>, token: string | null | undefined) {
  if (!wellFormed(token)) return undefined;
  const change = await findLiveEmailChange(db, hashToken(token));
  if (!change) return undefined;
  const user = await findStaffById(db, change.user_id);
  return user && !bool(user.disabled) ? { user, newEmail: change.new_email } : undefined;
}

export type EmailChangeResult =
  { ok: true; userId: string; oldEmail: string; newEmail: string } | { ok: false; reason: 'expired' | 'taken' };

export async function confirmEmailChange(db: Kysely<Database>, token: string): Promise<EmailChangeResult> {
  const found = await peekEmailChange(db, token);
  if (!found) return { ok: false, reason: 'expired' };
  const used = await useEmailChange(db, hashToken(token));
  if (!used) return { ok: false, reason: 'expired' };
  try {
    await setEmail(db, used.user_id, used.new_email);
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, reason: 'taken' };
    throw err;
  }
  const oldEmail = found.user.email;
  await enqueueEmail(db, {
    kind: 'security-alert',
    submissionId: null,
    to: oldEmail,
    replyTo: null,
    ...addressChangedEmail({ displayName: found.user.display_name, oldEmail, newEmail: used.new_email }),
    attachmentId: null,
  });
  return { ok: true, userId: used.user_id, oldEmail, newEmail: used.new_email };
}
