import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { hashPassword } from '../../src/lib/server/auth/password.ts';
import { attemptLogin, type LoginResult } from '../../src/lib/server/auth/login.ts';
import { hashToken } from '../../src/lib/server/auth/sessions.ts';
import { completeChallenge } from '../../src/lib/server/auth/challenge.ts';
import { confirmEnrolment, pendingEnrolment, setTwoFactorRequired } from '../../src/lib/server/auth/two-factor.ts';
import { timeStep, totpCode } from '../../src/lib/server/auth/totp.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { getTwoFactor } from '../../src/lib/server/repositories/two-factor.ts';
import { ACCOUNT_LIMITS } from '../../src/lib/security-limits.ts';
import { issueToken, setPasswordWithLink } from '../../src/lib/server/auth/account-links.ts';

// Issue 24, finding 2: an abandoned set-up kept its secret, so someone who
// opened the set-up page with a stolen password could later read the member's codes.
const codeAt = (secret: string, ms = Date.now()) => totpCode(secret, timeStep(ms));
function enrolChallenge(r: LoginResult): string {
  if (r.ok || r.reason !== 'next' || r.step !== 'enrol') throw new Error(`expected the enrolment step, got ${JSON.stringify(r)}`);
  return r.token;
}

describe.each(testDatabases())('two-factor set-up on %s', (kind) => {
  let t: TestDb;
  const password = 'a long shared passphrase';

  beforeAll(async () => {
    t = await openTestDb(kind);
    await setTwoFactorRequired(t.database.db, true);
  });
  afterAll(() => t.cleanup());

  async function member(email: string) {
    const id = await createStaff(t.database.db, {
      email,
      displayName: email,
      role: 'staff',
      passwordHash: await hashPassword(password),
    });
    return { id, email };
  }

  it("never shows a later set-up the secret an abandoned one showed, and the intruder's codes confirm nothing", async () => {
    const mia = await member('mia@northmill.example');
    const db = t.database.db;
    // The intruder has Mia's password, opens the set-up page, copies the key and leaves.
    const theirs = enrolChallenge(await attemptLogin(db, { email: mia.email, password, client: 'intruder' }));
    const seen = (await pendingEnrolment(db, mia, { kind: 'challenge', id: hashToken(theirs) })).secret;
    // Mia signs in later and is walked through the set-up.
    const hers = enrolChallenge(await attemptLogin(db, { email: mia.email, password, client: 'mia' }));
    const shown = (await pendingEnrolment(db, mia, { kind: 'challenge', id: hashToken(hers) })).secret;
    expect(shown).not.toBe(seen);
    expect(shown).toMatch(/^[A-Z2-7]{32}$/);
    // The intruder's code does not confirm Mia's set-up.
    expect(await completeChallenge(db, { challenge: hers, code: codeAt(seen), client: 'mia', remember: false })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect((await getTwoFactor(db, mia.id))?.secret).toBeNull();
    const ok = await completeChallenge(db, { challenge: hers, code: codeAt(shown), client: 'mia', remember: false });
    expect(ok).toMatchObject({ ok: true });
    expect((await getTwoFactor(db, mia.id))?.secret).toBe(shown);
    // Nor can the intruder finish their own set-up afterwards: it went when Mia's was confirmed.
    const late = await completeChallenge(db, { challenge: theirs, code: codeAt(seen), client: 'intruder', remember: false });
    expect(late.ok).toBe(false);
    expect((await getTwoFactor(db, mia.id))?.secret).toBe(shown);
  });

  it('binds a set-up on /admin/two-factor to its session, and lapses it after 10 minutes', async () => {
    const noor = await member('noor@northmill.example');
    const db = t.database.db;
    const a = { kind: 'session' as const, id: 'session-a' };
    const b = { kind: 'session' as const, id: 'session-b' };
    const now = Date.now();
    const first = await pendingEnrolment(db, noor, a, now);
    expect(Date.parse(first.expiresAt) - now).toBe(ACCOUNT_LIMITS.setupMs);
    // A reload in the same session keeps it (the app may have it already); another session gets its own.
    expect((await pendingEnrolment(db, noor, a, now + 60_000)).secret).toBe(first.secret);
    const other = await pendingEnrolment(db, noor, b, now);
    expect(other.secret).not.toBe(first.secret);
    // Session B cannot confirm with A's secret, and A's code is a wrong code for B.
    expect(await confirmEnrolment(db, noor.id, b, codeAt(first.secret, now), now)).toEqual({ ok: false, reason: 'wrong' });
    // After 10 minutes A's set-up is gone: its code confirms nothing, and a reload shows a fresh key.
    const later = now + ACCOUNT_LIMITS.setupMs + 1000;
    expect(await confirmEnrolment(db, noor.id, a, codeAt(first.secret, later), later)).toEqual({ ok: false, reason: 'expired' });
    const fresh = await pendingEnrolment(db, noor, a, later);
    expect(fresh.secret).not.toBe(first.secret);
    const done = await confirmEnrolment(db, noor.id, a, codeAt(fresh.secret, later), later);
    expect(done.ok).toBe(true);
    // Confirming dropped B's set-up too.
    expect(await confirmEnrolment(db, noor.id, b, codeAt(other.secret, now), now)).toEqual({ ok: false, reason: 'expired' });
    expect((await getTwoFactor(db, noor.id))?.secret).toBe(fresh.secret);
    expect(await db.selectFrom('two_factor_setups').select('id').where('user_id', '=', noor.id).execute()).toEqual([]);
  });

  it("ends an intruder's set-up when the member sets a new password", async () => {
    const ola = await member('ola@northmill.example');
    const db = t.database.db;
    const theirs = enrolChallenge(await attemptLogin(db, { email: ola.email, password, client: 'intruder' }));
    const seen = (await pendingEnrolment(db, ola, { kind: 'challenge', id: hashToken(theirs) })).secret;
    // Ola is told (or suspects) and resets her password from a link.
    const link = await issueToken(db, ola.id, 'reset', ACCOUNT_LIMITS.resetTokenMs);
    expect((await setPasswordWithLink(db, link, 'a brand new passphrase for Ola')).ok).toBe(true);
    expect(await completeChallenge(db, { challenge: theirs, code: codeAt(seen), client: 'intruder', remember: false })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect((await getTwoFactor(db, ola.id))?.secret).toBeNull();
  });
});
