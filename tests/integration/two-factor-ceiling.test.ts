import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { hashPassword } from '../../src/lib/server/auth/password.ts';
import { attemptLogin, type LoginResult } from '../../src/lib/server/auth/login.ts';
import { completeChallenge, type ChallengeResult } from '../../src/lib/server/auth/challenge.ts';
import { confirmEnrolment, pendingEnrolment } from '../../src/lib/server/auth/two-factor.ts';
import { timeStep, totpCode } from '../../src/lib/server/auth/totp.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { ACCOUNT_LIMITS } from '../../src/lib/security-limits.ts';

// Issue 24, finding 3: 60 wrong codes for one account from 12 addresses were
// never throttled, nobody was told, and the right code still worked after.
const codeAt = (secret: string, ms = Date.now()) => totpCode(secret, timeStep(ms));
function challengeOf(r: LoginResult): string {
  if (r.ok || r.reason !== 'next' || r.step !== 'two-factor') throw new Error(`expected the code step, got ${JSON.stringify(r)}`);
  return r.token;
}

describe.each(testDatabases())('the per-account ceiling on two-factor codes on %s', (kind) => {
  let t: TestDb;
  const email = 'rae@northmill.example';
  const password = 'rae has a decent passphrase';
  let userId: string;
  let secret: string;
  let recovery: string[];

  beforeAll(async () => {
    t = await openTestDb(kind);
    userId = await createStaff(t.database.db, {
      email,
      displayName: 'Rae',
      role: 'owner',
      passwordHash: await hashPassword(password),
    });
    const owner = { kind: 'session' as const, id: 'setup' };
    secret = (await pendingEnrolment(t.database.db, { id: userId, email }, owner)).secret;
    const done = await confirmEnrolment(t.database.db, userId, owner, codeAt(secret));
    if (!done.ok) throw new Error('enrolment failed');
    recovery = done.recoveryCodes;
  });
  afterAll(() => t.cleanup());
  afterEach(() => vi.useRealTimers());

  /** A six-digit code that no step near now accepts. */
  function wrongCode(i: number): string {
    const near = new Set([-1, 0, 1].map((d) => codeAt(secret, Date.now() + d * 30_000)));
    for (let n = i; ; n += 7919) {
      const c = String(n % 1_000_000).padStart(6, '0');
      if (!near.has(c)) return c;
    }
  }

  it('throttles 60 wrong codes from 12 addresses after 5, and then refuses the right code too', async () => {
    const db = t.database.db;
    const clients = Array.from({ length: 12 }, (_, i) => `2001:db8::${i + 1}`);
    // Each address proves the password (which refunds its own attempt) and gets a challenge.
    const challenges = await Promise.all(
      clients.map(async (client) => challengeOf(await attemptLogin(db, { email, password, client }))),
    );
    const results: ChallengeResult[] = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        completeChallenge(db, {
          challenge: challenges[i % 12],
          code: wrongCode(i * 101 + 3),
          client: clients[i % 12]!,
          remember: false,
        }),
      ),
    );
    const checked = results.filter((r) => !r.ok && r.reason === 'invalid').length;
    const refused = results.filter((r) => !r.ok && r.reason === 'locked');
    expect(checked).toBe(ACCOUNT_LIMITS.codesPerAccount);
    expect(refused).toHaveLength(60 - ACCOUNT_LIMITS.codesPerAccount);
    expect(refused.every((r) => !r.ok && r.reason === 'locked' && r.scope === 'account')).toBe(true);

    // A fresh address with the right password and then the right code: still refused (nothing refunded).
    const fresh = challengeOf(await attemptLogin(db, { email, password, client: '198.51.100.7' }));
    const right = await completeChallenge(db, {
      challenge: fresh,
      code: codeAt(secret),
      client: '198.51.100.7',
      remember: false,
    });
    expect(right).toMatchObject({ ok: false, reason: 'locked', scope: 'account' });
    if (!right.ok && right.reason === 'locked') expect(right.retryAfterSeconds).toBeGreaterThan(14 * 60);
    const viaRecovery = await completeChallenge(db, {
      challenge: fresh,
      code: recovery[0]!,
      client: '198.51.100.7',
      remember: false,
    });
    expect(viaRecovery).toMatchObject({ ok: false, reason: 'locked' });

    // One audit entry and one alert to the holder, however many requests hit the ceiling.
    const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'auth.two_factor_locked').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_id: userId, actor_email: email });
    const mail = await db
      .selectFrom('email_outbox')
      .select(['to_address', 'subject'])
      .where('kind', '=', 'security-alert')
      .execute();
    expect(mail).toEqual([{ to_address: email, subject: `Two-factor codes paused on the admin account ${email}` }]);
  });

  it('takes the right code again once the 15-minute cool-down is over', async () => {
    const db = t.database.db;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ACCOUNT_LIMITS.codeCooldownMs - 60_000);
    const early = challengeOf(await attemptLogin(db, { email, password, client: '203.0.113.9' }));
    expect(
      await completeChallenge(db, { challenge: early, code: codeAt(secret), client: '203.0.113.9', remember: false }),
    ).toMatchObject({
      ok: false,
      reason: 'locked',
    });
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const later = challengeOf(await attemptLogin(db, { email, password, client: '203.0.113.9' }));
    expect(
      await completeChallenge(db, { challenge: later, code: codeAt(secret), client: '203.0.113.9', remember: false }),
    ).toMatchObject({
      ok: true,
    });
  });
});
