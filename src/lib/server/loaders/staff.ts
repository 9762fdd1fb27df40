// The two staff gates for routes. The middleware already turns anonymous
// visitors away; these run in the route itself so a page or endpoint never
// serves staff data on the strength of someone else's check.
import type { APIContext, AstroGlobal } from 'astro';
import { getRuntime } from '../foundation/runtime.ts';
import { readSessionCookie } from '../auth/cookies.ts';
import { validateSessionToken } from '../auth/sessions.ts';
import type { StaffUser } from '../repositories/staff.ts';

export type StaffRole = 'owner';
export interface SignedInStaff {
  sessionId: string;
  user: StaffUser;
}

const PRIVATE = {
  'Cache-Control': 'private, no-store',
  'Content-Type': 'text/plain; charset=utf-8',
  'X-Content-Type-Options': 'nosniff',
};

/** A plain-text answer that no cache keeps. */
export function privateText(status: number, message: string): Response {
  return new Response(message, { status, headers: PRIVATE });
}

/**
 * For .astro admin pages: the signed-in staff member, or the Response to
 * return instead (a redirect to the sign-in gate, or 403 for a missing role).
 */
export function requireStaffPage(
  astro: Pick<AstroGlobal, 'locals' | 'url' | 'redirect'>,
  role?: StaffRole,
  forbidden = 'Only the owner account can do that.',
): SignedInStaff | Response {
  const staff = astro.locals.staff;
  if (!staff) return astro.redirect(`/admin?next=${encodeURIComponent(astro.url.pathname + astro.url.search)}`, 303);
  if (role === 'owner' && staff.user.role !== 'owner') return privateText(403, forbidden);
  return staff;
}

/**
 * For staff-only endpoints (CSV exports, attachment downloads): re-checks the
 * session cookie against the database, answers 401 without one, and turns an
 * unexpected failure into a logged plain 500.
 */
export function staffEndpoint(
  messages: { unauthorised: string; failure: string; log: string },
  handler: (context: APIContext, staff: SignedInStaff) => Promise<Response>,
): (context: APIContext) => Promise<Response> {
  return async (context) => {
    const { config, database, logger } = getRuntime();
    const session = context.locals.staff
      ? await validateSessionToken(database.db, readSessionCookie(context.cookies, config))
      : null;
    if (!session) return privateText(401, messages.unauthorised);
    try {
      return await handler(context, { sessionId: session.id, user: session.user });
    } catch (err) {
      logger.error({ err, reqId: context.locals.requestId }, messages.log);
      return privateText(500, messages.failure);
    }
  };
}
