import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import QRCode from 'qrcode';
import type { Database, StaffUsersTable } from '../db/schema.ts';
import { bool } from '../db/values.ts';
import { hashToken } from './sessions.ts';
import { issueToken } from './account-links.ts';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from './totp.ts';
import * as repo from '../repositories/two-factor.ts';
import { getSetting, setSetting } from '../repositories/settings.ts';
import { ACCOUNT_LIMITS } from '../../security-limits.ts';

const REQUIRED_KEY = 'require_two_factor';

export async function isTwoFactorRequired(db: Kysely<Database>): Promise<boolean> {
  return (await getSetting(db, REQUIRED_KEY)) === '1';
}

export async function setTwoFactorRequired(db: Kysely<Database>, required: boolean): Promise<void> {
  await setSetting(db, REQUIRED_KEY, required ? '1' : '0');
}

/** What must happen after a correct password before a session is given. */
export type NextStep = { step: 'session' } | { step: 'change-password' | 'two-factor' | 'enrol'; token: string };

export async function afterPassword(
  db: Kysely<Database>,
  row: Selectable<StaffUsersTable>,
  deviceToken?: string,
): Promise<NextStep> {
  if (bool(row.must_change_password)) {
    return { step: 'change-password', token: await issueToken(db, row.id, 'must-change', ACCOUNT_LIMITS.mustChangeTokenMs) };
  }
  if (row.totp_secret) {
    if (deviceToken && deviceToken.length <= 100 && (await repo.isTrustedDevice(db, hashToken(deviceToken), row.id)))
      return { step: 'session' };
    return { step: 'two-factor', token: await issueToken(db, row.id, '2fa', ACCOUNT_LIMITS.challengeMs) };
  }
  if (await isTwoFactorRequired(db)) {
    if (!row.totp_pending_secret) await repo.setPendingSecret(db, row.id, newTotpSecret());
    return { step: 'enrol', token: await issueToken(db, row.id, '2fa-enrol', ACCOUNT_LIMITS.challengeMs) };
  }
  return { step: 'session' };
}

/** Recovery codes are 50 random bits each, so a plain SHA-256 is enough at rest. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');

export function newRecoveryCodes(): string[] {
  return Array.from({ length: ACCOUNT_LIMITS.recoveryCodes }, () => {
    const c = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });
}

/** Replaces the account's recovery codes; the plain codes are returned once, only hashes kept. */
export async function regenerateRecoveryCodes(db: Kysely<Database>, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode));
  return codes;
}

/**
 * Checks a second factor: a 6-digit code from the app (refused if its time
 * step is not newer than the last one accepted - a replay), or an unused
 * recovery code (spent by this call).
 */
export async function verifySecondFactor(db: Kysely<Database>, userId: string, rawCode: string, now = Date.now()) {
  const code = rawCode.trim().replace(/\s/g, '');
  const state = await repo.getTwoFactor(db, userId);
  if (!state?.secret) return { ok: false as const };
  if (/^\d{6}$/.test(code)) {
    const step = matchTotp(state.secret, code, now);
    if (step === null) return { ok: false as const };
    return (await repo.advanceStep(db, userId, step)) ? { ok: true as const, recovery: false } : { ok: false as const };
  }
  if (code.length > 20) return { ok: false as const };
  return (await repo.useRecoveryCode(db, userId, hashRecoveryCode(code)))
    ? { ok: true as const, recovery: true }
    : { ok: false as const };
}

export interface Enrolment {
  secret: string;
  uri: string;
  /** The QR code of the URI, as SVG made on the server (no script needed). */
  qrSvg: string;
}

/** The secret being set up (made on first call, the same until confirmed) with its QR code. */
export async function pendingEnrolment(db: Kysely<Database>, user: { id: string; email: string }): Promise<Enrolment> {
  const state = await repo.getTwoFactor(db, user.id);
  let secret = state?.pendingSecret;
  if (!secret) {
    secret = newTotpSecret();
    await repo.setPendingSecret(db, user.id, secret);
  }
  const uri = otpauthUri(secret, user.email);
  const qrSvg = await QRCode.toString(uri, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: '#0b1a33', light: '#ffffff' },
  });
  return { secret, uri, qrSvg };
}

/** Confirms enrolment with a code from the app; returns the new recovery codes, or null for a wrong code. */
export async function confirmEnrolment(
  db: Kysely<Database>,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<string[] | null> {
  const state = await repo.getTwoFactor(db, userId);
  if (!state?.pendingSecret) return null;
  const step = matchTotp(state.pendingSecret, code.trim().replace(/\s/g, ''), now);
  if (step === null) return null;
  await repo.enableTwoFactor(db, userId, state.pendingSecret, step);
  return regenerateRecoveryCodes(db, userId);
}

/** A 30-day 'remember this device' token; the database keeps its hash, so it can be revoked. */
export async function rememberDevice(db: Kysely<Database>, userId: string, now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + ACCOUNT_LIMITS.rememberDeviceMs);
  await repo.insertTrustedDevice(db, { id: hashToken(token), userId, expiresAt: expiresAt.toISOString() });
  return { token, expiresAt };
}
