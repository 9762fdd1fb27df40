// Issue 38, trap 6: mail needed a developer. The owner fills in the mail server in the
// admin, presses 'Send a test e-mail' and it arrives, without a restart; the saved password
// is never shown back. With SMTP_URL set (the shared browser server) the form says it wins.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { axeViolations, closeContexts, workerBrowser, openPage, signIn, type TrackedPage } from '../../support/browser.ts';
import { freePort, startServer, type RunningServer } from '../../support/server.ts';
import { TEST_SERVER_ENV } from '../helpers/built-server.ts';
import { e2eServer } from './server.ts';

const SHOTS = process.env.SHOTS_DIR;
const OWNER = { email: 'ruth@harwood-joinery.co.uk', password: 'Dovetails and tenons 2026' };
const SMTP_PASSWORD = 'app-password-4821';

let browser: Browser;
let tracked: TrackedPage;
let page: Page;

async function shootMail(name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('#mail').screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

beforeAll(async () => {
  browser = await workerBrowser();
  tracked = await openPage(browser);
  page = tracked.page;
  page.setDefaultTimeout(20_000);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await tracked?.close();
  if (browser) await closeContexts(browser);
});

describe('the owner sets up mail in the admin (issue 38, trap 6)', () => {
  let server: RunningServer;
  let closeSmtp: () => Promise<void>;
  let smtpPort: number;
  const received: { raw: string; to: string[]; user: unknown }[] = [];

  beforeAll(async () => {
    smtpPort = await freePort();
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _s, cb) {
        if (auth.password === SMTP_PASSWORD) return cb(null, { user: auth.username });
        cb(Object.assign(new Error('5.7.8 Username and password not accepted'), { responseCode: 535 }));
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            raw: Buffer.concat(chunks).toString('utf8'),
            to: session.envelope.rcptTo.map((r) => r.address),
            user: session.user,
          });
          cb();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(smtpPort, '127.0.0.1', r));
    closeSmtp = () => new Promise<void>((r) => smtp.close(() => r()));
    // No SMTP_URL: the site starts with no mail server, as most new sites do.
    server = await startServer({ ...TEST_SERVER_ENV, ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await closeSmtp?.();
  });

  it('the owner fills in the mail server, is told what is wrong in words, saves, and the test e-mail arrives through it', async () => {
    await signIn(page, server.baseUrl, OWNER.email, OWNER.password);
    await page.goto(`${server.baseUrl}/admin/content#mail`);
    const mail = page.getByRole('region', { name: 'Outgoing e-mail' });
    expect(await mail.innerText()).toMatch(/None yet: mail waits in the outbox/);
    await shootMail('mail-settings-empty');

    await mail.getByLabel('Server name').fill('https://smtp.harwood-joinery.co.uk');
    await mail.getByLabel('Port').fill(String(smtpPort));
    await mail.getByLabel('Security').selectOption('none');
    await mail.getByLabel('User name').fill('website@harwood-joinery.co.uk');
    await mail.getByLabel('Password').fill(SMTP_PASSWORD);
    await mail.getByLabel('Sender name').fill('Harwood Joinery');
    await mail.getByLabel('Sender address').fill('website@harwood-joinery.co.uk');
    await mail.getByLabel('Reply-To (optional)').fill('ruth@harwood-joinery.co.uk');
    await mail.getByRole('button', { name: 'Save mail settings' }).click();
    await mail.getByText('Enter the server’s name only, like smtp.example.co.uk').waitFor();
    expect(await mail.getByLabel('Sender name').inputValue()).toBe('Harwood Joinery'); // what was typed is kept
    await shootMail('mail-settings-error');

    await mail.getByLabel('Server name').fill('localhost');
    await mail.getByLabel('Password').fill('a mistyped password'); // a refused save never sends the password back
    await mail.getByRole('button', { name: 'Save mail settings' }).click();
    await mail.getByText('Mail settings saved.').waitFor();
    await mail.getByRole('button', { name: `Send a test e-mail to ${OWNER.email}` }).click();
    await mail
      .getByText(/could not be sent\. The mail server refused the user name or password\. The server said: .*535/)
      .waitFor();
    await shootMail('mail-settings-refused');

    // The right password, saved: it applies to the next message without a restart.
    await mail.getByLabel('Password').fill(SMTP_PASSWORD);
    await mail.getByRole('button', { name: 'Save mail settings' }).click();
    await mail.getByText('Mail settings saved.').waitFor();
    expect(await mail.getByLabel('Password').inputValue()).toBe('');
    expect(await mail.getByLabel('Password').getAttribute('placeholder')).toBe('saved — leave blank to keep');
    expect(await page.content()).not.toContain(SMTP_PASSWORD);
    expect(await mail.innerText()).toMatch(new RegExp(`localhost:${smtpPort} \\(set on this page\\)`));

    await mail.getByRole('button', { name: `Send a test e-mail to ${OWNER.email}` }).click();
    await page.getByText(`The mail server accepted the test e-mail to ${OWNER.email}.`).waitFor();
    const test = received.find((m) => m.to.includes(OWNER.email));
    expect(test?.user).toBe('website@harwood-joinery.co.uk');
    expect(test?.raw).toMatch(/^From: "?Harwood Joinery"? <website@harwood-joinery\.co\.uk>/m);
    expect(test?.raw).toMatch(/^Reply-To: ruth@harwood-joinery\.co\.uk/m);
    await shootMail('mail-settings-saved');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the setup checklist ticks mail, and its "Your real domain" item says in plain words what to ask the host for', async () => {
    await page.goto(`${server.baseUrl}/admin`);
    const list = page.getByRole('region', { name: 'Set up your site' });
    if ((await list.locator('details').getAttribute('open')) === null) await list.locator('summary').click();
    const domain = list.locator('li', { hasText: 'Your real domain' });
    expect(await domain.innerText()).toMatch(
      /Ask whoever hosts the site to: point your domain .* turn on HTTPS .* set SITE_URL to that https:\/\/ address/s,
    );
    expect(await list.locator('li', { hasText: 'Mail that arrives' }).innerText()).toMatch(/accepted the last message/);
    if (SHOTS)
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await list.screenshot({ path: `${SHOTS}/mail-settings-checklist-${width}.png` });
      }
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});

describe('SMTP_URL wins over the admin (issue 38, trap 6)', () => {
  it('shows the owner that SMTP_URL is in charge, with the form read-only', async () => {
    const { baseUrl } = e2eServer();
    await page.context().clearCookies();
    await signIn(page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
    await page.goto(`${baseUrl}/admin/content#mail`);
    const mail = page.getByRole('region', { name: 'Outgoing e-mail' });
    await mail.getByText(/SMTP_URL is set in this site’s environment, and it wins/).waitFor();
    expect(await mail.getByLabel('Server name').count()).toBe(0); // nothing saved: no boxes nobody can fill in
    expect(await mail.getByRole('button', { name: 'Save mail settings' }).count()).toBe(0);
    expect(await mail.innerText()).toMatch(/\(set by SMTP_URL\)/);
    await shootMail('mail-settings-smtp-url');
  });
});
