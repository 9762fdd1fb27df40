import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { consume } from '../repositories/rate-limits.ts';
import { enqueueEmail } from '../repositories/outbox.ts';
import { listStaff } from '../repositories/staff.ts';
import { LOGIN_LIMITS } from '../../security-limits.ts';

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
  const owners = (await listStaff(db)).filter((u) => u.role === 'owner' && !u.disabled).map((u) => u.email);
  for (const to of new Set([a.email, ...owners])) {
    await enqueueEmail(db, {
      kind: 'security-alert',
      submissionId: null,
      to,
      replyTo: null,
      subject: `Failed sign-in attempts on the admin account ${a.email}`,
      text,
      html: null,
      attachmentId: null,
    });
  }
  return true;
}
