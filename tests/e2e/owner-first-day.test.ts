// An owner's first day in Chromium (issue 23): no ADMIN_EMAIL and no mail
// server, as a new owner starts. The one-time password from the log lets the
// first person in; every admin page then says mail is not going out; the admin
// home leads with the setup checklist and the inbox; the sample articles are
// named before they are added; the name and e-mail can be changed.
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
import { createDb, type Db } from '../../src/lib/server/db/create-db.ts';

const SHOTS = process.env.SHOTS_DIR;
const OWNER = { name: 'Ruth Harwood', email: 'ruth@harwood-joinery.co.uk', password: 'Sawdust on the workbench' };
let server: RunningServer;
let browser: Browser;
let db: Db;
const pages: TrackedPage[] = [];

beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'info' });
  db = createDb({ dataDir: server.dataDir });
  browser = await workerBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  for (const p of pages) await p.close();
  if (browser) await closeContexts(browser);
  await db?.close();
  await server?.stop();
});

async function newPage(opts: { javaScript?: boolean } = {}): Promise<Page> {
  const t = await openPage(browser, opts);
  t.page.setDefaultTimeout(12_000);
  pages.push(t);
  return t.page;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The one-time password the server printed (JSON log lines: stdout is not a terminal). */
function setupPassword(): string {
  for (const line of server.logs.join('').split('\n')) {
    if (!line.startsWith('{')) continue;
    const event = JSON.parse(line) as { setupPassword?: string };
    if (event.setupPassword) return event.setupPassword;
  }
  throw new Error(`no one-time password in the log:\n${server.logs.join('')}`);
}

describe('an owner’s first day', () => {
  let page: Page;

  it('sets up the owner with the one-time password from the log, without JavaScript', async () => {
    expect(server.logs.join('')).not.toMatch(/admin@/);
    const look = await newPage();
    await look.goto(`${server.baseUrl}/admin`);
    await look.getByRole('heading', { name: 'Set up your admin account' }).waitFor();
    await shoot(look, 'first-day-setup');
    expect(await axeViolations(look)).toEqual([]);
    page = await newPage({ javaScript: false });
    await page.goto(`${server.baseUrl}/admin`);
    await page.fill('#setupPassword', 'not-the-printed-one');
    await page.fill('#name', OWNER.name);
    await page.fill('#email', OWNER.email);
    await page.fill('#password', OWNER.password);
    await page.fill('#confirm', OWNER.password);
    await page.click('button[type=submit]');
    await page.getByText('That is not the one-time password this server printed').waitFor();
    // The name and address survive the refusal; the passwords are typed again.
    expect([await page.inputValue('#name'), await page.inputValue('#email'), await page.inputValue('#password')]).toEqual([
      OWNER.name,
      OWNER.email,
      '',
    ]);
    await page.fill('#setupPassword', setupPassword());
    await page.fill('#password', OWNER.password);
    await page.fill('#confirm', OWNER.password);
    await Promise.all([page.waitForURL(/\/admin\?welcome=1$/), page.click('button[type=submit]')]);
    await page.getByText(`Signed in as ${OWNER.name} (${OWNER.email})`).waitFor();
  });

  it('leads with the mail warning, the setup checklist and the inbox, with analytics on their own page', async () => {
    const banner = page.getByRole('region', { name: /E-mail is not being sent/ });
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(/Nothing is waiting yet[\s\S]*Fill in your mail server[\s\S]*without a restart/);
    const checklist = page.getByRole('region', { name: 'Set up your site' });
    expect(await checklist.innerText()).toMatch(/0 of 6 done[\s\S]*Business details[\s\S]*Still the sample/);
    await shoot(page, 'first-day-home');
    await page.getByText('No enquiries yet').waitFor();
    // Once an enquiry is waiting, the checklist folds to one line and the inbox
    // starts on the first screen (it was ~1,700 px down below six charts).
    await db.db
      .insertInto('contact_submissions')
      .values({
        id: `first-day-${Date.now()}`,
        created_at: new Date().toISOString(),
        name: 'Dev Patel',
        email: 'dev@patel-lettings.co.uk',
        company: 'Patel Lettings',
        phone: '',
        project_type: 'internal-tool',
        project: 'A tenancy tracker to replace three spreadsheets',
        saas_to_replace: '[]',
        custom_saas: '',
        monthly_saas_costs: '{}',
        budget: '15k-50k',
        timeline: '',
        consent: true,
        status: 'new',
        notes: '',
        is_spam: false,
      })
      .execute();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.baseUrl}/admin`);
      await page.getByText('1 new enquiry').waitFor();
      const row = (await page.getByText('Dev Patel').first().boundingBox())!.y;
      expect([width, row < (width === 390 ? 1500 : 900)]).toEqual([width, true]);
      expect(await page.locator('details').first().getAttribute('open')).toBeNull();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/first-day-home-enquiry-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    const js = await newPage();
    await js.context().addCookies(await page.context().cookies());
    await js.goto(`${server.baseUrl}/admin`);
    await waitForIslands(js);
    expect(await axeViolations(js)).toEqual([]);
    await page.goto(`${server.baseUrl}/admin/blog`);
    await page.getByRole('region', { name: /E-mail is not being sent/ }).waitFor();
    await page.goto(`${server.baseUrl}/admin/analytics`);
    await page.getByRole('heading', { name: 'Site activity' }).waitFor();
    await shoot(page, 'first-day-analytics');
  });

  it('records the sign-in the set-up made, and asks what kind of business it is before Business details ticks (issue 38)', async () => {
    // Set-up signed Ruth in: Staff says when, not 'Never'.
    await page.goto(`${server.baseUrl}/admin/staff`);
    const ruth = page.getByRole('listitem').filter({ hasText: OWNER.email });
    expect(await ruth.innerText()).toMatch(/last sign-in \d{1,2} \w{3} \d{4}/);
    expect(await ruth.innerText()).not.toContain('Never');

    const js = await newPage();
    await js.context().addCookies(await page.context().cookies());
    const details = async () => {
      await js.goto(`${server.baseUrl}/admin`);
      // Folded while an enquiry waits: read the item's words, open or not.
      return (await js.locator('section[aria-labelledby=setup-title] li', { hasText: 'Business details' }).textContent()) ?? '';
    };
    const save = async (fields: Record<string, string>, choose?: string, form = 'Edit business details') => {
      await js.goto(`${server.baseUrl}/admin/content`);
      await waitForIslands(js);
      // The business details have their own button, beside each page's 'Edit content'.
      expect(await js.getByRole('link', { name: 'Edit content of Home' }).count()).toBe(1);
      await js.getByRole('button', { name: form === 'Edit business details' ? form : 'Inbox & retention' }).click();
      const dialog = js.getByRole('dialog', { name: form });
      for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
      if (choose) await dialog.getByLabel('Business type').selectOption({ label: choose });
      await dialog.getByRole('button', { name: 'Save settings' }).click();
      await dialog.waitFor({ state: 'hidden' });
    };
    await save({
      Phone: '01706 555 123',
      'Public e-mail address': 'hello@harwood-joinery.co.uk',
      'Postal address': '3 Canal Street, Littleborough OL15 9AB',
    });
    await save({ 'Enquiry inbox': OWNER.email }, undefined, 'Edit inbox, booking link and retention');
    // Real details, but a limited company would still owe its visitors what UK law asks.
    expect(await details()).toMatch(/\(to do\)[\s\S]*Say what kind of business this is[\s\S]*company number/);
    await save({}, 'Limited company or LLP');
    expect(await details()).toMatch(/\(to do\)[\s\S]*Add the company number and the registered office\./);
    await shoot(js, 'first-day-business-type');
    await save({ 'Company number': '09876543', 'Registered office': '3 Canal Street, Littleborough OL15 9AB' });
    expect(await details()).toMatch(/\(done\)[\s\S]*company 09876543/);
    // A sole trader ticks it without a company number.
    await save({ 'Company number': '', 'Registered office': '' }, 'Sole trader or partnership');
    expect(await details()).toMatch(/\(done\)[\s\S]*a sole trader or partnership/);
    expect(await axeViolations(js)).toEqual([]);
  });

  it('names the sample articles before adding them, with and without JavaScript', async () => {
    const titles = async () => (await db.db.selectFrom('blog_posts').select(['title', 'published']).execute()).length;
    const published = async () =>
      (await db.db.selectFrom('blog_posts').select('published').execute()).filter((p) => Boolean(p.published)).length;
    const before = await titles();
    const publishedBefore = await published();
    const js = await newPage();
    await js.context().addCookies(await page.context().cookies());
    await js.goto(`${server.baseUrl}/admin/blog`);
    await waitForIslands(js);
    await js.getByRole('link', { name: 'Add Existing Blogs' }).click();
    const dialog = js.getByRole('dialog', { name: 'Add the sample articles?' });
    await dialog.getByText('What Owning Your Code Really Means: IP, Hosting and Handover').waitFor();
    expect(await dialog.getByRole('listitem').count()).toBe(5);
    await shoot(js, 'first-day-add-existing');
    await dialog.getByRole('link', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await titles()).toBe(before);

    await page.goto(`${server.baseUrl}/admin/blog`);
    await Promise.all([page.waitForURL(/add=existing/), page.getByRole('link', { name: 'Add Existing Blogs' }).click()]);
    await shoot(page, 'first-day-add-existing-nojs');
    await Promise.all([page.waitForURL(/added=5/), page.getByRole('button', { name: 'Add as drafts' }).click()]);
    expect(await titles()).toBe(before + 5);
    // Added as drafts: nothing new on /blog.
    expect(await published()).toBe(publishedBefore);
  });

  it('changes the name at once and the e-mail address through a link to the new one', async () => {
    await page.goto(`${server.baseUrl}/admin/account`);
    await page.fill('#displayName', 'Ruth H.');
    await Promise.all([page.waitForURL(/saved=name/), page.getByRole('button', { name: 'Save name' }).click()]);
    await page.getByText('Signed in as Ruth H.').waitFor();
    await page.fill('#new-email', 'ruth@harwood.co.uk');
    await page.fill('#email-current-password', OWNER.password);
    await Promise.all([page.waitForURL(/saved=email/), page.getByRole('button', { name: 'Send confirmation link' }).click()]);
    await page.getByText('Check ruth@harwood.co.uk for the confirmation link.').waitFor();
    await shoot(page, 'first-day-account');
    const js = await newPage();
    await js.context().addCookies(await page.context().cookies());
    await js.goto(`${server.baseUrl}/admin/account`);
    await waitForIslands(js);
    expect(await axeViolations(js)).toEqual([]);
    // No mail server: the link waits in the outbox, where the test reads it.
    const mail = await db.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', 'ruth@harwood.co.uk')
      .executeTakeFirstOrThrow();
    const link = /https?:\/\/\S+\/auth\/confirm-email\?token=[\w-]{43}/.exec(mail.text_body)![0];
    await page.goto(link);
    await shoot(page, 'first-day-confirm-email');
    await Promise.all([page.waitForURL(/confirm-email/), page.getByRole('button', { name: 'Use ruth@harwood.co.uk' }).click()]);
    await page.getByText('You now sign in as ruth@harwood.co.uk.').waitFor();
    await page.goto(`${server.baseUrl}/admin`);
    await page.getByText('Signed in as Ruth H. (ruth@harwood.co.uk)').waitFor();
    const notice = await db.db.selectFrom('email_outbox').select('subject').where('to_address', '=', OWNER.email).execute();
    expect(notice.map((n) => n.subject)).toContain('Your Northmill admin e-mail address has changed');
    // The banner counts what waits: the link and the notice.
    expect(await page.getByRole('region', { name: /E-mail is not being sent/ }).innerText()).toMatch(/2 e-mails are waiting/);
  });

  it('shows the mail state on the settings page and hides the checklist when the owner says so', async () => {
    await page.goto(`${server.baseUrl}/admin/content#mail`);
    const mail = page.getByRole('region', { name: 'Outgoing e-mail' });
    expect(await mail.innerText()).toMatch(/None yet: mail waits in the outbox/);
    await shoot(page, 'first-day-mail-settings');
    expect(await mail.getByRole('button', { name: /Send a test e-mail/ }).isDisabled()).toBe(true);
    await page.goto(`${server.baseUrl}/admin`);
    // Folded while an enquiry waits: open it first.
    await page.locator('summary', { hasText: 'Set up your site' }).click();
    await Promise.all([page.waitForURL(/\/admin$/), page.getByRole('button', { name: 'Hide this list for good' }).click()]);
    expect(await page.getByRole('region', { name: 'Set up your site' }).count()).toBe(0);
  });
});
