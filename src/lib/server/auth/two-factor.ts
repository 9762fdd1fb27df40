import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import QRCode from 'qrcode';
import type { Database, StaffUsersTable } from '../db/schema.ts';
import { bool } from '../db/values.ts';
import { hashToken } from './sessions.ts';
import { issueToken } from './account-links.ts';
import { matchTotp, newTotpSecret, otpauthUri, randomBase32 } from './totp.ts';
import * as repo from '../repositories/two-factor.ts';
import { enableFromSetup, findLiveSetup, liveSetupSecret } from '../repositories/two-factor-setups.ts';
import { ACCOUNT_LIMITS } from '../../security-limits.ts';
import { isTwoFactorRequired } from './two-factor-rule.ts';

export { isTwoFactorRequired, setTwoFactorRequired } from './two-factor-rule.ts';

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
    // The set-up itself (its secret) starts when the enrolment page is shown, owned by this challenge.
    return { step: 'enrol', token: await issueToken(db, row.id, '2fa-enrol', ACCOUNT_LIMITS.challengeMs) };
  }
  return { step: 'session' };
}

/** Recovery codes are 50 random bits each, so a plain SHA-256 is enough at rest. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');

export function newRecoveryCodes(): string[] {
  return Array.from({ length: ACCOUNT_LIMITS.recoveryCodes }, () => {
    const c = randomBase32(7).slice(0, 10).toLowerCase();
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
  /** When this set-up lapses (a fresh secret is shown after that). */
  expiresAt: string;
}

/**
 * Who started a set-up: the signed-in session (/admin/two-factor) or the
 * sign-in challenge (enrolment required by the owner). Ids are already the
 * SHA-256 of the token, as stored in their own tables.
 */
export type SetupOwner = { kind: 'session' | 'challenge'; id: string };
const setupId = (o: SetupOwner) => `${o.kind}:${o.id}`;

/**
 * The set-up this owner is doing, with its QR code: a fresh secret for each
 * new session or challenge, the same one on a reload for 10 minutes, then a
 * fresh one again. A set-up someone else opened (and could have read) is
 * never handed on.
 */
export async function pendingEnrolment(
  db: Kysely<Database>,
  user: { id: string; email: string },
  owner: SetupOwner,
  now = Date.now(),
): Promise<Enrolment> {
  const expiresAt = new Date(now + ACCOUNT_LIMITS.setupMs).toISOString();
  const secret = await liveSetupSecret(
    db,
    { id: setupId(owner), userId: user.id, fresh: newTotpSecret(), expiresAt },
    new Date(now).toISOString(),
  );
  const uri = otpauthUri(secret, user.email);
  const qrSvg = await QRCode.toString(uri, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: '#0b1a33', light: '#ffffff' },
  });
  return { secret, uri, qrSvg, expiresAt };
}

export type EnrolmentResult = { ok: true; recoveryCodes: string[] } | { ok: false; reason: 'wrong' | 'expired' };

/** Confirms this owner's set-up with a code from the app; the account gets the set-up's secret and new recovery codes. */
export async function confirmEnrolment(
  db: Kysely<Database>,
  userId: string,
  owner: SetupOwner,
  code: string,
  now = Date.now(),
): Promise<EnrolmentResult> {
  const secret = await findLiveSetup(db, setupId(owner), userId, new Date(now).toISOString());
  if (!secret) return { ok: false, reason: 'expired' };
  const step = matchTotp(secret, code.trim().replace(/\s/g, ''), now);
  if (step === null) return { ok: false, reason: 'wrong' };
  if (!(await enableFromSetup(db, { userId, setupId: setupId(owner), secret, step }))) return { ok: false, reason: 'expired' };
  return { ok: true, recoveryCodes: await regenerateRecoveryCodes(db, userId) };
}

/** A 30-day 'remember this device' token; the database keeps its hash, so it can be revoked. */
export async function rememberDevice(db: Kysely<Database>, userId: string, now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + ACCOUNT_LIMITS.rememberDeviceMs);
  await repo.insertTrustedDevice(db, { id: hashToken(token), userId, expiresAt: expiresAt.toISOString() });
  return { token, expiresAt };
}
