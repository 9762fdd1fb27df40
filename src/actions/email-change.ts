import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { getRuntime } from '../lib/server/foundation/runtime.ts';
import { confirmEmailChange } from '../lib/server/auth/email-change.ts';
import { auditor } from '../lib/server/foundation/audit.ts';

// The link sent to a staff member's new address leads to a page with one
// button posting here (a GET never changes anything: mail scanners open links).
// Anonymous: the link may be opened on a device that is not signed in.
export const confirm = defineAction({
  accept: 'form',
  input: z.object({ token: z.string().max(100) }),
  handler: async ({ token }) => {
    const { database } = getRuntime();
    const r = await confirmEmailChange(database.db, token);
    if (!r.ok && r.reason === 'taken')
      throw new ActionError({
        code: 'CONFLICT',
        message: 'Another staff account now uses that address, so yours was not changed.',
      });
    if (!r.ok) throw new ActionError({ code: 'NOT_FOUND', message: 'This link has expired or has already been used.' });
    await auditor(database.db, { id: r.userId, email: r.newEmail })('staff.email_change', 'staff_user', r.userId, {
      oldEmail: r.oldEmail,
      newEmail: r.newEmail,
    });
    return { newEmail: r.newEmail };
  },
});
