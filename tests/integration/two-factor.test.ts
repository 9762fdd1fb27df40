import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { hashPassword } from '../../src/lib/server/auth/password.ts';
import { attemptLogin, type LoginResult } from '../../src/lib/server/auth/login.ts';
import { hashToken, validateSessionToken } from '../../src/lib/server/auth/sessions.ts';
import { completeChallenge } from '../../src/lib/server/auth/challenge.ts';
import {
  confirmEnrolment,
  hashRecoveryCode,
  pendingEnrolment,
  setTwoFactorRequired,
} from '../../src/lib/server/auth/two-factor.ts';
import { timeStep, totpCode } from '../../src/lib/server/auth/totp.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { countUnusedRecoveryCodes, forgetTrustedDevices, getTwoFactor } from '../../src/lib/server/repositories/two-factor.ts';
import { ACCOUNT_LIMITS } from '../../src/lib/security-limits.ts';

const codeAt = (secret: string, ms = Date.now()) => totpCode(secret, timeStep(ms));
function challengeOf(r: LoginResult, step: string): string {
  if (r.ok || r.reason !== 'next' || r.step !== step) throw new Error(`expected step ${step}, got ${JSON.stringify(r)}`);
  return r.token;
}

describe.each(testDatabases())('two-factor sign-in on %s', (kind) => {
  let t: TestDb;
  const email = 'ana@northmill.example';
  const password = 'ana keeps a long one';
  let userId: string;
  let secret: string;
  let recovery: string[];
  let enrolledAt: number;

  beforeAll(async () => {
    t = await openTestDb(kind);
    userId = await createStaff(t.database.db, {
      email,
      displayName: 'Ana',
      role: 'owner',
      passwordHash: await hashPassword(password),
    });
  });
  afterAll(() => t.cleanup());

  it('enrols with a QR code and secret, refusing a wrong code, and hashes 10 recovery codes', async () => {
    const owner = { kind: 'session' as const, id: 'ana-session' };
    const e = await pendingEnrolment(t.database.db, { id: userId, email }, owner);
    expect(e.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(e.uri).toContain(`secret=${e.secret}`);
    // A reload in the same session shows the same set-up.
    expect((await pendingEnrolment(t.database.db, { id: userId, email }, owner)).secret).toBe(e.secret);
    expect(
      await confirmEnrolment(
        t.database.db,
        userId,
        owner,
        '000000'.replace(/0/g, (_, i) => String((Number(codeAt(e.secret)[i]) + 1) % 10)),
      ),
    ).toEqual({ ok: false, reason: 'wrong' });
    secret = e.secret;
    enrolledAt = Date.now();
    const done = await confirmEnrolment(t.database.db, userId, owner, codeAt(secret, enrolledAt), enrolledAt);
    if (!done.ok) throw new Error('expected enrolment');
    recovery = done.recoveryCodes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const rows = await t.database.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', userId).execute();
    expect(rows.map((r) => r.code_hash).sort()).toEqual(recovery.map(hashRecoveryCode).sort());
    expect(rows.map((r) => r.code_hash)).not.toContain(recovery[0]);
    expect((await getTwoFactor(t.database.db, userId))?.secret).toBe(secret);
  });

  it('asks for a code after the password; the enrolment code cannot be replayed', async () => {
    const r = await attemptLogin(t.database.db, { email, password, client: 'c1' });
    const challenge = challengeOf(r, 'two-factor');
    // The code that enrolled (its time step) is spent; the next step's code is fresh.
    expect(
      await completeChallenge(t.database.db, { challenge, code: codeAt(secret, enrolledAt), client: 'c1', remember: false }),
    ).toEqual({ ok: false, reason: 'invalid' });
    const next = await completeChallenge(t.database.db, {
      challenge,
      code: codeAt(secret, enrolledAt + 30_000),
      client: 'c1',
      remember: false,
    });
    expect(next.ok).toBe(true);
    if (!next.ok) return;
    expect(await validateSessionToken(t.database.db, next.session.token)).not.toBeNull();
    // The challenge is spent.
    expect((await completeChallenge(t.database.db, { challenge, code: codeAt(secret), client: 'c1', remember: false })).ok).toBe(
      false,
    );
  });

  it('takes each recovery code once', async () => {
    const c1 = challengeOf(await attemptLogin(t.database.db, { email, password, client: 'c2' }), 'two-factor');
    const ok = await completeChallenge(t.database.db, {
      challenge: c1,
      code: recovery[0]!.toUpperCase(),
      client: 'c2',
      remember: false,
    });
    expect(ok).toMatchObject({ ok: true, usedRecoveryCode: true });
    const c2 = challengeOf(await attemptLogin(t.database.db, { email, password, client: 'c2' }), 'two-factor');
    expect(await completeChallenge(t.database.db, { challenge: c2, code: recovery[0]!, client: 'c2', remember: false })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await countUnusedRecoveryCodes(t.database.db, userId)).toBe(9);
  });

  it('remembers a device for 30 days until revoked', async () => {
    const challenge = challengeOf(await attemptLogin(t.database.db, { email, password, client: 'c4' }), 'two-factor');
    const r = await completeChallenge(t.database.db, { challenge, code: recovery[2]!, client: 'c4', remember: true });
    if (!r.ok || !r.device) throw new Error('expected a remembered device');
    expect(Math.abs(r.device.expiresAt.getTime() - Date.now() - ACCOUNT_LIMITS.rememberDeviceMs)).toBeLessThan(5000);
    expect((await attemptLogin(t.database.db, { email, password, client: 'c4', device: r.device.token })).ok).toBe(true);
    // Someone else's device token or a forged one does not skip the code.
    challengeOf(await attemptLogin(t.database.db, { email, password, client: 'c4', device: 'x'.repeat(43) }), 'two-factor');
    await forgetTrustedDevices(t.database.db, userId);
    challengeOf(await attemptLogin(t.database.db, { email, password, client: 'c4', device: r.device.token }), 'two-factor');
  });

  it('makes staff without two-factor enrol at sign-in when the owner requires it', async () => {
    const staffEmail = 'lee@northmill.example';
    const leeId = await createStaff(t.database.db, {
      email: staffEmail,
      displayName: 'Lee',
      role: 'staff',
      passwordHash: await hashPassword(password),
    });
    expect((await attemptLogin(t.database.db, { email: staffEmail, password, client: 'c5' })).ok).toBe(true);
    await setTwoFactorRequired(t.database.db, true);
    const challenge = challengeOf(await attemptLogin(t.database.db, { email: staffEmail, password, client: 'c5' }), 'enrol');
    const pending = (
      await pendingEnrolment(t.database.db, { id: leeId, email: staffEmail }, { kind: 'challenge', id: hashToken(challenge) })
    ).secret;
    expect(pending).toMatch(/^[A-Z2-7]{32}$/);
    expect((await completeChallenge(t.database.db, { challenge, code: '123', client: 'c5', remember: false })).ok).toBe(false);
    const r = await completeChallenge(t.database.db, { challenge, code: codeAt(pending), client: 'c5', remember: false });
    expect(r).toMatchObject({ ok: true });
    if (r.ok) expect(r.recoveryCodes).toHaveLength(10);
    challengeOf(await attemptLogin(t.database.db, { email: staffEmail, password, client: 'c5' }), 'two-factor');
    await setTwoFactorRequired(t.database.db, false);
  });

  // Last: the wrong codes also fill the account's ceiling (two-factor-ceiling.test.ts).
  it('throttles codes: 5 per client and account per 15 minutes, even with a right code', async () => {
    const challenge = challengeOf(await attemptLogin(t.database.db, { email, password, client: 'c3' }), 'two-factor');
    const unused = await countUnusedRecoveryCodes(t.database.db, userId);
    for (let i = 0; i < ACCOUNT_LIMITS.codesPerClientAccount; i++) {
      expect((await completeChallenge(t.database.db, { challenge, code: 'zzzzz-zzzzz', client: 'c3', remember: false })).ok).toBe(
        false,
      );
    }
    const blocked = await completeChallenge(t.database.db, { challenge, code: recovery[1]!, client: 'c3', remember: false });
    expect(blocked).toMatchObject({ ok: false, reason: 'locked' });
    expect(await countUnusedRecoveryCodes(t.database.db, userId)).toBe(unused);
  });
});
