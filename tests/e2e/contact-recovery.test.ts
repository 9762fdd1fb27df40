import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from './server.ts';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createDb } from '../../src/lib/server/db/create-db.ts';
import { getSetting } from '../../src/lib/server/repositories/settings.ts';
import { FORM_TOKEN_MAX_AGE_MS } from '../../src/lib/server/enquiries/submit.ts';
import { issueFormToken } from '../../src/lib/server/enquiries/form-token.ts';
import { hydrateForm, closeContexts, workerBrowser, openPage } from '../../support/browser.ts';

// A visitor who comes back to a stale page, mistypes a cost, or attaches the
// wrong file gets told what to fix, beside it, and loses nothing.
const baseUrl = e2eServer().baseUrl;
let browser: Browser;
const db = createDb({ dataDir: e2eServer().dataDir });
const exe = path.join(tmpdir(), 'brief-disguised.pdf');
writeFileSync(exe, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]));

beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
  await db.close();
});

async function staleToken(): Promise<string> {
  const secret = await getSetting(db.db, 'form_token_secret');
  return issueFormToken(secret!, Date.now() - FORM_TOKEN_MAX_AGE_MS - 60_000);
}

async function fillRequired(page: Page, email: string) {
  await page.fill('#name', 'Stale Page');
  await page.fill('#email', email);
  await page.fill('#company', 'Left Open Ltd');
  await page.selectOption('#project_type', 'website');
  await page.fill('#project', 'I left this tab open over the weekend.');
  await page.check('input[name=consent]');
}

const stored = (email: string) => db.db.selectFrom('contact_submissions').selectAll().where('email', '=', email).execute();
const EXPIRED = /This page was open for more than 24 hours/;

describe('a page left open past the form token lifetime', () => {
  it('with JavaScript: asked to send again, values kept, then sent (not filed as spam)', async () => {
    const t = await openPage(browser);
    const { page } = t;
    await page.goto(`${baseUrl}/contact`);
    await hydrateForm(page);
    await fillRequired(page, 'stale.js@example.co.uk');
    const token = await staleToken();
    await page.evaluate((v) => ((document.querySelector('input[name=form_token]') as HTMLInputElement).value = v), token);
    await page.click('button[type=submit]');
    await page.getByRole('alert').filter({ hasText: EXPIRED }).waitFor();
    expect(await stored('stale.js@example.co.uk')).toHaveLength(0);
    expect(await page.inputValue('#project')).toBe('I left this tab open over the weekend.');
    expect(await page.inputValue('input[name=form_token]')).not.toBe(token);

    await page.waitForTimeout(400); // past the minimum fill time for the fresh token
    await Promise.all([page.waitForURL(`${baseUrl}/thank-you`), page.click('button[type=submit]')]);
    const rows = await stored('stale.js@example.co.uk');
    expect(rows).toHaveLength(1);
    expect(Boolean(rows[0]!.is_spam)).toBe(false);
    expect(t.consoleErrors.filter((e) => !e.includes('409'))).toEqual([]);
    await t.close();
  });

  it('without JavaScript: the same, through the plain form', async () => {
    const t = await openPage(browser, { javaScript: false });
    const { page } = t;
    await page.goto(`${baseUrl}/contact`);
    await fillRequired(page, 'stale.nojs@example.co.uk');
    const token = await staleToken();
    await page.evaluate((v) => ((document.querySelector('input[name=form_token]') as HTMLInputElement).value = v), token);
    await Promise.all([page.waitForLoadState('load'), page.click('button[type=submit]')]);
    expect(await page.locator('#form-message').textContent()).toMatch(EXPIRED);
    expect(await page.inputValue('#name')).toBe('Stale Page');
    expect(await page.inputValue('input[name=form_token]')).not.toBe(token);
    await page.check('input[name=consent]');
    await page.waitForTimeout(400);
    await Promise.all([page.waitForURL(`${baseUrl}/thank-you`), page.click('button[type=submit]')]);
    expect(await stored('stale.nojs@example.co.uk')).toHaveLength(1);
    await t.close();
  });
});

describe('messages beside what caused them', () => {
  it('without JavaScript, a refused attachment is named at the top and beside the field', async () => {
    const t = await openPage(browser, { javaScript: false });
    const { page } = t;
    await page.goto(`${baseUrl}/contact`);
    await fillRequired(page, 'attach.nojs@example.co.uk');
    await page.setInputFiles('#attachment', exe);
    await Promise.all([page.waitForLoadState('load'), page.click('button[type=submit]')]);
    const top = await page.locator('#form-message').textContent();
    expect(top).not.toMatch(/Please fill in all required fields/);
    expect(top).toBe(`Please correct Attachment: ${await page.locator('#attachment-error').textContent()}`);
    await t.close();
  });

  it('on a 390 px phone a bad cost is shown beside its row, once, and focus goes to it', async () => {
    const t = await openPage(browser, { width: 390 });
    const { page } = t;
    await page.goto(`${baseUrl}/contact`);
    await hydrateForm(page);
    await fillRequired(page, 'phone@example.co.uk');
    // The tool name has its own line above the amount.
    const name = (await page.locator('input[name=cost_tool]').first().boundingBox())!;
    const amount = (await page.locator('input[name=cost_amount]').first().boundingBox())!;
    expect(name.width).toBeGreaterThanOrEqual(240); // was about 120 px beside the amount
    expect(amount.y).toBeGreaterThanOrEqual(name.y + name.height);

    await page.locator('input[name=cost_tool]').nth(1).fill('Xero');
    const cost = page.getByLabel('Monthly cost of Xero in pounds');
    await cost.fill('120.5');
    await page.getByText('1 year £1,446 · 3 years £4,338 · 5 years £7,230').waitFor();
    await cost.fill('1e3');
    const message = "Enter the amount in plain digits, such as 1000, not '1e3'.";
    await page.locator('#main').getByText(message).waitFor();
    expect(await page.locator('#main').getByText(message).count()).toBe(1);
    await page.locator('button[type=submit]').click();
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'cost_amount');
    expect(await cost.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await stored('phone@example.co.uk')).toHaveLength(0);
    await t.close();
  });
});

describe('when the island script never arrives', () => {
  it('a held click on Send goes to the browser, and the plain form still sends', async () => {
    const t = await openPage(browser);
    const { page } = t;
    await page.route(/\/_astro\/.+\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}/contact`);
    await fillRequired(page, 'no.script.file@example.co.uk');
    await page.waitForTimeout(400);
    await Promise.all([page.waitForURL(`${baseUrl}/thank-you`), page.click('button[type=submit]')]);
    expect(await stored('no.script.file@example.co.uk')).toHaveLength(1);
    await t.close();
  });
});
