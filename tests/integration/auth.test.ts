import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { ARGON2_PARAMS, hashPassword, needsRehash, passwordProblem, verifyPassword } from '../../src/lib/server/auth/password.ts';
import { attemptLogin } from '../../src/lib/server/auth/login.ts';
import {
  ABSOLUTE_LIFETIME_MS,
  IDLE_TIMEOUT_MS,
  createSession,
  hashToken,
  validateSessionToken,
} from '../../src/lib/server/auth/sessions.ts';
import { createStaff, findStaffByEmail, setDisabled } from '../../src/lib/server/repositories/staff.ts';
import { deleteUserSessions } from '../../src/lib/server/repositories/sessions.ts';

describe('password hashing', () => {
  it('round-trips and rejects a wrong password', async () => {
    const h = await hashPassword('a long enough passphrase');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(h, 'a long enough passphrase')).toBe(true);
    expect(await verifyPassword(h, 'a long enough passphrasE')).toBe(false);
    expect(await verifyPassword('garbage', 'x')).toBe(false);
  });

  it('flags hashes made with weaker parameters for upgrade', () => {
    expect(needsRehash(`$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHRzYWx0$aGFzaA`)).toBe(true);
    expect(needsRehash(`$argon2id$v=19$m=${ARGON2_PARAMS.memory},t=2,p=1$c2FsdA$aGFzaA`)).toBe(false);
  });

  it('applies the password policy', () => {
    expect(passwordProblem('short')).toMatch(/12/);
    expect(passwordProblem('x'.repeat(129))).toMatch(/128/);
    expect(passwordProblem('password1234')).toMatch(/common/);
    expect(passwordProblem('aaaaaaaaaaaaaaa')).toMatch(/common/);
    expect(passwordProblem('jane.smith-rocks-2026', ['jane.smith'])).toMatch(/e-mail/);
    expect(passwordProblem('mill wheel turning slowly')).toBeNull();
    expect(passwordProblem('x'.repeat(64).replace(/x/g, (_, i) => String.fromCharCode(97 + (i % 26))))).toBeNull();
  });
});

describe.each(testDatabases())('sign-in and sessions on %s', (kind) => {
  let t: TestDb;
  const email = 'owner@northmill.example';
  const password = 'correct horse rochdale';
  beforeAll(async () => {
    t = await openTestDb(kind);
    await createStaff(t.database.db, { email, displayName: 'Owner', role: 'owner', passwordHash: await hashPassword(password) });
  });
  afterAll(() => t.cleanup());

  it('signs in with the right password and stores only the token hash', async () => {
    const r = await attemptLogin(t.database.db, { email: 'Owner@Northmill.example ', password, client: 'c1' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.token).toHaveLength(43); // 256 bits, base64url
    const rows = await t.database.db.selectFrom('sessions').select('id').execute();
    expect(rows.map((x) => x.id)).toContain(hashToken(r.token));
    expect(rows.map((x) => x.id)).not.toContain(r.token);
    expect((await validateSessionToken(t.database.db, r.token))?.user.email).toBe(email);
  });

  it('gives the same answer for a wrong e-mail and a wrong password', async () => {
    const a = await attemptLogin(t.database.db, { email: 'nobody@northmill.example', password, client: 'c2' });
    const b = await attemptLogin(t.database.db, { email, password: 'wrong wrong wrong', client: 'c3' });
    expect(a).toEqual({ ok: false, reason: 'invalid' });
    expect(b).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a disabled account', async () => {
    const id = (await findStaffByEmail(t.database.db, email))!.id;
    await setDisabled(t.database.db, id, true);
    expect((await attemptLogin(t.database.db, { email, password, client: 'c9' })).ok).toBe(false);
    await setDisabled(t.database.db, id, false);
  });

  it('upgrades an old hash at sign-in', async () => {
    const legacy = 'legacy@northmill.example';
    // A genuine hash made with weaker, older parameters.
    const { argon2, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const key = await new Promise<Buffer>((res, rej) =>
      argon2(
        'argon2id',
        { message: Buffer.from(password), nonce: salt, memory: 8192, passes: 1, parallelism: 1, tagLength: 32 },
        (e, k) => (e ? rej(e) : res(k)),
      ),
    );
    const genuineWeak = `$argon2id$v=19$m=8192,t=1,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    await createStaff(t.database.db, { email: legacy, displayName: 'Legacy', role: 'staff', passwordHash: genuineWeak });
    expect((await attemptLogin(t.database.db, { email: legacy, password, client: 'c10' })).ok).toBe(true);
    const stored = (await findStaffByEmail(t.database.db, legacy))!.password_hash;
    expect(stored).toMatch(/m=19456,t=2/);
    expect(await verifyPassword(stored, password)).toBe(true);
  });

  it('ends sessions after 8 idle hours and after 7 days regardless', async () => {
    const id = (await findStaffByEmail(t.database.db, email))!.id;
    const idle = await createSession(t.database.db, id);
    const idleLater = Date.now() + IDLE_TIMEOUT_MS + 1000;
    expect(await validateSessionToken(t.database.db, idle.token, idleLater)).toBeNull();
    expect(await validateSessionToken(t.database.db, idle.token)).toBeNull(); // deleted when found expired

    const busy = await createSession(t.database.db, id);
    // Keep it active: last seen just now, but created 7 days ago.
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', hashToken(busy.token))
      .execute();
    expect(await validateSessionToken(t.database.db, busy.token)).toBeNull();
    expect(ABSOLUTE_LIFETIME_MS).toBe(7 * 24 * 3600 * 1000);
  });

  it('ends every other session of a user on password change', async () => {
    const id = (await findStaffByEmail(t.database.db, email))!.id;
    const keep = await createSession(t.database.db, id);
    const other = await createSession(t.database.db, id);
    await deleteUserSessions(t.database.db, id, hashToken(keep.token));
    expect(await validateSessionToken(t.database.db, keep.token)).not.toBeNull();
    expect(await validateSessionToken(t.database.db, other.token)).toBeNull();
  });
});
