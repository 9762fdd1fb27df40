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
import { consume } from '../../lib/server/repositories/rate-limits.ts';
import { ACCOUNT_LIMITS, LOGIN_LIMITS } from '../../lib/security-limits.ts';

// The signed-in account's two-factor settings (/admin/two-factor), as plain
// form posts. Changing them needs a current code, so a session left open on
// someone's desk cannot turn the second factor off or read new codes.
const code = z.object({ code: z.string().trim().min(1, 'Enter a code from your app.').max(40) });

async function throttle(db: Parameters<typeof consume>[0], userId: string) {
  const slot = await consume(db, 'code-account-settings', userId, ACCOUNT_LIMITS.codesPerClientAccount, LOGIN_LIMITS.windowMs);
  if (!slot.allowed)
    throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: 'Too many codes tried. Wait 15 minutes and try again.' });
}

export const confirm = staffAction({
  action: 'admin.twoFactor.confirm',
  accept: 'form',
  input: code,
  errorMessage: 'Error turning on two-factor sign-in',
  handler: async (input, { db, user, audit }) => {
    await throttle(db, user.id);
    const state = await getTwoFactor(db, user.id);
    if (state?.secret) throw new ActionError({ code: 'CONFLICT', message: 'Two-factor sign-in is already on.' });
    const codes = await confirmEnrolment(db, user.id, input.code);
    if (!codes)
      throw new ActionError({
        code: 'BAD_REQUEST',
        message: 'That code is not right. Check the time on your phone and try the newest code.',
      });
    await audit('staff.two_factor_enable', 'staff_user', user.id);
    return { recoveryCodes: codes };
  },
});

async function requireCode(db: Parameters<typeof consume>[0], userId: string, given: string) {
  await throttle(db, userId);
  const check = await verifySecondFactor(db, userId, given);
  if (!check.ok) throw new ActionError({ code: 'BAD_REQUEST', message: 'That code is not right, or it has already been used.' });
}

export const regenerateCodes = staffAction({
  action: 'admin.twoFactor.regenerateCodes',
  accept: 'form',
  input: code,
  errorMessage: 'Error making new recovery codes',
  handler: async (input, { db, user, audit }) => {
    await requireCode(db, user.id, input.code);
    const codes = await regenerateRecoveryCodes(db, user.id);
    await audit('staff.recovery_codes_regenerate', 'staff_user', user.id);
    return { recoveryCodes: codes };
  },
});

export const forgetDevices = staffAction({
  action: 'admin.twoFactor.forgetDevices',
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
  accept: 'form',
  input: code,
  errorMessage: 'Error turning off two-factor sign-in',
  handler: async (input, { db, user, audit }) => {
    await requireCode(db, user.id, input.code);
    await disableTwoFactor(db, user.id);
    await audit('staff.two_factor_disable', 'staff_user', user.id);
    return { recoveryCodes: null };
  },
});

export const setRequired = staffAction({
  action: 'admin.twoFactor.setRequired',
  accept: 'form',
  input: z.object({ required: z.enum(['yes', 'no']) }),
  errorMessage: 'Error saving the two-factor rule',
  handler: async ({ required }, { db, audit }) => {
    await setTwoFactorRequired(db, required === 'yes');
    await audit('settings.two_factor_required', 'site_settings', null, { required: required === 'yes' });
    return { recoveryCodes: null };
  },
});
