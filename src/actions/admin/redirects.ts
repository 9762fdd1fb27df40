import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import { getRuntime } from '../../lib/server/foundation/runtime.ts';
import { fieldError } from '../../lib/server/foundation/field-error.ts';
import { addOwnerRedirect, removeOwnerRedirect } from '../../lib/server/import/redirects.ts';
import { ActionError } from 'astro:actions';

// The owner's redirects (/admin/redirects): plain forms, owner only.

export const add = staffAction({
  action: 'admin.redirects.add',
  changes: 'none',
  accept: 'form',
  input: z.object({ from: z.string().trim().max(500), to: z.string().trim().max(500) }),
  errorMessage: 'Error adding the redirect',
  handler: async (input, staff) => {
    const added = await addOwnerRedirect(staff.db, getRuntime().logger, input);
    if (!added.ok) throw fieldError(added.field, added.message);
    await staff.audit('redirect.add', 'redirects', added.from, { to: added.to });
    return added;
  },
});

export const remove = staffAction({
  action: 'admin.redirects.remove',
  changes: 'none',
  accept: 'form',
  input: z.object({ from: z.string().trim().min(1).max(500) }),
  errorMessage: 'Error removing the redirect',
  handler: async ({ from }, staff) => {
    if (!(await removeOwnerRedirect(staff.db, getRuntime().logger, from)))
      throw new ActionError({ code: 'NOT_FOUND', message: 'That redirect was already removed.' });
    await staff.audit('redirect.remove', 'redirects', from);
    return { from };
  },
});
