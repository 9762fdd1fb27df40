// Mail you can trust (issue 23): when sends fail, every admin page says so at
// the top with what waits and what to do, and the owner's 'Send a test
// e-mail' shows the mail server's answer, failed or accepted.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, closeContexts, workerBrowser, openPage, signIn, type TrackedPage } from '../../support/browser.ts';
import { startServer, type RunningServer } from '../../support/server.ts';
import { startSmtp, type TestSmtp } from '../../support/smtp.ts';

const SHOTS = process.env.SHOTS_DIR;
const OWNER = { email: 'mail-owner@harwood-joinery.co.uk', password: 'Letters through the door 2026' };
let server: RunningServer;
let smtp: TestSmtp;
let browser: Browser;
let tracked: TrackedPage;
let page: Page;

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
  tracked = await openPage(browser);
  page = tracked.page;
  page.setDefaultTimeout(15_000);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await tracked?.close();
  if (browser) await closeContexts(browser);
  await server?.stop();
  await smtp?.close();
});

const banner = () => page.getByRole('region', { name: /E-mail is failing to send/ });

describe('mail you can trust', () => {
  it('says nothing while mail works, and the test e-mail arrives', async () => {
    await signIn(page, server.baseUrl, OWNER.email, OWNER.password);
    expect(await banner().count()).toBe(0);
    await page.goto(`${server.baseUrl}/admin/content#mail`);
    await page.getByRole('button', { name: `Send a test e-mail to ${OWNER.email}` }).click();
    await page.getByText(`The mail server accepted the test e-mail to ${OWNER.email}.`).waitFor();
    expect(smtp.messages.some((m) => m.to.includes(OWNER.email) && /Test e-mail/.test(m.header('subject') ?? ''))).toBe(true);
  });

  it('warns on every admin page once sends fail, and the test e-mail shows the failure', async () => {
    smtp.setDown(true);
    await page.goto(`${server.baseUrl}/admin/content#mail`);
    await page.getByRole('button', { name: /Send a test e-mail/ }).click();
    const failure = page.getByText(/The test e-mail to .* could not be sent/);
    await failure.waitFor();
    for (const path of ['/admin', '/admin/blog', '/admin/content']) {
      await page.goto(`${server.baseUrl}${path}`);
      const text = await banner().innerText();
      expect([path, /1 e-mail is waiting in the outbox/.test(text), /Send a test e-mail/i.test(text)]).toEqual([
        path,
        true,
        true,
      ]);
    }
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS)
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/mail-failing-${width}.png`, fullPage: true });
      }
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('clears the warning once the waiting mail goes out', async () => {
    smtp.setDown(false);
    await page.goto(`${server.baseUrl}/admin/content#mail`);
    await page.getByRole('button', { name: /Send a test e-mail/ }).click();
    await page.getByText(/The mail server accepted the test e-mail/).waitFor();
    await page.goto(`${server.baseUrl}/admin`);
    expect(await banner().count()).toBe(0);
  });
});
