// An owner's first day (issue 23): no invented first account, a printed
// password that must be replaced, e-mail changes confirmed from the new
// address, the mail state the admin banner reports, the test e-mail, and the
// setup checklist ticked by the real state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { startSmtp, type TestSmtp } from '../../support/smtp.ts';
import { bootstrap } from '../../src/lib/server/process/bootstrap.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { createLogger } from '../../src/lib/server/foundation/logger.ts';
import { completeOwnerSetup, issueOwnerSetup } from '../../src/lib/server/auth/owner-setup.ts';
import { attemptLogin } from '../../src/lib/server/auth/login.ts';
import { validateSessionToken } from '../../src/lib/server/auth/sessions.ts';
import { confirmEmailChange, peekEmailChange, requestEmailChange } from '../../src/lib/server/auth/email-change.ts';
import { findStaffByEmail, listStaff } from '../../src/lib/server/repositories/staff.ts';
import { enqueueEmail, mailHealth } from '../../src/lib/server/repositories/outbox.ts';
import { getSettings, saveSettings } from '../../src/lib/server/repositories/settings.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { startMailWorker } from '../../src/lib/server/email/worker.ts';
import { sendTestMail } from '../../src/lib/server/email/test-mail.ts';
import { setMailKick } from '../../src/lib/server/email/mail-kick.ts';
import { setupChecklist } from '../../src/lib/server/setup/checklist.ts';
import { setTestimonialStatus, listTestimonials } from '../../src/lib/server/repositories/testimonials.ts';
import { auditor } from '../../src/lib/server/foundation/audit.ts';
import { up as recordSetupSignIns } from '../../src/lib/server/db/migrations/0030_setup_sign_in.ts';

/** A logger whose lines the test can read (JSON, as in production). */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const out = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('info', 'json', out), lines };
}

const linkToken = (text: string) => /token=([\w-]{43})/.exec(text)?.[1];

describe.each(testDatabases())('an owner’s first day on %s', (kind) => {
  let t: TestDb;
  let smtp: TestSmtp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await openTestDb(kind);
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await t.cleanup();
  });

  it('without ADMIN_EMAIL invents no account: it prints a one-time password for the first person in', async () => {
    const { logger, lines } = capture();
    await bootstrap(t.database, loadConfig({ SITE_URL: 'https://shop.northmill-test.example' }), logger);
    expect(await listStaff(db())).toEqual([]);
    const printed = lines.find((l) => typeof l.setupPassword === 'string');
    expect(printed?.msg).toMatch(/https:\/\/shop\.northmill-test\.example\/admin/);
    const setupPassword = printed!.setupPassword as string;

    const attempt = (over: Partial<Parameters<typeof completeOwnerSetup>[1]> = {}) =>
      completeOwnerSetup(db(), {
        setupPassword,
        email: 'Ruth@Harwood-Joinery.co.uk',
        name: 'Ruth Harwood',
        password: 'sawdust on the workbench',
        client: 'c1',
        ...over,
      });
    expect(await attempt({ setupPassword: 'wrong-one' })).toMatchObject({ ok: false, field: 'setupPassword' });
    expect(await attempt({ password: 'short' })).toMatchObject({ ok: false, field: 'password' });
    const done = await attempt();
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(await validateSessionToken(db(), done.token)).toMatchObject({
      user: { email: 'ruth@harwood-joinery.co.uk', role: 'owner' },
    });
    // The set-up signed her in, so Staff shows when, not 'Never' (issue 38).
    const [owner] = await listStaff(db());
    expect(Date.now() - Date.parse(owner!.lastLoginAt ?? '')).toBeLessThan(60_000);
    // An owner set up before that gets the time of her set-up's audit entry (migration 0030).
    await auditor(db(), { id: owner!.id, email: owner!.email })('auth.owner_setup', 'staff_user', owner!.id);
    await db().updateTable('staff_users').set({ last_login_at: null }).execute();
    await recordSetupSignIns(db());
    expect((await listStaff(db()))[0]!.lastLoginAt).not.toBeNull();
    // Spent: the same password cannot make a second owner.
    expect(await attempt({ email: 'someone@else.co.uk' })).toMatchObject({ ok: false });
    expect((await listStaff(db())).map((s) => s.email)).toEqual(['ruth@harwood-joinery.co.uk']);
    // A restart with an account finds nothing to set up and prints nothing.
    const again = capture();
    await bootstrap(t.database, loadConfig({}), again.logger);
    expect(again.lines.some((l) => 'setupPassword' in l || 'initialPassword' in l)).toBe(false);
  });

  it('two people racing with the one-time password make one owner', async () => {
    const other = await openTestDb(kind);
    try {
      const { password } = await issueOwnerSetup(other.database.db);
      const results = await Promise.all(
        ['a', 'b'].map((who) =>
          completeOwnerSetup(other.database.db, {
            setupPassword: password,
            email: `${who}@harwood-joinery.co.uk`,
            name: who,
            password: 'sawdust on the workbench',
            client: who,
          }),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(await listStaff(other.database.db)).toHaveLength(1);
    } finally {
      await other.cleanup();
    }
  });

  it('a generated first password (ADMIN_EMAIL only) must be replaced before any session is given', async () => {
    const other = await openTestDb(kind);
    try {
      const { logger, lines } = capture();
      await bootstrap(other.database, loadConfig({ ADMIN_EMAIL: 'owner@harwood-joinery.co.uk' }), logger);
      const initial = lines.find((l) => typeof l.initialPassword === 'string')!.initialPassword as string;
      const r = await attemptLogin(other.database.db, { email: 'owner@harwood-joinery.co.uk', password: initial, client: 'k' });
      expect(r).toMatchObject({ ok: false, reason: 'next', step: 'change-password' });
    } finally {
      await other.cleanup();
    }
  });

  it('changes an e-mail address only through the link sent to the new one, and tells the old one', async () => {
    const owner = (await findStaffByEmail(db(), 'ruth@harwood-joinery.co.uk'))!;
    const base = { userId: owner.id, siteUrl: 'https://shop.northmill-test.example' };
    expect(await requestEmailChange(db(), { ...base, newEmail: 'ruth@harwood.co.uk', currentPassword: 'nope' })).toMatchObject({
      ok: false,
      field: 'currentPassword',
    });
    const asked = await requestEmailChange(db(), {
      ...base,
      newEmail: 'Ruth@Harwood.co.uk',
      currentPassword: 'sawdust on the workbench',
    });
    expect(asked).toEqual({ ok: true, newEmail: 'ruth@harwood.co.uk' });
    // Nothing changes until the link is followed.
    expect((await findStaffByEmail(db(), 'ruth@harwood-joinery.co.uk'))?.id).toBe(owner.id);
    const mail = await db()
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', 'ruth@harwood.co.uk')
      .executeTakeFirstOrThrow();
    const token = linkToken(mail.text_body)!;
    expect(mail.text_body).toContain('https://shop.northmill-test.example/auth/confirm-email?token=');
    expect(await peekEmailChange(db(), token)).toMatchObject({ newEmail: 'ruth@harwood.co.uk' });
    expect(await confirmEmailChange(db(), token)).toMatchObject({ ok: true, oldEmail: 'ruth@harwood-joinery.co.uk' });
    expect(await confirmEmailChange(db(), token)).toEqual({ ok: false, reason: 'expired' });
    expect((await findStaffByEmail(db(), 'ruth@harwood.co.uk'))?.id).toBe(owner.id);
    const notice = await db()
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', 'ruth@harwood-joinery.co.uk')
      .executeTakeFirstOrThrow();
    expect(notice.text_body).toContain('now signs in as ruth@harwood.co.uk');
  });

  it('reports waiting mail and the last failure, and the test e-mail says what the server answered', async () => {
    await db().deleteFrom('email_attempts').execute();
    await db().deleteFrom('email_outbox').execute();
    await enqueueEmail(db(), {
      kind: 'enquiry-notification',
      submissionId: null,
      to: 'ruth@harwood.co.uk',
      replyTo: null,
      subject: 'New enquiry',
      text: 'x',
      html: null,
      attachmentId: null,
    });
    expect(await mailHealth(db())).toMatchObject({ waiting: 1, givenUp: 0, lastAttempt: null });

    const worker = startMailWorker({
      database: t.database,
      logger: createLogger('silent'),
      smtpUrl: smtp.url,
      from: 'x@northmill.example',
      pollMs: 60_000,
      retryDelayMs: 60_000,
    });
    setMailKick(() => void worker.kick());
    try {
      smtp.setDown(true);
      const failed = await sendTestMail(db(), { to: 'ruth@harwood.co.uk', name: 'Ruth', siteUrl: 'https://x.example' });
      expect(failed).toMatchObject({ status: 'failed', to: 'ruth@harwood.co.uk' });
      const health = await mailHealth(db());
      expect(health.lastAttempt?.ok).toBe(false);
      expect(health.waiting).toBe(2);

      smtp.setDown(false);
      await db()
        .updateTable('email_outbox')
        .set({ next_attempt_at: new Date(0).toISOString() })
        .execute();
      const sent = await sendTestMail(db(), { to: 'ruth@harwood.co.uk', name: 'Ruth', siteUrl: 'https://x.example' });
      expect(sent).toEqual({ status: 'sent', to: 'ruth@harwood.co.uk' });
      expect(smtp.messages.some((m) => /Test e-mail from your Northmill website/.test(m.header('subject') ?? ''))).toBe(true);
      expect((await mailHealth(db())).lastAttempt?.ok).toBe(true);
    } finally {
      setMailKick(undefined);
      await worker.stop();
    }
  });

  it('ticks the setup checklist from the real state', async () => {
    const config = loadConfig({});
    const settings = await getSettings(db(), defaultSettings(config));
    const health = await mailHealth(db());
    const items = Object.fromEntries((await setupChecklist(db(), config, settings, health)).map((i) => [i.id, i.done]));
    // Seeded sample details, no mail server, no two-factor, localhost, illustrative testimonials, a draft case study.
    expect(items).toEqual({
      details: false,
      mail: false,
      'two-factor': false,
      domain: false,
      testimonials: false,
      'case-study': false,
    });

    await saveSettings(db(), {
      businessEmail: 'hello@harwood.co.uk',
      enquiryInbox: 'ruth@harwood.co.uk',
      businessPhone: '01706 555 123',
      businessAddress: '3 Canal Street, Littleborough OL15 9AB',
    });
    // Real details, but not yet what kind of business: UK law's company disclosures are named (issue 38).
    const details = async () =>
      (await setupChecklist(db(), config, await getSettings(db(), defaultSettings(config)), health)).find(
        (i) => i.id === 'details',
      )!;
    expect(await details()).toMatchObject({ done: false, detail: expect.stringMatching(/company number.*registered office/) });
    // A limited company ticks only with its number and registered office; a sole trader without either.
    await saveSettings(db(), { businessType: 'company' });
    expect(await details()).toMatchObject({
      done: false,
      detail: expect.stringMatching(/Add the company number and the registered office\.$/),
    });
    await saveSettings(db(), { companyNumber: '01234567' });
    expect(await details()).toMatchObject({ done: false, detail: expect.stringMatching(/Add the registered office\.$/) });
    await saveSettings(db(), { businessType: 'sole' });
    expect((await details()).done).toBe(true);
    await saveSettings(db(), { businessType: 'company', registeredOffice: '3 Canal Street, Littleborough OL15 9AB' });
    expect(await details()).toMatchObject({ done: true, detail: expect.stringMatching(/company 01234567/) });
    for (const tm of await listTestimonials(db())) if (tm.illustrative) await setTestimonialStatus(db(), tm.id, 'draft');
    const real = loadConfig({ SITE_URL: 'https://www.harwood.co.uk', SMTP_URL: smtp.url });
    const after = Object.fromEntries(
      (await setupChecklist(db(), real, await getSettings(db(), defaultSettings(real)), await mailHealth(db()))).map((i) => [
        i.id,
        i.done,
      ]),
    );
    // Mail has gone through since the server came back; no real testimonial is published yet.
    expect(after).toMatchObject({ details: true, mail: true, domain: true, testimonials: false });
  });
});

describe('npm run admin:create with a generated password', () => {
  it('prints a temporary password that must be replaced at the first sign-in', async () => {
    const { execFile } = await import('node:child_process');
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { createDb } = await import('../../src/lib/server/db/create-db.ts');
    const dir = mkdtempSync(path.join(tmpdir(), 'nm-create-admin-'));
    try {
      const out = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          ['scripts/create-admin.ts', '--email', 'new@harwood.co.uk', '--name', 'New Owner'],
          { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } },
          (err, stdout, stderr) => (err ? reject(new Error(stderr)) : resolve(stdout)),
        ),
      );
      const password = /Password \(shown once\): (\S+)/.exec(out)![1]!;
      const database = createDb({ dataDir: dir });
      try {
        const r = await attemptLogin(database.db, { email: 'new@harwood.co.uk', password, client: 'cli' });
        expect(r).toMatchObject({ ok: false, reason: 'next', step: 'change-password' });
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
