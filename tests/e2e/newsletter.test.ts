import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser } from 'playwright-core';
import {
  axeViolations,
  closeContexts,
  workerBrowser,
  openPage,
  signIn,
  waitForIslands,
  type TrackedPage,
} from '../../support/browser.ts';
import { createDb } from '../../src/lib/server/db/create-db.ts';
import { json } from '../../src/lib/server/db/values.ts';

const baseUrl = e2eServer().baseUrl;
const db = createDb({ dataDir: e2eServer().dataDir }).db;
const run = Date.now().toString(36);
const READERS = [`reader-a-${run}@example.com`, `reader-b-${run}@example.com`];
const UNCONFIRMED = `pending-${run}@example.com`;
let browser: Browser;
let t: TrackedPage;
let issueUrl = '';
const SHOTS = process.env.SHOTS_DIR;

async function subscriber(email: string, confirmed: boolean) {
  const now = new Date().toISOString();
  await db
    .insertInto('newsletter_subscribers')
    .values({
      id: crypto.randomUUID(),
      email,
      consent_text: 'e2e',
      source: 'blog',
      created_at: now,
      confirmed_at: confirmed ? now : null,
    })
    .execute();
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const rowsTo = (to: string) => db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).execute();

beforeAll(async () => {
  for (const r of READERS) await subscriber(r, true);
  await subscriber(UNCONFIRMED, false);
  browser = await workerBrowser();
  t = await openPage(browser);
  await signIn(t.page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
});
afterAll(async () => {
  await t.close();
  await closeContexts(browser);
  await db.destroy();
});

describe('newsletter', () => {
  it('composes an issue from a post, previews it styled at both widths and as text, sends a test, then sends it', async () => {
    const { page } = t;
    await page.goto(`${baseUrl}/admin/newsletter`);
    await waitForIslands(page);
    await Promise.all([
      page.waitForURL(/\/admin\/newsletter\/[\w-]+$/),
      page.getByRole('button', { name: 'Start from this post' }).click(),
    ]);
    await waitForIslands(page);
    issueUrl = page.url();
    await page.locator('#nl-body-editor').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const subject = `Mill notes ${run}`;
    await page.getByLabel('Subject').fill(subject);
    const editor = page.locator('#nl-body-editor');
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Also this month: we retired our last rota spreadsheet.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').first().waitFor();

    // The preview frame is the server's rendering with its own policy: inline mail styles apply.
    const frame = page.frameLocator('iframe[title^="E-mail preview"]');
    await expect.poll(() => frame.locator('h1').textContent()).toBe(subject);
    expect(await frame.locator('h1').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(11, 21, 48)');
    expect(await frame.locator('body').textContent()).toContain('we retired our last rota spreadsheet');
    await page.getByRole('button', { name: 'Phone (390 px)' }).click();
    await expect
      .poll(() => page.locator('iframe[title*="phone width"]').evaluate((el) => el.getBoundingClientRect().width))
      .toBe(390);
    await page.getByRole('button', { name: 'Plain text' }).click();
    await expect
      .poll(async () => (await page.frameLocator('iframe[title*="plain text"]').locator('body').textContent()) ?? '')
      .toContain('Unsubscribe with one click');
    expect(t.consoleErrors).toEqual([]);

    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await page
      .getByText(`Test sent to ${inject('ownerEmail')}.`)
      .first()
      .waitFor();
    const tests = await until(
      () => rowsTo(inject('ownerEmail')),
      (rows) => rows.some((r) => r.kind === 'newsletter-test' && r.status === 'sent'),
      'test send',
    );
    expect(tests.find((r) => r.kind === 'newsletter-test')!.subject).toBe(`[Test] ${subject}`);

    await page.getByRole('button', { name: 'Send now' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send now' }).click();
    await page.getByRole('heading', { name: 'Report' }).waitFor();
    for (const r of READERS) {
      const [row] = await until(
        () => rowsTo(r),
        (rows) => rows[0]?.status === 'sent',
        `newsletter to ${r}`,
      );
      expect(row!.subject).toBe(subject);
      const headers = json<Record<string, string>>(row!.headers, {});
      expect(headers['List-Unsubscribe']).toMatch(new RegExp(`^<${baseUrl}/newsletter/unsubscribe\\?token=[\\w.-]+>$`));
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    expect(await rowsTo(UNCONFIRMED)).toEqual([]);
    await expect
      .poll(() => page.reload().then(() => page.getByRole('region', { name: 'Report' }).textContent()), {
        timeout: 15_000,
      })
      .toMatch(/Sent\s*[1-9]/);
  });

  it('on a phone, the phone preview fits the screen and the mail in it fits the frame', async () => {
    const phone = await openPage(browser, { width: 390 });
    try {
      await signIn(phone.page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
      await phone.page.goto(issueUrl);
      await waitForIslands(phone.page);
      await phone.page.getByRole('button', { name: 'Phone (390 px)' }).click();
      const frame = phone.page.locator('iframe[title*="phone width"]');
      await frame.waitFor();
      const box = (await frame.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.width).toBeGreaterThan(280);
      const mail = phone.page.frameLocator('iframe[title*="phone width"]');
      await mail.locator('h1').waitFor();
      const overflow = await mail.locator('html').evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The admin page itself does not scroll sideways either.
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (SHOTS) {
        await frame.scrollIntoViewIfNeeded();
        await phone.page.screenshot({ path: `${SHOTS}/newsletter-phone-preview-390.png` });
        await phone.page.setViewportSize({ width: 1440, height: 900 });
        await phone.page.screenshot({ path: `${SHOTS}/newsletter-phone-preview-1440.png`, fullPage: true });
        await phone.page.getByRole('button', { name: 'Plain text' }).click();
        await expect
          .poll(async () => (await phone.page.frameLocator('iframe[title*="plain text"]').locator('body').textContent()) ?? '')
          .toContain('Unsubscribe with one click');
        await phone.page.screenshot({ path: `${SHOTS}/newsletter-text-preview-1440.png`, fullPage: true });
      }
      expect(phone.consoleErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('unsubscribes with one POST and no sign-in; opening the link changes nothing; a repeat is harmless', async () => {
    const [row] = await rowsTo(READERS[0]!);
    const link = /^<(.+)>$/.exec(json<Record<string, string>>(row!.headers, {})['List-Unsubscribe']!)![1]!;
    const isSubscribed = async () =>
      (
        await db
          .selectFrom('newsletter_subscribers')
          .select('unsubscribed_at')
          .where('email', '=', READERS[0]!)
          .executeTakeFirstOrThrow()
      ).unsubscribed_at === null;

    const get = await fetch(link);
    expect(get.status).toBe(200);
    expect(get.headers.get('cache-control')).toBe('private, no-store');
    expect(get.headers.get('x-frame-options')).toBe('DENY');
    expect(get.headers.get('content-security-policy')).toBeTruthy();
    const page = await get.text();
    expect(page).toMatch(/<meta name="robots" content="noindex/);
    expect(page).toContain('Unsubscribe');
    expect(await isSubscribed()).toBe(true);

    // A mail provider's RFC 8058 POST: no Origin, no cookie, the token in the URL.
    const post = () =>
      fetch(link, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('x-robots-tag')).toBe('noindex');
    expect(await isSubscribed()).toBe(false);
    expect((await post()).status).toBe(200);
    expect(await isSubscribed()).toBe(false);
  });

  it('the unsubscribe page button works in a browser without JavaScript', async () => {
    const [row] = await rowsTo(READERS[1]!);
    const link = /^<(.+)>$/.exec(json<Record<string, string>>(row!.headers, {})['List-Unsubscribe']!)![1]!;
    const look = await openPage(browser, { width: 390 });
    await look.page.goto(link);
    expect(await axeViolations(look.page)).toEqual([]);
    await look.close();
    const noJs = await openPage(browser, { width: 390, javaScript: false });
    await noJs.page.goto(link);
    await noJs.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await noJs.page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await noJs.close();
  });

  it('the owner sets up an enquiry webhook, sends a test and sees its last delivery', async () => {
    const hits: { body: string; signature: string | undefined }[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        hits.push({ body, signature: req.headers['x-northmill-signature'] as string | undefined });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      const { page } = t;
      await page.goto(`${baseUrl}/admin/content`);
      await waitForIslands(page);
      await page.getByLabel('Post new enquiries to the webhook').check();
      await page.getByLabel('Where').selectOption('json');
      // Issue 37, finding 5: internal addresses are refused in words, and nothing is saved.
      const link = page.getByLabel('Webhook link');
      for (const internal of ['https://10.0.0.1/hook', 'http://[::1]/hook', 'https://169.254.169.254/latest/meta-data/']) {
        await link.fill(internal);
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page
          .locator('#webhook-url-error', { hasText: 'on this server or a private network, where the site does not post' })
          .waitFor();
        await expect.poll(() => link.getAttribute('aria-invalid')).toBe('true');
      }
      const stored = await db.selectFrom('site_settings').select('value').where('key', '=', 'enquiry_webhook').executeTakeFirst();
      expect(stored?.value ?? '').not.toMatch(/10\.0\.0\.1|::1|169\.254/);
      await link.fill(url);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.locator('code', { hasText: 'whsec_' }).waitFor();
      await page.getByRole('button', { name: 'Send a test notification' }).click();
      await until(
        async () => hits.length,
        (n) => n === 1,
        'the test notification',
      );
      const payload = JSON.parse(hits[0]!.body) as { event: string; budget: string; projectType: string };
      expect(payload).toMatchObject({ event: 'enquiry.test' });
      // Issue 38: the test names a budget band and project type the enquiry form offers.
      const contact = await (await fetch(`${baseUrl}/contact`)).text();
      const optionsOf = (name: string) =>
        [
          ...(new RegExp(`name="${name}"[\\s\\S]*?</select>`).exec(contact)?.[0] ?? '').matchAll(
            /<option value="[^"]+"[^>]*>([^<]+)</g,
          ),
        ].map((m) => m[1]!.replace(/&amp;/g, '&'));
      expect(optionsOf('budget')).toContain(payload.budget);
      expect(optionsOf('project_type')).toContain(payload.projectType);
      expect(hits[0]!.signature).toMatch(/^v1=[0-9a-f]{64}$/);
      await expect
        .poll(
          async () => (await page.reload(), await page.locator('p[role=status]', { hasText: 'Last delivery:' }).textContent()),
          { timeout: 10_000 },
        )
        .toMatch(/Delivered/);
    } finally {
      await new Promise<void>((r) => receiver.close(() => r()));
    }
  });
});
