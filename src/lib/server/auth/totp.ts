import { HOTP, Secret, TOTP } from 'otpauth';

// RFC 6238 TOTP (HMAC-SHA1, 6 digits, 30-second steps), computed by the otpauth package: the
// parameters every authenticator app accepts by default. Secrets are stored as base32 (RFC 4648,
// upper case, no padding), the same text the earlier home-made encoder wrote, so enrolled
// accounts keep their codes.
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that still count, for clocks a little out. */
export const TOTP_DRIFT_STEPS = 1;
const ISSUER = 'Northmill';

const settings = { algorithm: 'SHA1', digits: TOTP_DIGITS } as const;

/** `bytes` random bytes (node:crypto's generator, via otpauth) as base32 text. */
export const randomBase32 = (bytes: number) => new Secret({ size: bytes }).base32;

/** A new 160-bit secret (RFC 4226's recommended length), base32 for apps. */
export const newTotpSecret = () => randomBase32(20);

/** The 30-second step a moment falls in: the counter the code is made from. */
export const timeStep = (nowMs: number) => TOTP.counter({ period: TOTP_STEP_SECONDS, timestamp: nowMs });

/** The code an app shows for this secret in this time step (tests and scripts use it to sign in). */
export const totpCode = (secret: string, step: number) =>
  HOTP.generate({ ...settings, secret: Secret.fromBase32(secret), counter: step });

/**
 * The time step a code belongs to (within the drift allowed), or null.
 * Callers refuse a step at or before the last one accepted (replay).
 */
export function matchTotp(secret: string, code: string, nowMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    ...settings,
    token: code,
    secret: Secret.fromBase32(secret),
    period: TOTP_STEP_SECONDS,
    timestamp: nowMs,
    window: TOTP_DRIFT_STEPS,
  });
  return delta === null ? null : timeStep(nowMs) + delta;
}

/** The otpauth:// URI authenticator apps read from the QR code. */
export function otpauthUri(secret: string, account: string, issuer = ISSUER): string {
  const totp = new TOTP({ ...settings, issuer, label: account, period: TOTP_STEP_SECONDS, secret: Secret.fromBase32(secret) });
  return totp.toString();
}
