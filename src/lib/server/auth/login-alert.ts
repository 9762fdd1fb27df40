import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { consume } from '../repositories/rate-limits.ts';
import { enqueueEmail } from '../repositories/outbox.ts';
import { listStaff } from '../repositories/staff.ts';
import { ACCOUNT_LIMITS, LOGIN_LIMITS } from '../../security-limits.ts';
import { codesPausedEmail, failedSignInsEmail } from '../email/messages/account.tsx';
import type { RenderedEmail } from '../email/render.tsx';

const minutes = LOGIN_LIMITS.windowMs / 60000;

/**
 * Tells an account's holder, and every active owner account, that someone
 * keeps failing to sign in as that account - at most once per account per
 * window (the consume() slot makes that atomic across parallel failures and
 * app instances). Goes through the outbox.
 */
export async function alertRepeatedFailures(db: Kysely<Database>, a: { email: string; failures: number }): Promise<boolean> {
  const slot = await consume(db, 'login-alert', a.email, 1, LOGIN_LIMITS.windowMs);
  if (!slot.allowed) return false;
  await mailHolderAndOwners(db, a.email, failedSignInsEmail({ email: a.email, failures: a.failures, minutes }));
  return true;
}

/**
 * Tells an account's holder, and every active owner, that the account's
 * two-factor codes are paused after too many wrong ones. The caller sends it
 * once per cool-down (code-ceiling.ts). Wrong codes mean the password is known.
 */
export async function alertCodeCeiling(db: Kysely<Database>, a: { email: string; wrongCodes: number }): Promise<void> {
  const mail = codesPausedEmail({
    email: a.email,
    wrongCodes: a.wrongCodes,
    windowMinutes: ACCOUNT_LIMITS.codeWindowMs / 60000,
    pauseMinutes: ACCOUNT_LIMITS.codeCooldownMs / 60000,
  });
  await mailHolderAndOwners(db, a.email, mail);
}

async function mailHolderAndOwners(db: Kysely<Database>, holder: string, mail: RenderedEmail) {
  const owners = (await listStaff(db)).filter((u) => u.role === 'owner' && !u.disabled).map((u) => u.email);
  for (const to of new Set([holder, ...owners])) {
    await enqueueEmail(db, {
      kind: 'security-alert',
      submissionId: null,
      to,
      replyTo: null,
      ...mail,
      attachmentId: null,
    });
  }
}
