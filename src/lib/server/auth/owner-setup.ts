// The owner's first sign-in when ADMIN_EMAIL is not set (issue 23). No account
// is invented: the start prints a one-time password on the terminal, and the
// first person to enter it at /admin chooses the owner's real e-mail address,
// name and password there. Only the password's SHA-256 is stored (it has ~115
// random bits, so no slow hash is needed), in one settings row that the
// first successful setup deletes: a second setup, or a racing one, finds nothing.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { generatePassword, hashPassword, passwordProblem } from './password.ts';
import { createSession } from './sessions.ts';
import { deleteSetting, getSetting, setSetting, takeSetting } from '../repositories/settings.ts';
import { countStaff, createStaff } from '../repositories/staff.ts';
import { consume } from '../repositories/rate-limits.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import { OWNER_SETUP_LIMITS } from '../../security-limits.ts';

const KEY = 'owner_setup';
const digest = (password: string) => createHash('sha256').update(password.trim()).digest('hex');

/** A new one-time password, replacing any earlier one; the caller prints it. */
export async function issueOwnerSetup(db: Kysely<Database>, now = Date.now()): Promise<{ password: string; expiresAt: string }> {
  const password = generatePassword();
  const expiresAt = new Date(now + OWNER_SETUP_LIMITS.validMs).toISOString();
  await setSetting(db, KEY, `${digest(password)} ${expiresAt}`);
  return { password, expiresAt };
}

/** Once an account exists the setup is over: a printed password must not linger. */
export const withdrawOwnerSetup = (db: Kysely<Database>) => deleteSetting(db, KEY);

/** True while nobody has an account yet: /admin then shows the setup form instead of the sign-in. */
export async function ownerSetupPending(db: Kysely<Database>): Promise<boolean> {
  return (await countStaff(db)) === 0;
}

export interface OwnerSetupInput {
  setupPassword: string;
  email: string;
  name: string;
  password: string;
  client: string;
}

export type OwnerSetupResult =
  | { ok: true; userId: string; email: string; token: string; expiresAt: Date }
  | { ok: false; field?: 'setupPassword' | 'email' | 'password'; message: string };

export async function completeOwnerSetup(
  db: Kysely<Database>,
  input: OwnerSetupInput,
  now = Date.now(),
): Promise<OwnerSetupResult> {
  const slot = await consume(db, 'owner-setup', input.client, OWNER_SETUP_LIMITS.attemptsPerClient, OWNER_SETUP_LIMITS.windowMs);
  if (!slot.allowed) {
    const minutes = Math.ceil(slot.retryAfterSeconds / 60);
    return {
      ok: false,
      message: `Too many attempts from your connection. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    };
  }
  if ((await countStaff(db)) > 0) return { ok: false, message: 'The owner account is already set up. Sign in instead.' };
  const stored = await getSetting(db, KEY);
  const [hash, expiresAt] = (stored ?? '').split(' ');
  const given = Buffer.from(digest(input.setupPassword));
  if (!hash || !expiresAt || given.length !== hash.length || !timingSafeEqual(given, Buffer.from(hash)))
    return {
      ok: false,
      field: 'setupPassword',
      message: 'That is not the one-time password this server printed when it started.',
    };
  if (Date.parse(expiresAt) <= now)
    return {
      ok: false,
      field: 'setupPassword',
      message: 'That one-time password has expired. Restart the server to print a new one.',
    };
  const problem = passwordProblem(input.password, [input.email.split('@')[0]!, input.name]);
  if (problem) return { ok: false, field: 'password', message: problem };
  const passwordHash = await hashPassword(input.password);
  // Spent before the account is made, so two people racing with it cannot both become owner.
  if (!(await takeSetting(db, KEY, stored!)))
    return { ok: false, field: 'setupPassword', message: 'That one-time password has just been used. Sign in instead.' };
  let userId: string;
  try {
    userId = await createStaff(db, { email: input.email, displayName: input.name, passwordHash, role: 'owner' });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return { ok: false, message: 'The owner account is already set up. Sign in instead.' };
  }
  const session = await createSession(db, userId);
  return { ok: true, userId, email: input.email, ...session };
}
