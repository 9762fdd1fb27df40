import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import { fieldError } from '../../lib/server/foundation/field-error.ts';
import { getRuntime } from '../../lib/server/foundation/runtime.ts';
import { findStaffById, setDisplayName } from '../../lib/server/repositories/staff.ts';
import { requestEmailChange as requestChange } from '../../lib/server/auth/email-change.ts';
import { withoutNul } from '../../lib/nul.ts';

// Your own details (Admin › Your account). Plain form posts: no script needed.
export const updateName = staffAction({
  action: 'admin.profile.updateName',
  changes: 'none',
  accept: 'form',
  input: z.object({
    displayName: z
      .string()
      .trim()
      .min(1, 'Enter your name.')
      .max(100, 'At most 100 characters.')
      .refine(withoutNul, 'Enter your name.'),
  }),
  errorMessage: 'Error saving your name',
  handler: async ({ displayName }, { db, user, audit }) => {
    const before = await findStaffById(db, user.id);
    if (before?.display_name === displayName) return { displayName, changed: false };
    await setDisplayName(db, user.id, displayName);
    await audit('staff.profile_update', 'staff_user', user.id, {
      changes: { displayName: { from: before?.display_name, to: displayName } },
    });
    return { displayName, changed: true };
  },
});

/** Sends a confirmation link to the new address; nothing changes until it is followed. */
export const requestEmailChange = staffAction({
  action: 'admin.profile.requestEmailChange',
  changes: 'none',
  accept: 'form',
  input: z.object({
    email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter the new e-mail address, like you@yourcompany.co.uk.')),
    currentPassword: z.string().min(1, 'Enter your current password.').max(256),
  }),
  errorMessage: 'Error sending the confirmation link',
  handler: async ({ email, currentPassword }, { db, user, audit }) => {
    const r = await requestChange(db, {
      userId: user.id,
      newEmail: email,
      currentPassword,
      siteUrl: getRuntime().config.SITE_URL,
    });
    if (!r.ok) throw fieldError(r.field ?? 'email', r.message);
    await audit('staff.email_change_request', 'staff_user', user.id, { newEmail: r.newEmail });
    return { newEmail: r.newEmail };
  },
});
