import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { hashPassword } from '../../src/lib/server/auth/password.ts';
import { attemptLogin, slowdownMs } from '../../src/lib/server/auth/login.ts';
import { LOGIN_LIMITS } from '../../src/lib/security-limits.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';

const password = 'correct horse rochdale';

describe.each(testDatabases())('sign-in throttling on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
    await createStaff(t.database.db, {
      email: 'boss@northmill.example',
      displayName: 'Boss',
      role: 'owner',
      passwordHash: await hashPassword(password),
    });
  });
  afterAll(() => t.cleanup());

  const account = async (email: string) => {
    await createStaff(t.database.db, {
      email,
      displayName: 'Someone',
      role: 'staff',
      passwordHash: await hashPassword(password),
    });
    return email;
  };
  /** Passwords actually checked = failures recorded against the account. */
  const checked = async (email: string) =>
    (
      await t.database.db
        .selectFrom('rate_limit_hits')
        .select('id')
        .where('bucket', '=', 'login-fail-account')
        .where('key', '=', email)
        .execute()
    ).length;

  it('checks at most the limit of passwords for one client and account, however many arrive at once', async () => {
    const email = await account('parallel@northmill.example');
    for (let i = 0; i < LOGIN_LIMITS.perClientAccount - 1; i++) {
      expect(await attemptLogin(t.database.db, { email, password: `wrong ${i} guess`, client: 'burst' })).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        attemptLogin(t.database.db, { email, password: `parallel ${i} guess`, client: 'burst' }),
      ),
    );
    expect(results.filter((r) => !r.ok && r.reason === 'invalid')).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'locked')).toHaveLength(59);
    expect(await checked(email)).toBe(LOGIN_LIMITS.perClientAccount);
  });

  it('checks at most the per-client limit when one client sprays many accounts in parallel', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        attemptLogin(t.database.db, { email: `spray${i}@northmill.example`, password: 'whatever whatever', client: 'sprayer' }),
      ),
    );
    expect(results.filter((r) => !r.ok && r.reason === 'invalid')).toHaveLength(LOGIN_LIMITS.perClient);
    const failures = await t.database.db
      .selectFrom('rate_limit_hits')
      .select('id')
      .where('bucket', '=', 'login-fail-account')
      .where('key', 'like', 'spray%')
      .execute();
    expect(failures).toHaveLength(LOGIN_LIMITS.perClient);
    const locked = results.find((r) => !r.ok && r.reason === 'locked');
    expect(locked && !locked.ok && locked.reason === 'locked' && locked.retryAfterSeconds).toBeGreaterThan(800);
  });

  it("never lets one client's failures block another client's correct password", async () => {
    const email = await account('owner-victim@northmill.example');
    for (let i = 0; i < LOGIN_LIMITS.perClientAccount; i++) {
      expect((await attemptLogin(t.database.db, { email, password: `stranger ${i} guess`, client: 'stranger' })).ok).toBe(false);
    }
    expect(await attemptLogin(t.database.db, { email, password, client: 'stranger' })).toMatchObject({
      ok: false,
      reason: 'locked',
    });
    expect((await attemptLogin(t.database.db, { email, password, client: 'owner-laptop' })).ok).toBe(true);
  });

  it('slows an account many clients fail on, e-mails its holder once per window, and still lets the right password in', async () => {
    const email = await account('targeted@northmill.example');
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    for (let i = 0; i < LOGIN_LIMITS.alertAfter + 4; i++) {
      await attemptLogin(t.database.db, { email, password: `botnet ${i} guess`, client: `bot-${i}` }, { sleep });
    }
    expect(waits).toEqual([1000, 2000, 3000, 4000]);
    // One e-mail to the account's holder and one to the owner, however many more failures follow.
    const alerts = await t.database.db.selectFrom('email_outbox').selectAll().where('kind', '=', 'security-alert').execute();
    expect(alerts.map((m) => m.to_address).sort()).toEqual(['boss@northmill.example', email]);
    expect(alerts[0]!.text_body).toContain(`${LOGIN_LIMITS.alertAfter} failed attempts to sign in to the admin account ${email}`);
    const ok = await attemptLogin(t.database.db, { email, password, client: 'owner-phone' }, { sleep });
    expect(ok.ok).toBe(true);
    expect(waits.at(-1)).toBe(5000);
  });

  it('sends no alert for an address that has no account', async () => {
    for (let i = 0; i < LOGIN_LIMITS.alertAfter + 1; i++) {
      await attemptLogin(
        t.database.db,
        { email: 'ghost@northmill.example', password: 'nope nope nope', client: `g-${i}` },
        { sleep: async () => {} },
      );
    }
    const alerts = await t.database.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('text_body', 'like', '%ghost@northmill.example%')
      .execute();
    expect(alerts).toEqual([]);
  });

  it('grows the slowdown step by step up to its cap', () => {
    expect(slowdownMs(LOGIN_LIMITS.accountSlowdownAfter - 1)).toBe(0);
    expect(slowdownMs(LOGIN_LIMITS.accountSlowdownAfter)).toBe(1000);
    expect(slowdownMs(1000)).toBe(LOGIN_LIMITS.slowdownMaxMs);
  });
});
