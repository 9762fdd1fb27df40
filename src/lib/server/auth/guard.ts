import { ActionError, type ActionAPIContext } from 'astro:actions';
import { getRuntime } from '../foundation/runtime.ts';
import { isHttps } from '../foundation/config.ts';
import { sessionCookieName, validateSessionToken } from './sessions.ts';
import type { StaffUser } from '../repositories/staff.ts';

type Ctx = Pick<ActionAPIContext, 'cookies' | 'locals'>;

/**
 * Every admin action calls this first. It re-validates the session cookie
 * against the database itself rather than trusting what the middleware found:
 * action URLs are public, so the handler is the last line of defence.
 */
export async function requireStaff(context: Ctx): Promise<StaffUser & { sessionId: string }> {
  const { config, database } = getRuntime();
  const token = context.cookies.get(sessionCookieName(isHttps(config)))?.value;
  const session = await validateSessionToken(database.db, token);
  if (!session) throw new ActionError({ code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' });
  context.locals.staff = { sessionId: session.id, user: session.user };
  return { ...session.user, sessionId: session.id };
}
