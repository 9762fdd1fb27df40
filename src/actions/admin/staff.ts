import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import { fieldError } from '../../lib/server/foundation/field-error.ts';
import * as staff from '../../lib/server/repositories/staff.ts';
import { deleteUserSessions } from '../../lib/server/repositories/sessions.ts';
import { generatePassword, hashPassword, passwordProblem, verifyPassword } from '../../lib/server/auth/password.ts';
import { listAudit } from '../../lib/server/repositories/audit.ts';
import { endSignInsInProgress, inviteStaff } from '../../lib/server/auth/account-links.ts';
import { disableTwoFactor, setMustChangePassword } from '../../lib/server/repositories/two-factor.ts';
import { getRuntime } from '../../lib/server/foundation/runtime.ts';
import { authorize } from '../../lib/server/foundation/policy.ts';
import { staffAccountRecord } from '../../lib/policy/states.ts';

const id = z.string().min(1).max(64);

export const list = staffAction({
  action: 'admin.staff.list',
  changes: 'none',
  input: z.object({}).optional(),
  errorMessage: 'Error loading staff accounts',
  handler: async (_input, { db }) => staff.listStaff(db),
});

export const create = staffAction({
  action: 'admin.staff.create',
  changes: 'none',
  input: z.object({
    email: z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address.')),
    displayName: z.string().trim().min(1, 'Enter a name.').max(100),
    role: z.enum(['owner', 'staff']),
  }),
  errorMessage: 'Error creating the staff account',
  handler: async (input, { db, user, audit }) => {
    authorize(user, 'create', staffAccountRecord(user.id, null));
    if (await staff.findStaffByEmail(db, input.email)) {
      throw fieldError('email', 'An account with that e-mail already exists.', 'CONFLICT');
    }
    // Invited by e-mail with a 7-day set-your-password link: no password is ever shown (issue 15).
    const newId = await inviteStaff(db, { ...input, invitedBy: user.displayName, siteUrl: getRuntime().config.SITE_URL });
    await audit('staff.invite', 'staff_user', newId, { email: input.email, role: input.role });
    return { id: newId, invited: true };
  },
});

export const setDisabled = staffAction({
  action: 'admin.staff.setDisabled',
  changes: 'none',
  input: z.object({ id, disabled: z.boolean() }),
  errorMessage: 'Error updating the staff account',
  handler: async ({ id, disabled }, { db, user, audit }) => {
    // One's own account cannot be disabled (the policy: staffAccount.setDisabled).
    authorize(user, 'setDisabled', staffAccountRecord(user.id, id));
    if (!(await staff.findStaffById(db, id)))
      throw new ActionError({ code: 'NOT_FOUND', message: 'That account no longer exists.' });
    await staff.setDisabled(db, id, disabled);
    if (disabled) await deleteUserSessions(db, id);
    await audit(disabled ? 'staff.disable' : 'staff.enable', 'staff_user', id);
    return { ok: true };
  },
});

export const resetPassword = staffAction({
  action: 'admin.staff.resetPassword',
  changes: 'none',
  input: z.object({ id }),
  errorMessage: 'Error resetting the password',
  handler: async ({ id }, { db, user, audit }) => {
    authorize(user, 'resetPassword', staffAccountRecord(user.id, id));
    if (!(await staff.findStaffById(db, id)))
      throw new ActionError({ code: 'NOT_FOUND', message: 'That account no longer exists.' });
    const password = generatePassword();
    await staff.setPasswordHash(db, id, await hashPassword(password));
    // A password someone else has seen: replaced at the first sign-in.
    await setMustChangePassword(db, id, true);
    await deleteUserSessions(db, id);
    await audit('staff.password_reset', 'staff_user', id);
    return { password };
  },
});

/** For a lost phone and lost recovery codes: the account sets two-factor up again (if required) at its next sign-in. */
export const resetTwoFactor = staffAction({
  action: 'admin.staff.resetTwoFactor',
  changes: 'none',
  input: z.object({ id }),
  errorMessage: 'Error resetting two-factor sign-in',
  handler: async ({ id }, { db, user, audit }) => {
    authorize(user, 'resetTwoFactor', staffAccountRecord(user.id, id));
    if (!(await staff.findStaffById(db, id)))
      throw new ActionError({ code: 'NOT_FOUND', message: 'That account no longer exists.' });
    await disableTwoFactor(db, id);
    await deleteUserSessions(db, id);
    await audit('staff.two_factor_reset', 'staff_user', id);
    return { ok: true };
  },
});

export const changeOwnPassword = staffAction({
  action: 'admin.staff.changeOwnPassword',
  changes: 'none',
  input: z.object({ current: z.string().min(1, 'Enter your current password.').max(256), next: z.string().max(256) }),
  errorMessage: 'Error changing your password',
  handler: async ({ current, next }, { db, user, audit }) => {
    const row = await staff.findStaffById(db, user.id);
    if (!row || !(await verifyPassword(row.password_hash, current))) {
      throw fieldError('current', 'That is not your current password.');
    }
    const problem = passwordProblem(next, [user.email.split('@')[0]!, user.displayName]);
    if (problem) throw fieldError('next', problem);
    await staff.setPasswordHash(db, user.id, await hashPassword(next));
    // Every other session of this user ends, and any sign-in half-way through; this one stays signed in.
    await deleteUserSessions(db, user.id, user.sessionId);
    await endSignInsInProgress(db, user.id);
    await audit('staff.password_change', 'staff_user', user.id);
    return { ok: true };
  },
});

export const audit = staffAction({
  action: 'admin.staff.audit',
  changes: 'none',
  input: z.object({ limit: z.number().int().min(1).max(500).default(100) }).optional(),
  errorMessage: 'Error loading the audit log',
  handler: async (input, { db }) => listAudit(db, input?.limit ?? 100),
});
