import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  closeContexts,
  workerBrowser,
  openPage,
  waitForIslands,
  type TrackedPage,
} from '../../support/browser.ts';
import { startServer, type RunningServer } from '../../support/server.ts';
import { startSmtp, type TestSmtp } from '../../support/smtp.ts';
import { timeStep, totpCode } from '../../src/lib/server/auth/totp.ts';

// Its own server and SMTP server, so the test can read the links it is sent.
const OWNER = { email: 'acct-owner@northmill.example', password: 'Owner first passphrase' };
const SHOTS = process.env.SHOTS_DIR;
let server: RunningServer;
let smtp: TestSmtp;
let browser: Browser;
const pages: TrackedPage[] = [];

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    SMTP_URL: smtp.url,
    OUTBOX_POLL_MS: '200',
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    LOG_LEVEL: 'warn',
  });
  browser = await workerBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  for (const p of pages) await p.close();
  if (browser) await closeContexts(browser);
  await server?.stop();
  await smtp?.close();
});

async function newPage(opts: { javaScript?: boolean; width?: number } = {}): Promise<Page> {
  const t = await openPage(browser, opts);
  t.page.setDefaultTimeout(12_000);
  pages.push(t);
  return t.page;
}

/** The set-password link in the newest mail to `to` whose subject matches. */
async function linkFor(to: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const m = [...smtp.messages].reverse().find((x) => x.to.includes(to) && subject.test(x.header('subject') ?? ''));
    if (m) {
      const body = m.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
      const link = /https?:\/\/[^\s]+\/auth\/set-password\?token=[\w-]{43}/.exec(body)?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto(`${server.baseUrl}/admin`);
  await page.fill('#email', email);
  await page.fill('#password', password);
  await page.press('#password', 'Enter');
}

describe('account recovery, invitations and two-factor sign-in', () => {
  let ownerPassword = OWNER.password;
  let enrolStep = 0;
  let secret = '';
  let recovery: string[] = [];
  const ivyPassword = 'Ivy picked another one';

  it('resets a forgotten password by e-mail link, without JavaScript, once', async () => {
    // axe and screenshots need script in the page; the flow itself runs without.
    const look = await newPage();
    await look.goto(`${server.baseUrl}/auth/forgot-password`);
    expect(await axeViolations(look)).toEqual([]);
    await shoot(look, 'forgot-password');
    const page = await newPage({ javaScript: false });
    await page.goto(`${server.baseUrl}/admin`);
    await page.click('text=Forgot your password?');
    await page.waitForURL(/\/auth\/forgot-password$/);
    await page.fill('#email', OWNER.email);
    await page.click('button[type=submit]');
    await page.getByText(/If an admin account uses that address/).waitFor();
    // An unknown address gets the very same answer.
    const known = await page.locator('[role=status]').textContent();
    await page.fill('#email', 'nobody@northmill.example');
    await page.click('button[type=submit]');
    expect(await page.locator('[role=status]').textContent()).toBe(known);

    await shoot(page, 'forgot-password-sent');
    const link = await linkFor(OWNER.email, /Reset your Northmill admin password/);
    await look.goto(link);
    expect(await axeViolations(look)).toEqual([]);
    await shoot(look, 'set-password');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.fill('#password', 'short');
    await page.fill('#confirm', 'short');
    await page.click('button[type=submit]');
    await page
      .getByText(/at least 12 characters/i)
      .first()
      .waitFor();
    ownerPassword = 'Mill race river stones';
    await page.fill('#password', ownerPassword);
    await page.fill('#confirm', ownerPassword);
    await Promise.all([page.waitForURL(/\/admin\?password=set$/), page.click('button[type=submit]')]);
    await page.getByText('Your password is set. Sign in with it now.').waitFor();
    await look.goto(link);
    await look.getByRole('heading', { name: 'Link no longer valid' }).waitFor();
    expect(await axeViolations(look)).toEqual([]);
    await shoot(look, 'set-password-used');
    await passwordStep(page, OWNER.email, ownerPassword);
    await page.getByText(/^Signed in as /).waitFor();
  });

  it('invites a staff member by e-mail; a password the owner resets must be changed at the next sign-in', async () => {
    const owner = await newPage();
    await passwordStep(owner, OWNER.email, ownerPassword);
    await owner.waitForURL(/welcome=1/);
    await owner.goto(`${server.baseUrl}/admin/staff`);
    await waitForIslands(owner);
    await owner.fill('#staff-email', 'invitee@northmill.example');
    await owner.fill('#staff-name', 'Ivy Invitee');
    await owner.click('text=Send invitation');
    await owner
      .locator('[role=status]')
      .getByText(/Invitation sent to invitee@northmill.example/)
      .waitFor();

    const link = await linkFor('invitee@northmill.example', /invited/);
    const page = await newPage({ javaScript: false });
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await page.fill('#password', 'Ivy chose this herself');
    await page.fill('#confirm', 'Ivy chose this herself');
    await Promise.all([page.waitForURL(/password=set/), page.click('button[type=submit]')]);
    await passwordStep(page, 'invitee@northmill.example', 'Ivy chose this herself');
    await page.getByText(/^Signed in as /).waitFor();

    // The owner resets her password: the one shown must be replaced at her next sign-in.
    await owner.reload();
    await waitForIslands(owner);
    await owner.locator('li', { hasText: 'invitee@northmill.example' }).getByRole('button', { name: 'Reset password' }).click();
    const temporary = (await owner.locator('dialog .font-mono, [role=dialog] .font-mono').first().textContent())!.trim();
    expect(temporary.length).toBeGreaterThanOrEqual(20);
    const again = await newPage();
    await passwordStep(again, 'invitee@northmill.example', temporary);
    await again.waitForURL(/\/auth\/set-password\?token=/);
    await again.getByText(/Your password was reset by the owner/).waitFor();
    expect(await axeViolations(again)).toEqual([]);
    await again.fill('#password', ivyPassword);
    await again.fill('#confirm', ivyPassword);
    await Promise.all([again.waitForURL(/password=set/), again.click('button[type=submit]')]);
    await passwordStep(again, 'invitee@northmill.example', ivyPassword);
    await again.getByText(/^Signed in as /).waitFor();
  });

  it('enrols TOTP from a QR code page, then signs in with a code and remembers the device', async () => {
    const owner = await newPage();
    await passwordStep(owner, OWNER.email, ownerPassword);
    await owner.waitForURL(/welcome=1/);
    await owner.goto(`${server.baseUrl}/admin/two-factor`);
    expect(await owner.locator('svg path').count()).toBeGreaterThan(0);
    secret = (await owner.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    expect(await axeViolations(owner)).toEqual([]);
    await shoot(owner, 'admin-two-factor');
    enrolStep = timeStep(Date.now());
    await owner.fill('#confirm-code', totpCode(secret, enrolStep));
    await owner.click('text=Turn on');
    recovery = (await owner.getByTestId('recovery-codes').locator('li').allTextContents()).map((s) => s.trim());
    expect(recovery).toHaveLength(10);
    await shoot(owner, 'admin-recovery-codes');

    const page = await newPage();
    await passwordStep(page, OWNER.email, ownerPassword);
    await page.waitForURL(/\/auth\/two-factor$/);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'two-factor');
    // The enrolment code again is a replay.
    await page.fill('#code', totpCode(secret, enrolStep));
    await page.click('button[type=submit]');
    await page.getByText(/That code is not right/).waitFor();
    const step = Math.max(timeStep(Date.now()), enrolStep + 1);
    await page.fill('#code', totpCode(secret, step));
    await page.check('#remember');
    await Promise.all([page.waitForURL(/\/admin\?welcome=1$/), page.click('button[type=submit]')]);
    await page.getByText(/^Signed in as /).waitFor();
    // Signed out and in again on the remembered device: no code asked.
    await page.click('text=Sign out');
    await page.waitForURL(/\/admin$/);
    await waitForIslands(page);
    await passwordStep(page, OWNER.email, ownerPassword);
    await page.waitForURL(/welcome=1/);
    await page.getByText(/^Signed in as /).waitFor();
  });

  it('signs in with a recovery code, which then no longer works', async () => {
    const page = await newPage({ width: 390 });
    await passwordStep(page, OWNER.email, ownerPassword);
    await page.waitForURL(/\/auth\/two-factor$/);
    await page.fill('#code', recovery[0]!);
    await Promise.all([page.waitForURL(/\/admin\?welcome=1$/), page.click('button[type=submit]')]);
    const again = await newPage();
    await passwordStep(again, OWNER.email, ownerPassword);
    await again.waitForURL(/\/auth\/two-factor$/);
    await again.fill('#code', recovery[0]!);
    await again.click('button[type=submit]');
    await again.getByText(/That code is not right/).waitFor();
  });

  it('walks staff through enrolment when the owner requires it; new recovery codes, forgotten devices, turning 2FA off', async () => {
    const owner = await newPage();
    await passwordStep(owner, OWNER.email, ownerPassword);
    await owner.waitForURL(/\/auth\/two-factor$/);
    await owner.fill('#code', recovery[1]!);
    await Promise.all([owner.waitForURL(/welcome=1/), owner.click('button[type=submit]')]);
    await owner.goto(`${server.baseUrl}/admin/two-factor`);
    await owner.check('input[name=required][value=yes]');
    await Promise.all([owner.waitForURL(/done=setRequired$/), owner.click('text=Save')]);
    await owner.getByText('Saved.').waitFor();

    const page = await newPage();
    await passwordStep(page, 'invitee@northmill.example', ivyPassword);
    await page.waitForURL(/\/auth\/two-factor$/);
    await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'two-factor-enrol');
    const ivySecret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await page.fill('#code', totpCode(ivySecret, timeStep(Date.now())));
    await page.click('text=Turn on and sign in');
    expect(await page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    await Promise.all([page.waitForURL(/welcome=1/), page.click('text=I have saved them: continue')]);
    await page.getByText(/^Signed in as /).waitFor();

    // Lost phone: the owner resets her 2FA; she is signed out and sets it up again.
    await owner.goto(`${server.baseUrl}/admin/staff`);
    await waitForIslands(owner);
    await owner.locator('li', { hasText: 'invitee@northmill.example' }).getByRole('button', { name: 'Reset 2FA' }).click();
    await owner
      .locator('[role=status]')
      .getByText(/Two-factor sign-in reset for invitee@northmill.example/)
      .waitFor();
    await shoot(owner, 'admin-staff');
    await page.goto(`${server.baseUrl}/admin`);
    await page.locator('#email').waitFor();
    await passwordStep(page, 'invitee@northmill.example', ivyPassword);
    await page.waitForURL(/\/auth\/two-factor$/);
    await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();

    await owner.goto(`${server.baseUrl}/admin/two-factor`);
    await owner.fill('#regen-code', recovery[2]!);
    await owner.click('text=Make new codes');
    const fresh = (await owner.getByTestId('recovery-codes').locator('li').allTextContents()).map((c) => c.trim());
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => recovery.includes(c))).toEqual([]);
    await owner.goto(`${server.baseUrl}/admin/two-factor`);
    await owner.getByText(/10 of 10 recovery codes unused/).waitFor();
    await Promise.all([owner.waitForURL(/done=forgetDevices$/), owner.click('text=Forget all devices')]);
    await owner.getByText(/0 remembered devices/).waitFor();
    // An old recovery code no longer turns anything off.
    await owner.fill('#off-code', recovery[3]!);
    await owner.click('text=Turn off two-factor sign-in');
    await owner.getByText(/That code is not right/).waitFor();
    // Turned off while the rule requires it: the very next page is the set-up again (issue 24).
    await owner.fill('#off-code', fresh[0]!);
    await Promise.all([owner.waitForURL(/\/auth\/two-factor$/), owner.click('text=Turn off two-factor sign-in')]);
    await owner.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
  });
});
