import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { getRuntime } from '../lib/server/foundation/runtime.ts';
import { attemptLogin } from '../lib/server/auth/login.ts';
import { invalidateSessionToken, validateSessionToken } from '../lib/server/auth/sessions.ts';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../lib/server/auth/cookies.ts';
import { clientKey } from '../lib/server/foundation/client-key.ts';
import { auditRepeated, auditor } from '../lib/server/foundation/audit.ts';
import { readDeviceCookie, setChallengeCookie } from '../lib/server/auth/two-factor-cookies.ts';
import { withoutNul } from '../lib/nul.ts';

export const WRONG_PASSWORD = 'Invalid password: wrong e-mail address or admin password.';

// The sign-in form: the only admin-area action open to anonymous callers.
export const login = defineAction({
  accept: 'form',
  input: z.object({
    // NUL never belongs in either, and PostgreSQL refuses it in text.
    email: z.string().trim().min(1, 'Enter your e-mail address.').max(254).refine(withoutNul, 'Enter your e-mail address.'),
    password: z.string().min(1, 'Enter your password.').max(256).refine(withoutNul, 'Enter your password.'),
  }),
  handler: async (input, context) => {
    const { config, database, logger } = getRuntime();
    const client = await clientKey(context.request, context.clientAddress);
    const result = await attemptLogin(database.db, {
      email: input.email,
      password: input.password,
      client,
      device: readDeviceCookie(context.cookies, config),
    });
    if (!result.ok && result.reason === 'locked') {
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      // Refusals are counted per client and 10-minute window: a flood is one entry (repositories/audit.ts).
      await auditRepeated(
        database.db,
        { id: null, email: input.email.toLowerCase() },
        client,
      )('auth.login_throttled', 'staff_user');
      throw new ActionError({
        code: 'TOO_MANY_REQUESTS',
        message: `Too many sign-in attempts from your connection. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      });
    }
    // Right password, one more step (issue 15): a new password, or the authenticator code.
    if (!result.ok && result.reason === 'next') {
      if (result.step === 'change-password')
        return { name: result.user.displayName, next: `/auth/set-password?token=${result.token}` };
      setChallengeCookie(context.cookies, config, result.token);
      return { name: result.user.displayName, next: '/auth/two-factor' };
    }
    if (!result.ok) {
      await auditRepeated(database.db, { id: null, email: input.email.toLowerCase() }, client)('auth.login_failed', 'staff_user');
      logger.info({ reqId: context.locals.requestId }, 'failed sign-in');
      throw new ActionError({ code: 'UNAUTHORIZED', message: WRONG_PASSWORD });
    }
    setSessionCookie(context.cookies, config, result.token, result.expiresAt);
    await auditor(database.db, result.user)('auth.login', 'staff_user', result.user.id);
    return { name: result.user.displayName, next: null };
  },
});

export const logout = defineAction({
  accept: 'form',
  handler: async (_input, context) => {
    const { config, database } = getRuntime();
    const token = readSessionCookie(context.cookies, config);
    if (token) {
      const session = await validateSessionToken(database.db, token);
      await invalidateSessionToken(database.db, token);
      if (session) {
        await auditor(database.db, session.user)('auth.logout', 'staff_user', session.user.id);
      }
    }
    clearSessionCookie(context.cookies, config);
    return { ok: true };
  },
});
