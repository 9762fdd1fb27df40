// Loaders for the account pages: two-factor settings, the second sign-in
// step and the set-password link. The pages render what comes back.
import type { AstroCookies } from 'astro';
import { getRuntime } from '../foundation/runtime.ts';
import { peekPasswordLink } from '../auth/account-links.ts';
import { challengePurpose } from '../auth/challenge.ts';
import { isTwoFactorRequired, pendingEnrolment } from '../auth/two-factor.ts';
import { readChallengeCookie } from '../auth/two-factor-cookies.ts';
import { countTrustedDevices, countUnusedRecoveryCodes, getTwoFactor } from '../repositories/two-factor.ts';
import type { StaffUser } from '../repositories/staff.ts';
import { findPendingEmailChange } from '../repositories/email-changes.ts';
import { peekEmailChange } from '../auth/email-change.ts';

const db = () => getRuntime().database.db;

/** The signed-in user's two-factor state; `required` only for those who may change it. A set-up belongs to this session. */
export async function loadTwoFactorSettings(user: StaffUser, sessionId: string, mayRequire: boolean) {
  const state = await getTwoFactor(db(), user.id);
  const enabledAt = state?.secret ? state.enabledAt : null;
  return {
    enabledAt,
    unusedCodes: enabledAt ? await countUnusedRecoveryCodes(db(), user.id) : 0,
    devices: enabledAt ? await countTrustedDevices(db(), user.id) : 0,
    enrolment: enabledAt ? null : await pendingEnrolment(db(), user, { kind: 'session', id: sessionId }),
    required: mayRequire ? await isTwoFactorRequired(db()) : null,
  };
}

/** The live set-password link for this token, or undefined. */
export const loadPasswordLink = (token: string) => peekPasswordLink(db(), token);

/** The pending second sign-in step from the challenge cookie, with the enrolment when set-up is due. */
export async function loadTwoFactorChallenge(cookies: AstroCookies) {
  const challenge = await challengePurpose(db(), readChallengeCookie(cookies, getRuntime().config));
  const enrolment =
    challenge?.purpose === '2fa-enrol'
      ? await pendingEnrolment(db(), challenge.user, { kind: 'challenge', id: challenge.id })
      : null;
  return { challenge, enrolment };
}

/** The address a staff member asked to move to, while its link is still good. */
export const loadPendingEmailChange = (userId: string) => findPendingEmailChange(db(), userId);

/** The confirmation page behind the link sent to a new address. */
export const loadEmailChangeLink = (token: string) => peekEmailChange(db(), token);
