import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { consume } from '../repositories/rate-limits.ts';
import { enqueueEmail } from '../repositories/outbox.ts';
import { listStaff } from '../repositories/staff.ts';
import { ACCOUNT_LIMITS, LOGIN_LIMITS } from '../../security-limits.ts';

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
  const text = [
    'Hello,',
    '',
    `There have been ${a.failures} failed attempts to sign in to the admin account ${a.email} in the last ${minutes} minutes.`,
    '',
    'If that was you, there is nothing to do. If not, someone may be guessing the password: the account is not locked,',
    'but further attempts are slowed down. Use a long, unique password (Admin > Password), and check the audit log.',
    '',
    'You will get at most one of these e-mails every 15 minutes.',
  ].join('\n');
  await mailHolderAndOwners(db, a.email, `Failed sign-in attempts on the admin account ${a.email}`, text);
  return true;
}

/**
 * Tells an account's holder, and every active owner, that the account's
 * two-factor codes are paused after too many wrong ones. The caller sends it
 * once per cool-down (code-ceiling.ts). Wrong codes mean the password is known.
 */
export async function alertCodeCeiling(db: Kysely<Database>, a: { email: string; wrongCodes: number }): Promise<void> {
  const window = ACCOUNT_LIMITS.codeWindowMs / 60000;
  const pause = ACCOUNT_LIMITS.codeCooldownMs / 60000;
  const text = [
    'Hello,',
    '',
    `${a.wrongCodes} wrong two-factor codes were entered for the admin account ${a.email} in the last ${window} minutes.`,
    `Codes for this account, including right ones, are refused for the next ${pause} minutes, whoever sends them.`,
    '',
    'A code is only asked for after the right password. If these were not your attempts, someone knows your password:',
    'change it now (Admin > Password), which also signs out every other session, and check the audit log.',
  ].join('\n');
  await mailHolderAndOwners(db, a.email, `Two-factor codes paused on the admin account ${a.email}`, text);
}

async function mailHolderAndOwners(db: Kysely<Database>, holder: string, subject: string, text: string) {
  const owners = (await listStaff(db)).filter((u) => u.role === 'owner' && !u.disabled).map((u) => u.email);
  for (const to of new Set([holder, ...owners])) {
    await enqueueEmail(db, {
      kind: 'security-alert',
      submissionId: null,
      to,
      replyTo: null,
      subject,
      text,
      html: null,
      attachmentId: null,
    });
  }
}
