import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import * as repo from '../repositories/sessions.ts';
import { touchLogin } from '../repositories/staff.ts';
import { isTwoFactorRequired } from './two-factor-rule.ts';

// Copenhagen Book pattern: the cookie holds 256 random bits; the database
// holds only their SHA-256, so a leaked table cannot be replayed as cookies.
export const IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000; // signed out after 8 idle hours
export const ABSOLUTE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000; // and after 7 days regardless
const TOUCH_INTERVAL_MS = 60 * 1000; // write last_seen at most once a minute

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sessionCookieName(https: boolean): string {
  return https ? '__Host-nm_session' : 'nm_session';
}

/**
 * A new session is a sign-in, whichever way in it came (password, two-factor code, the first
 * owner's set-up): each records it as the account's last sign-in (issue 38: the owner made at
 * set-up read 'last sign-in Never').
 */
export async function createSession(db: Kysely<Database>, userId: string) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ABSOLUTE_LIFETIME_MS);
  await repo.insertSession(db, {
    id: hashToken(token),
    userId,
    now: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  await touchLogin(db, userId);
  return { token, expiresAt };
}

export type SessionCheck =
  | { state: 'ok'; session: repo.SessionRow }
  /** Live, but the owner requires two-factor and the account has none: it opens nothing (issue 24). */
  | { state: 'two-factor-due'; session: repo.SessionRow }
  | { state: 'none' };

export async function checkSessionToken(
  db: Kysely<Database>,
  token: string | undefined,
  now = Date.now(),
): Promise<SessionCheck> {
  if (!token || token.length > 100) return { state: 'none' };
  const id = hashToken(token);
  const session = await repo.findSession(db, id);
  if (!session) return { state: 'none' };
  const lastSeen = Date.parse(session.lastSeenAt);
  if (Date.parse(session.expiresAt) <= now || lastSeen + IDLE_TIMEOUT_MS <= now) {
    await repo.deleteSession(db, id);
    return { state: 'none' };
  }
  // Read on each request, so turning the rule on reaches sessions already open.
  if (!session.twoFactor && (await isTwoFactorRequired(db))) return { state: 'two-factor-due', session };
  if (now - lastSeen > TOUCH_INTERVAL_MS) await repo.touchSession(db, id, new Date(now).toISOString());
  return { state: 'ok', session };
}

/**
 * The live session for a cookie, or null. Every gate (middleware, actions,
 * endpoints, pages) goes through this, so a session that must first set up
 * two-factor is refused everywhere, not only where the middleware looks.
 */
export async function validateSessionToken(db: Kysely<Database>, token: string | undefined, now = Date.now()) {
  const check = await checkSessionToken(db, token, now);
  return check.state === 'ok' ? check.session : null;
}

export async function invalidateSessionToken(db: Kysely<Database>, token: string): Promise<void> {
  await repo.deleteSession(db, hashToken(token));
}
