import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from './server.ts';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { createDb } from '../../src/lib/server/db/create-db.ts';
import { hydrateForm, closeContexts, workerBrowser, openPage } from '../../support/browser.ts';

const baseUrl = e2eServer().baseUrl;
let browser: Browser;
const db = createDb({ dataDir: e2eServer().dataDir });
const pdf = path.join(tmpdir(), 'brief.pdf');
writeFileSync(pdf, '%PDF-1.4\n% a tiny but valid-looking PDF for the e2e test\n');

async function storedByEmail(email: string) {
  return db.db.selectFrom('contact_submissions').selectAll().where('email', '=', email).execute();
}

beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
  await db.close();
});

describe('enquiry form with JavaScript', () => {
  it('validates, manages SaaS tools and costs, submits with an attachment and lands on /thank-you', async () => {
    const t = await openPage(browser);
    const { page } = t;
    await page.goto(`${baseUrl}/contact`);
    await hydrateForm(page);

    // Nothing is sent while required fields are missing.
    await page.click('button[type=submit]');
    await page.getByText('Please fill in all required fields and accept the consent checkbox.').first().waitFor();
    expect(await page.locator('#name-error').textContent()).toContain('name');

    await page.fill('#name', 'Priya Test');
    await page.fill('#email', 'priya.e2e@example.co.uk');
    await page.fill('#company', 'Oldham Logistics');
    await page.selectOption('#project_type', 'internal-tool');
    await page.selectOption('#budget', '15k-50k');
    await page.fill('#project', 'Replace our job board with a custom dispatch tool.');

    // Ticking adds the tool and a cost row; unticking removes both.
    await page.getByRole('checkbox', { name: 'Salesforce', exact: true }).check();
    await expect(page.getByLabel('Monthly cost of Salesforce in pounds').count()).resolves.toBe(1);
    await page.getByRole('checkbox', { name: 'Salesforce', exact: true }).uncheck();
    await expect(page.getByLabel('Monthly cost of Salesforce in pounds').count()).resolves.toBe(0);

    // Free text: aliases map to canonical tools once; unknown text becomes a row.
    await page.fill('#saas_free_text', 'ms teams, Xero, HubSpot, hubspot');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await page.inputValue('#saas_free_text')).toBe('');
    expect(await page.getByRole('checkbox', { name: 'Microsoft Teams', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'HubSpot', exact: true }).isChecked()).toBe(true);
    await expect(page.getByLabel('Monthly cost of HubSpot in pounds').count()).resolves.toBe(1);
    expect(await page.locator('input[name=cost_tool][value=Xero]').count()).toBe(1);

    // Costs: projections per row and totals; potential savings = 5-year total - 8,000.
    await page.getByLabel('Monthly cost of HubSpot in pounds').fill('200');
    await page.getByLabel('Monthly cost of Microsoft Teams in pounds').fill('50');
    await expect(page.getByText('1 year £2,400 · 3 years £7,200 · 5 years £12,000').isVisible()).resolves.toBe(true);
    await expect(page.getByText('£7,000 over 5 years').isVisible()).resolves.toBe(true); // 250*60 - 8000

    // 'Other' reveals its text field; '+ Add another SaaS tool' adds a removable row.
    expect(await page.locator('#custom_saas').isVisible()).toBe(false);
    await page.getByRole('checkbox', { name: 'Other', exact: true }).check();
    expect(await page.locator('#custom_saas').isVisible()).toBe(true);
    await page.fill('#custom_saas', 'An old Access database');
    await page.getByRole('button', { name: '+ Add another SaaS tool' }).click();
    const rowsBefore = await page.locator('input[name=cost_amount]').count();
    await page
      .getByRole('button', { name: /Remove cost row/ })
      .last()
      .click();
    expect(await page.locator('input[name=cost_amount]').count()).toBe(rowsBefore - 1);

    await page.setInputFiles('#attachment', pdf);
    await page.check('input[name=consent]');
    await page.waitForTimeout(400); // past the minimum fill time
    await Promise.all([page.waitForURL(`${baseUrl}/thank-you`), page.click('button[type=submit]')]);
    expect(await page.locator('h1').textContent()).toContain('Thank You');

    const rows = await storedByEmail('priya.e2e@example.co.uk');
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.company).toBe('Oldham Logistics');
    expect(JSON.parse(String(row.saas_to_replace)).sort()).toEqual(['hubspot', 'other', 'teams']);
    expect(row.custom_saas).toBe('An old Access database');
    const att = await db.db.selectFrom('attachments').selectAll().where('submission_id', '=', row.id).executeTakeFirstOrThrow();
    expect(att.filename).toBe('brief.pdf');
    expect(Buffer.from(att.data).toString()).toContain('%PDF-1.4');
    expect(t.consoleErrors).toEqual([]);
    await t.close();
  });

  it('Clear all empties the selection and keeps only rows with a blank tool name', async () => {
    const t = await openPage(browser);
    await t.page.goto(`${baseUrl}/contact`);
    await hydrateForm(t.page);
    await t.page.getByRole('checkbox', { name: 'Slack', exact: true }).check();
    await t.page.getByRole('button', { name: '+ Add another SaaS tool' }).click();
    await t.page.getByRole('button', { name: 'Clear all' }).click();
    expect(await t.page.getByRole('checkbox', { name: 'Slack', exact: true }).isChecked()).toBe(false);
    // Slack's row (it had taken the first blank one) goes; the three blank rows stay.
    expect(await t.page.locator('input[name=cost_amount]').count()).toBe(3);
    await t.close();
  });

  it('shows the failure toast and re-enables the button when the server fails', async () => {
    const t = await openPage(browser);
    await t.page.route('**/_actions/enquiry.submit', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"type":"error","code":"INTERNAL_SERVER_ERROR","message":"boom"}',
      }),
    );
    await t.page.goto(`${baseUrl}/contact`);
    await hydrateForm(t.page);
    await t.page.fill('#name', 'Fail Test');
    await t.page.fill('#email', 'fail@example.co.uk');
    await t.page.fill('#company', 'Nope Ltd');
    await t.page.selectOption('#project_type', 'website');
    await t.page.fill('#project', 'Testing the failure path.');
    await t.page.check('input[name=consent]');
    await t.page.click('button[type=submit]');
    await t.page
      .getByText(/Failed to send message\. Please try again or contact us directly at hello@northmill\.example/)
      .waitFor();
    expect(await t.page.locator('button[type=submit]').isEnabled()).toBe(true);
    expect(await t.page.locator('button[type=submit]').textContent()).toBe('Send message');
    await t.close();
  });
});

describe('enquiry form without JavaScript', () => {
  it('re-renders with the values and messages on error, then stores and redirects', async () => {
    const t = await openPage(browser, { javaScript: false });
    const { page } = t;
    await page.goto(`${baseUrl}/contact`);
    await page.fill('#name', 'No Script');
    await page.fill('#email', 'not-an-email');
    await page.fill('#company', 'Plain HTML Ltd');
    await page.selectOption('#project_type', 'website');
    await page.fill('#project', 'A site that works without JavaScript.');
    await page.getByRole('checkbox', { name: 'Slack', exact: true }).check();
    await page.locator('input[name=cost_tool]').first().fill('Slack');
    await page.locator('input[name=cost_amount]').first().fill('80');
    await page.check('input[name=consent]');
    // The browser's own check would stop a bad e-mail; post it anyway as a bot would.
    await page.evaluate(() => document.querySelector('form')?.setAttribute('novalidate', ''));
    await Promise.all([page.waitForLoadState('load'), page.click('button[type=submit]')]);
    expect(await page.locator('#email-error').textContent()).toContain('valid e-mail');
    expect(await page.inputValue('#name')).toBe('No Script');
    expect(await page.inputValue('#project')).toBe('A site that works without JavaScript.');
    expect(await page.getByRole('checkbox', { name: 'Slack', exact: true }).isChecked()).toBe(true);

    await page.fill('#email', 'noscript@example.co.uk');
    await page.check('input[name=consent]');
    await page.waitForTimeout(400);
    await Promise.all([page.waitForURL(`${baseUrl}/thank-you`), page.click('button[type=submit]')]);
    const rows = await storedByEmail('noscript@example.co.uk');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(String(rows[0]!.monthly_saas_costs))).toEqual([{ tool: 'Slack', cost: 80 }]);
    await t.close();
  });
});
