import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { getRuntime } from '../lib/server/foundation/runtime.ts';
import { clientKey } from '../lib/server/foundation/client-key.ts';
import { requestPasswordReset, setPasswordWithLink } from '../lib/server/auth/account-links.ts';
import { completeChallenge } from '../lib/server/auth/challenge.ts';
import { lockedMessage } from '../lib/server/auth/code-ceiling.ts';
import { setSessionCookie } from '../lib/server/auth/cookies.ts';
import { clearChallengeCookie, readChallengeCookie, setDeviceCookie } from '../lib/server/auth/two-factor-cookies.ts';
import { auditor } from '../lib/server/foundation/audit.ts';
import { withoutNul } from '../lib/nul.ts';

// Anonymous account steps: 'forgot password', set a password from a link,
// and the second sign-in step. Plain form posts, so they work without JS.
export const requestReset = defineAction({
  accept: 'form',
  input: z.object({
    email: z.string().trim().min(1, 'Enter your e-mail address.').max(254).refine(withoutNul, 'Enter your e-mail address.'),
  }),
  handler: async ({ email }, context) => {
    const { config, database } = getRuntime();
    const r = await requestPasswordReset(database.db, {
      email,
      client: await clientKey(context.request, context.clientAddress),
      siteUrl: config.SITE_URL,
    });
    if (!r.ok) {
      const minutes = Math.ceil(r.retryAfterSeconds / 60);
      throw new ActionError({
        code: 'TOO_MANY_REQUESTS',
        message: `Too many reset requests from your connection. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      });
    }
    return { ok: true };
  },
});

export const setPassword = defineAction({
  accept: 'form',
  input: z.object({
    token: z.string().max(100),
    password: z.string().max(256).refine(withoutNul, 'The password cannot contain that character.'),
    confirm: z.string().max(256),
  }),
  handler: async ({ token, password, confirm }) => {
    if (password !== confirm) throw new ActionError({ code: 'BAD_REQUEST', message: 'The two passwords do not match.' });
    const { database } = getRuntime();
    const r = await setPasswordWithLink(database.db, token, password);
    if (!r.ok && r.reason === 'weak') throw new ActionError({ code: 'BAD_REQUEST', message: r.message });
    if (!r.ok)
      throw new ActionError({ code: 'NOT_FOUND', message: 'This link has expired or has already been used. Ask for a new one.' });
    await auditor(database.db, { id: r.userId, email: r.email })(
      `auth.password_set_${r.purpose.replace('-', '_')}`,
      'staff_user',
      r.userId,
    );
    return { ok: true };
  },
});

export const verifyCode = defineAction({
  accept: 'form',
  input: z.object({
    code: z.string().trim().min(1, 'Enter the code.').max(40),
    remember: z.boolean().optional(),
  }),
  handler: async ({ code, remember }, context) => {
    const { config, database } = getRuntime();
    const r = await completeChallenge(database.db, {
      challenge: readChallengeCookie(context.cookies, config),
      code,
      client: await clientKey(context.request, context.clientAddress),
      remember: remember === true,
    });
    if (!r.ok && r.reason === 'locked') throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: lockedMessage(r) });
    if (!r.ok && r.reason === 'expired') {
      clearChallengeCookie(context.cookies, config);
      throw new ActionError({ code: 'UNAUTHORIZED', message: 'Your sign-in has timed out. Please sign in again.' });
    }
    if (!r.ok)
      throw new ActionError({ code: 'BAD_REQUEST', message: 'That code is not right. Check your app or use a recovery code.' });
    clearChallengeCookie(context.cookies, config);
    setSessionCookie(context.cookies, config, r.session.token, r.session.expiresAt);
    if (r.device) setDeviceCookie(context.cookies, config, r.device.token, r.device.expiresAt);
    const action = r.recoveryCodes ? 'auth.two_factor_enrolled' : r.usedRecoveryCode ? 'auth.login_recovery_code' : 'auth.login';
    await auditor(database.db, r.user)(action, 'staff_user', r.user.id);
    return { recoveryCodes: r.recoveryCodes ?? null };
  },
});
