import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { hashPassword, verifyPassword } from '../../src/lib/server/auth/password.ts';
import { attemptLogin } from '../../src/lib/server/auth/login.ts';
import { createSession, hashToken, validateSessionToken } from '../../src/lib/server/auth/sessions.ts';
import {
  inviteStaff,
  issueToken,
  peekPasswordLink,
  requestPasswordReset,
  setPasswordWithLink,
} from '../../src/lib/server/auth/account-links.ts';
import { createStaff, findStaffByEmail } from '../../src/lib/server/repositories/staff.ts';
import { setMustChangePassword } from '../../src/lib/server/repositories/two-factor.ts';
import { ACCOUNT_LIMITS } from '../../src/lib/security-limits.ts';
import { runMaintenance } from '../../src/lib/server/process/maintenance.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import pino from 'pino';

const site = 'https://northmill.example';
const linkIn = (text: string) => /token=([\w-]{43})/.exec(text)?.[1];

describe.each(testDatabases())('account recovery and invites on %s', (kind) => {
  let t: TestDb;
  const email = 'jo@northmill.example';
  const password = 'original mill wheel';
  let userId: string;
  const outbox = () => t.database.db.selectFrom('email_outbox').selectAll().orderBy('created_at').execute();
  const tokens = () => t.database.db.selectFrom('account_tokens').selectAll().execute();

  beforeAll(async () => {
    t = await openTestDb(kind);
    userId = await createStaff(t.database.db, {
      email,
      displayName: 'Jo',
      role: 'staff',
      passwordHash: await hashPassword(password),
    });
  });
  afterAll(() => t.cleanup());

  it('gives the same answer for an unknown address and sends nothing', async () => {
    const before = (await outbox()).length;
    expect(await requestPasswordReset(t.database.db, { email: 'nobody@northmill.example', client: 'a1', siteUrl: site })).toEqual(
      { ok: true },
    );
    expect(await requestPasswordReset(t.database.db, { email: 'JO@northmill.example ', client: 'a1', siteUrl: site })).toEqual({
      ok: true,
    });
    const mails = await outbox();
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.to_address).toBe(email);
    expect(mails.at(-1)!.kind).toBe('account-link');
  });

  it('stores only the hash of the token, which lives 30 minutes', async () => {
    const token = linkIn((await outbox()).at(-1)!.text_body)!;
    expect(token).toBeDefined();
    const rows = await tokens();
    expect(rows.map((r) => r.id)).toContain(hashToken(token));
    expect(rows.map((r) => r.id)).not.toContain(token);
    const row = rows.find((r) => r.id === hashToken(token))!;
    const life = Date.parse(new Date(row.expires_at).toISOString()) - Date.parse(new Date(row.created_at).toISOString());
    expect(Math.abs(life - ACCOUNT_LIMITS.resetTokenMs)).toBeLessThan(5000);
  });

  it('sets the password once, ends every session, and refuses the link again', async () => {
    const token = linkIn((await outbox()).at(-1)!.text_body)!;
    const session = await createSession(t.database.db, userId);
    expect((await setPasswordWithLink(t.database.db, token, 'short')).ok).toBe(false);
    const r = await setPasswordWithLink(t.database.db, token, 'brand new river stones');
    expect(r).toMatchObject({ ok: true, userId, purpose: 'reset' });
    expect(await validateSessionToken(t.database.db, session.token)).toBeNull();
    expect(await verifyPassword((await findStaffByEmail(t.database.db, email))!.password_hash, 'brand new river stones')).toBe(
      true,
    );
    expect(await setPasswordWithLink(t.database.db, token, 'another fresh passphrase')).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses an expired link, and housekeeping deletes it', async () => {
    const token = await issueToken(
      t.database.db,
      userId,
      'reset',
      ACCOUNT_LIMITS.resetTokenMs,
      Date.now() - ACCOUNT_LIMITS.resetTokenMs - 1000,
    );
    expect(await peekPasswordLink(t.database.db, token)).toBeUndefined();
    expect(await setPasswordWithLink(t.database.db, token, 'late but long passphrase')).toEqual({ ok: false, reason: 'expired' });
    await runMaintenance(t.database.db, loadConfig({ LOG_LEVEL: 'silent' }), pino({ level: 'silent' }));
    expect((await tokens()).map((r) => r.id)).not.toContain(hashToken(token));
  });

  it('limits requests per client and mails per address', async () => {
    const results = [];
    for (let i = 0; i < ACCOUNT_LIMITS.resetPerClient + 1; i++) {
      results.push(await requestPasswordReset(t.database.db, { email, client: 'flood', siteUrl: site }));
    }
    expect(results.slice(0, ACCOUNT_LIMITS.resetPerClient).every((r) => r.ok)).toBe(true);
    expect(results.at(-1)!.ok).toBe(false);
    const toJo = (await outbox()).filter((m) => m.to_address === email && m.subject.startsWith('Reset'));
    expect(toJo.length).toBe(ACCOUNT_LIMITS.resetMailsPerAddress);
    // Only the newest reset link is live.
    const live = (await tokens()).filter((r) => r.user_id === userId && r.purpose === 'reset' && r.used_at == null);
    expect(live.length).toBe(1);
  });

  it('invites by e-mail: no usable password until the link is followed', async () => {
    const id = await inviteStaff(t.database.db, {
      email: 'New@northmill.example',
      displayName: 'Sam New',
      role: 'staff',
      invitedBy: 'Jo',
      siteUrl: site,
    });
    const mail = (await outbox()).find((m) => m.to_address === 'new@northmill.example')!;
    expect(mail.subject).toMatch(/invited/);
    const token = linkIn(mail.text_body)!;
    expect((await peekPasswordLink(t.database.db, token))?.purpose).toBe('invite');
    expect(
      (await attemptLogin(t.database.db, { email: 'new@northmill.example', password: 'anything at all here', client: 'i1' })).ok,
    ).toBe(false);
    expect(await setPasswordWithLink(t.database.db, token, 'sam picks a passphrase')).toMatchObject({
      ok: true,
      userId: id,
      purpose: 'invite',
    });
    expect(
      (await attemptLogin(t.database.db, { email: 'new@northmill.example', password: 'sam picks a passphrase', client: 'i1' }))
        .ok,
    ).toBe(true);
    expect((await setPasswordWithLink(t.database.db, token, 'second go passphrase')).ok).toBe(false);
  });

  it('makes a reset password change at first sign-in before any session', async () => {
    await setMustChangePassword(t.database.db, userId, true);
    const r = await attemptLogin(t.database.db, { email, password: 'brand new river stones', client: 'm1' });
    expect(r).toMatchObject({ ok: false, reason: 'next', step: 'change-password' });
    if (r.ok || r.reason !== 'next') return;
    expect(await t.database.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute()).toHaveLength(0);
    expect((await setPasswordWithLink(t.database.db, r.token, 'chosen after reset ok')).ok).toBe(true);
    expect((await findStaffByEmail(t.database.db, email))!.must_change_password).toBeFalsy();
    expect((await attemptLogin(t.database.db, { email, password: 'chosen after reset ok', client: 'm1' })).ok).toBe(true);
  });
});
