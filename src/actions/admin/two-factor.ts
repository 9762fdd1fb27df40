import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import {
  confirmEnrolment,
  regenerateRecoveryCodes,
  setTwoFactorRequired,
  verifySecondFactor,
} from '../../lib/server/auth/two-factor.ts';
import { disableTwoFactor, forgetTrustedDevices, getTwoFactor } from '../../lib/server/repositories/two-factor.ts';
import { guardCode, lockedMessage } from '../../lib/server/auth/code-ceiling.ts';
import type { StaffContext } from './staff-action.ts';

// The signed-in account's two-factor settings (/admin/two-factor), as plain
// form posts. Changing them needs a current code, so a session left open on
// someone's desk cannot turn the second factor off or read new codes.
const code = z.object({ code: z.string().trim().min(1, 'Enter a code from your app.').max(40) });

const WRONG = 'That code is not right, or it has already been used.';

/** Every code asked for here counts against the account's ceiling, like the sign-in step (code-ceiling.ts). */
async function requireCode(db: StaffContext['db'], user: StaffContext['user'], given: string) {
  const gate = await guardCode(db, user, [], async () => [
    (await verifySecondFactor(db, user.id, given)).ok ? 'right' : 'wrong',
    null,
  ]);
  if (gate.locked) throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: lockedMessage(gate) });
  if (gate.verdict !== 'right') throw new ActionError({ code: 'BAD_REQUEST', message: WRONG });
}

export const confirm = staffAction({
  action: 'admin.twoFactor.confirm',
  changes: 'none',
  accept: 'form',
  input: code,
  errorMessage: 'Error turning on two-factor sign-in',
  handler: async (input, { db, user, audit }) => {
    const state = await getTwoFactor(db, user.id);
    if (state?.secret) throw new ActionError({ code: 'CONFLICT', message: 'Two-factor sign-in is already on.' });
    // The set-up this session started (a set-up opened elsewhere cannot be confirmed here).
    const owner = { kind: 'session' as const, id: user.sessionId };
    const gate = await guardCode(db, user, [], async () => {
      const r = await confirmEnrolment(db, user.id, owner, input.code);
      return [r.ok ? 'right' : r.reason === 'wrong' ? 'wrong' : 'unchecked', r] as const;
    });
    if (gate.locked) throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: lockedMessage(gate) });
    if (!gate.value.ok && gate.value.reason === 'expired')
      throw new ActionError({
        code: 'BAD_REQUEST',
        message: 'That set-up has lapsed (10 minutes). Add the new key below to your app and enter its code.',
      });
    if (!gate.value.ok)
      throw new ActionError({
        code: 'BAD_REQUEST',
        message: 'That code is not right. Check the time on your phone and try the newest code.',
      });
    await audit('staff.two_factor_enable', 'staff_user', user.id);
    return { recoveryCodes: gate.value.recoveryCodes };
  },
});

export const regenerateCodes = staffAction({
  action: 'admin.twoFactor.regenerateCodes',
  changes: 'none',
  accept: 'form',
  input: code,
  errorMessage: 'Error making new recovery codes',
  handler: async (input, { db, user, audit }) => {
    await requireCode(db, user, input.code);
    const codes = await regenerateRecoveryCodes(db, user.id);
    await audit('staff.recovery_codes_regenerate', 'staff_user', user.id);
    return { recoveryCodes: codes };
  },
});

export const forgetDevices = staffAction({
  action: 'admin.twoFactor.forgetDevices',
  changes: 'none',
  accept: 'form',
  input: z.object({}).optional(),
  errorMessage: 'Error forgetting remembered devices',
  handler: async (_input, { db, user, audit }) => {
    await forgetTrustedDevices(db, user.id);
    await audit('staff.devices_forget', 'staff_user', user.id);
    return { recoveryCodes: null };
  },
});

export const disable = staffAction({
  action: 'admin.twoFactor.disable',
  changes: 'none',
  accept: 'form',
  input: code,
  errorMessage: 'Error turning off two-factor sign-in',
  handler: async (input, { db, user, audit }) => {
    await requireCode(db, user, input.code);
    await disableTwoFactor(db, user.id);
    await audit('staff.two_factor_disable', 'staff_user', user.id);
    return { recoveryCodes: null };
  },
});

export const setRequired = staffAction({
  action: 'admin.twoFactor.setRequired',
  changes: 'none',
  accept: 'form',
  input: z.object({ required: z.enum(['yes', 'no']) }),
  errorMessage: 'Error saving the two-factor rule',
  handler: async ({ required }, { db, user, audit }) => {
    // The rule ends the sessions of accounts without two-factor at once, the owner's own included.
    if (required === 'yes' && !(await getTwoFactor(db, user.id))?.secret)
      throw new ActionError({
        code: 'BAD_REQUEST',
        message: 'Turn on two-factor sign-in for your own account first: the rule would otherwise sign you out as well.',
      });
    await setTwoFactorRequired(db, required === 'yes');
    await audit('settings.two_factor_required', 'site_settings', null, { required: required === 'yes' });
    return { recoveryCodes: null };
  },
});
