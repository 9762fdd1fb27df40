import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { getRuntime } from '../lib/server/foundation/runtime.ts';
import { clientKey } from '../lib/server/foundation/client-key.ts';
import { completeOwnerSetup } from '../lib/server/auth/owner-setup.ts';
import { setSessionCookie } from '../lib/server/auth/cookies.ts';
import { auditor } from '../lib/server/foundation/audit.ts';
import { withoutNul } from '../lib/nul.ts';
import { PASSWORD_MAX } from '../lib/server/auth/password.ts';

// The first person in, with the one-time password the server printed (no
// ADMIN_EMAIL): they become the owner with their own address and password.
// Anonymous by nature; completeOwnerSetup refuses once any account exists.
export const owner = defineAction({
  accept: 'form',
  input: z.object({
    setupPassword: z.string().trim().min(1, 'Enter the one-time password from the server log.').max(100),
    name: z.string().trim().min(1, 'Enter your name.').max(100).refine(withoutNul, 'Enter your name.'),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter your e-mail address, like you@yourcompany.co.uk.')),
    password: z
      .string()
      .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters.`)
      .refine(withoutNul, 'The password cannot contain that character.'),
    confirm: z.string().max(256),
  }),
  handler: async (input, context) => {
    // A refusal re-renders /admin in this same request: the form shows these again.
    context.locals.ownerSetupValues = { name: input.name, email: input.email };
    if (input.password !== input.confirm)
      throw new ActionError({ code: 'BAD_REQUEST', message: 'The two passwords do not match.' });
    const { config, database, logger } = getRuntime();
    const r = await completeOwnerSetup(database.db, {
      ...input,
      client: await clientKey(context.request, context.clientAddress),
    });
    if (!r.ok) throw new ActionError({ code: r.field ? 'BAD_REQUEST' : 'FORBIDDEN', message: r.message });
    setSessionCookie(context.cookies, config, r.token, r.expiresAt);
    await auditor(database.db, { id: r.userId, email: r.email })('auth.owner_setup', 'staff_user', r.userId);
    logger.info({ email: r.email }, 'Owner account set up at first sign-in');
    return { ok: true };
  },
});
