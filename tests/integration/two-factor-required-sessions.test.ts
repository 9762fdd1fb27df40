import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { hashPassword } from '../../src/lib/server/auth/password.ts';
import { checkSessionToken, createSession, hashToken, validateSessionToken } from '../../src/lib/server/auth/sessions.ts';
import { challengePurpose, completeChallenge } from '../../src/lib/server/auth/challenge.ts';
import { confirmEnrolment, pendingEnrolment, setTwoFactorRequired } from '../../src/lib/server/auth/two-factor.ts';
import { enrolInsteadOfSession } from '../../src/lib/server/auth/two-factor-due.ts';
import { timeStep, totpCode } from '../../src/lib/server/auth/totp.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { findSession } from '../../src/lib/server/repositories/sessions.ts';

// Issue 24: 'two-factor required' left open sessions of accounts without it running.
const codeAt = (secret: string, ms = Date.now()) => totpCode(secret, timeStep(ms));

describe.each(testDatabases())("'two-factor required' and sessions already open on %s", (kind) => {
  let t: TestDb;
  const passwordHash = () => hashPassword('not used by this test at all');

  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it('stops a session without two-factor at its next request and turns it into the set-up step', async () => {
    const db = t.database.db;
    const samId = await createStaff(db, {
      email: 'sam@northmill.example',
      displayName: 'Sam',
      role: 'staff',
      passwordHash: await passwordHash(),
    });
    const oluId = await createStaff(db, {
      email: 'olu@northmill.example',
      displayName: 'Olu',
      role: 'owner',
      passwordHash: await passwordHash(),
    });
    const setup = { kind: 'session' as const, id: 'olu-setup' };
    const oluSecret = (await pendingEnrolment(db, { id: oluId, email: 'olu@northmill.example' }, setup)).secret;
    expect((await confirmEnrolment(db, oluId, setup, codeAt(oluSecret))).ok).toBe(true);

    const sam = await createSession(db, samId);
    const olu = await createSession(db, oluId);
    expect(await validateSessionToken(db, sam.token)).not.toBeNull();

    await setTwoFactorRequired(db, true);
    // Sam's very next request is refused by every gate; Olu, who has two-factor, carries on.
    expect(await validateSessionToken(db, sam.token)).toBeNull();
    const check = await checkSessionToken(db, sam.token);
    expect(check.state).toBe('two-factor-due');
    expect((await checkSessionToken(db, olu.token)).state).toBe('ok');

    // The middleware ends the session and hands over an enrolment challenge instead.
    if (check.state !== 'two-factor-due') return;
    const challenge = await enrolInsteadOfSession(db, check.session);
    expect(await findSession(db, hashToken(sam.token))).toBeUndefined();
    expect((await checkSessionToken(db, sam.token)).state).toBe('none');
    const step = await challengePurpose(db, challenge);
    expect(step?.purpose).toBe('2fa-enrol');
    expect(step?.user.id).toBe(samId);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'auth.two_factor_due')
      .execute();
    expect(audit).toEqual([{ action: 'auth.two_factor_due', target_id: samId }]);

    // Setting it up gives a new session that opens the admin again.
    const secret = (await pendingEnrolment(db, step!.user, { kind: 'challenge', id: step!.id })).secret;
    const done = await completeChallenge(db, { challenge, code: codeAt(secret), client: 'sam', remember: false });
    if (!done.ok) throw new Error(`expected a session, got ${JSON.stringify(done)}`);
    expect(done.recoveryCodes).toHaveLength(10);
    expect((await checkSessionToken(db, done.session.token)).state).toBe('ok');
  });

  it('lets sessions without two-factor run again when the rule is turned off', async () => {
    const db = t.database.db;
    const kitId = await createStaff(db, {
      email: 'kit@northmill.example',
      displayName: 'Kit',
      role: 'staff',
      passwordHash: await passwordHash(),
    });
    const kit = await createSession(db, kitId);
    await setTwoFactorRequired(db, true);
    expect((await checkSessionToken(db, kit.token)).state).toBe('two-factor-due');
    await setTwoFactorRequired(db, false);
    expect((await checkSessionToken(db, kit.token)).state).toBe('ok');
  });
});
