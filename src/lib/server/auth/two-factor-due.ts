import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SessionRow } from '../repositories/sessions.ts';
import { deleteSession } from '../repositories/sessions.ts';
import { auditor } from '../foundation/audit.ts';
import { issueToken } from './account-links.ts';
import { ACCOUNT_LIMITS } from '../../security-limits.ts';

// 'Two-factor required' reaches sessions that were already open (issue 24).
// From its next request such a session opens nothing (validateSessionToken
// refuses it at every gate). Calls from scripts (actions, downloads, JSON)
// get a 401 saying why; the next page load ends the session and gives the
// browser the enrolment challenge a fresh sign-in would: the set-up page,
// then a new session once a code from the app proves it.

/** The admin page the browser is sent to. */
export const ENROL_PATH = '/auth/two-factor';

/** Ends the session and returns the enrolment challenge token for its cookie. */
export async function enrolInsteadOfSession(db: Kysely<Database>, session: SessionRow): Promise<string> {
  await deleteSession(db, session.id);
  const token = await issueToken(db, session.user.id, '2fa-enrol', ACCOUNT_LIMITS.challengeMs);
  await auditor(db, session.user)('auth.two_factor_due', 'staff_user', session.user.id);
  return token;
}

const FORM = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

/** A page load or a plain form post (which a 303 can answer), not a script's call or a download. */
export function isPageLoad(request: Request, pathname: string): boolean {
  const method = request.method;
  const form = method === 'POST' && FORM.test(request.headers.get('content-type') ?? '');
  if (method !== 'GET' && method !== 'HEAD' && !form) return false;
  return !/^\/(_actions|api)\//.test(pathname) && !pathname.endsWith('.csv') && !pathname.startsWith('/admin/attachments/');
}

/** What a call that is not a page load gets meanwhile: 401, with where to go. */
export function twoFactorDueRefusal(pathname: string): Response {
  const message = 'Two-factor sign-in is now required for every account. Set it up to carry on.';
  const headers = { 'Cache-Control': 'private, no-store' };
  if (pathname.startsWith('/_actions/')) {
    const body = { type: 'AstroActionError', code: 'UNAUTHORIZED', status: 401, message };
    return new Response(JSON.stringify(body), { status: 401, headers: { ...headers, 'Content-Type': 'application/json' } });
  }
  return new Response(`${message} Open ${ENROL_PATH}.`, {
    status: 401,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
