import type { MiddlewareHandler } from 'astro';
import { getRuntime } from '../lib/server/foundation/runtime.ts';
import { isHttps } from '../lib/server/foundation/config.ts';
import { isStaffPath } from '../lib/server/http/security-headers.ts';
import { refuseAnonymous } from '../lib/server/http/csrf.ts';
import { checkSessionToken, sessionCookieName } from '../lib/server/auth/sessions.ts';
import { clearSessionCookie } from '../lib/server/auth/cookies.ts';
import { setChallengeCookie } from '../lib/server/auth/two-factor-cookies.ts';
import { ENROL_PATH, enrolInsteadOfSession, isPageLoad, twoFactorDueRefusal } from '../lib/server/auth/two-factor-due.ts';
import { routeDenial } from '../lib/server/http/route-permission.ts';

/**
 * The first gate for staff URLs: who is signed in (context.locals.staff), and a refusal for
 * anyone who may not be here. Pages, endpoints and every action handler check the session
 * again themselves; this gate only keeps the obvious out early.
 */
export const staffGate: MiddlewareHandler = async (context, next) => {
  const { pathname } = context.url;
  if (!isStaffPath(pathname)) return next();
  const { config, database, logger } = getRuntime();
  const token = context.cookies.get(sessionCookieName(isHttps(config)))?.value;
  try {
    const check = await checkSessionToken(database.db, token);
    if (check.state === 'ok') context.locals.staff = { sessionId: check.session.id, user: check.session.user };
    // The owner now requires two-factor and this account has none: a page load turns the
    // session into the enrolment step of a sign-in; any other call is refused (two-factor-due.ts).
    if (check.state === 'two-factor-due') {
      if (!isPageLoad(context.request, pathname)) return twoFactorDueRefusal(pathname);
      setChallengeCookie(context.cookies, config, await enrolInsteadOfSession(database.db, check.session));
      clearSessionCookie(context.cookies, config);
      return context.redirect(ENROL_PATH, 303);
    }
  } catch (err) {
    logger.error({ err, reqId: context.locals.requestId }, 'session check failed');
  }

  const staff = context.locals.staff;
  if (!staff) {
    // Actions and file endpoints answer 401; pages send the visitor to the sign-in gate.
    const denied = refuseAnonymous(pathname, context.request.method);
    if (denied) return denied;
    if (pathname.startsWith('/admin/') && context.request.method === 'GET')
      return context.redirect(`/admin?next=${encodeURIComponent(pathname + context.url.search)}`, 303);
    return next();
  }
  // Signed in, but the role may lack this page's permission (src/lib/permissions.ts).
  return routeDenial(pathname, staff.user.role) ?? next();
};
