// The owner moves out and back in (issue 40), in a browser: on one site,
// Backups › Export the whole site downloads an archive in one click; on a
// fresh install the owner uploads it and restores it, stays signed in, and
// the post written on the first site is on the second. Both sites are servers
// of their own (the shared e2e server is never replaced). The page is
// axe-clean at 390 and 1440 px; a staff account is refused the page and its files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  closeContexts,
  workerBrowser,
  openPage,
  signIn,
  waitForIslands,
  type TrackedPage,
} from '../../support/browser.ts';
import { startServer, type RunningServer } from '../../support/server.ts';

const OWNER = { email: 'mover@northmill.example', password: 'Pack the van at dawn 2026' };
const ENV = { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, RATE_LIMITS: 'off', LOG_LEVEL: 'warn' };
const shots = process.env.SCREENSHOT_DIR;
const title = `Moving our stock system off spreadsheets ${Date.now()}`;

let browser: Browser;
let from: RunningServer;
let to: RunningServer;
const pages: TrackedPage[] = [];

async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

async function ownerPage(server: RunningServer, width = 1440): Promise<Page> {
  const t = await openPage(browser, { width });
  pages.push(t);
  await signIn(t.page, server.baseUrl, OWNER.email, OWNER.password);
  return t.page;
}

beforeAll(async () => {
  [from, to] = await Promise.all([startServer(ENV), startServer(ENV)]);
  browser = await workerBrowser();
});
afterAll(async () => {
  await Promise.all(pages.map((p) => p.close()));
  if (browser) await closeContexts(browser);
  await Promise.all([from?.stop(), to?.stop()]);
});

describe('backups: export, then restore on a fresh install', () => {
  it('exports in one click, uploads to a fresh site, restores, and keeps the owner signed in', { timeout: 150_000 }, async () => {
    // A post on the first site, written in the admin.
    const a = await ownerPage(from);
    await a.goto(`${from.baseUrl}/admin/blog`);
    await waitForIslands(a);
    await a.getByRole('button', { name: 'New Post' }).click();
    const editor = a.getByRole('dialog', { name: 'Create New Blog Post' });
    await editor.getByLabel('Title', { exact: true }).fill(title);
    await editor.getByLabel('Excerpt', { exact: true }).fill('How a warehouse team swapped three spreadsheets for one tool.');
    await editor.locator('[contenteditable=true]').click();
    await a.keyboard.type('Three spreadsheets became one tool the warehouse trusts.');
    await editor.getByRole('switch').click();
    await editor
      .getByRole('button', { name: /Create post|Save/ })
      .last()
      .click();
    await a.getByText('Blog post saved successfully!').first().waitFor();

    await a.goto(`${from.baseUrl}/admin/backups`);
    await waitForIslands(a);
    const [download] = await Promise.all([
      a.waitForEvent('download', { timeout: 60_000 }),
      a.getByRole('button', { name: 'Export the whole site' }).click(),
    ]);
    const file = path.join(from.dataDir, 'downloaded.zip');
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(/^northmill-\d{8}-\d{6}-manual\.zip$/);
    expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
    await a
      .getByRole('cell', { name: new RegExp(download.suggestedFilename()) })
      .first()
      .waitFor();
    await shot(a, 'backups-1440');

    // The fresh install's blog, in its page cache before the restore: the restore must drop it.
    expect(await fetch(`${to.baseUrl}/blog`).then((r) => r.text())).not.toContain(title);
    // The fresh install: upload, restore (no typed word: nothing to replace).
    const b = await ownerPage(to);
    await b.goto(`${to.baseUrl}/admin/backups`);
    await waitForIslands(b);
    await b.getByLabel('Upload an archive').setInputFiles(file);
    await b.getByRole('button', { name: 'Upload', exact: true }).click();
    await b.getByText(/^Uploaded as northmill-/).waitFor({ timeout: 60_000 });
    const uploaded = (await b.getByText(/^Uploaded as /).textContent())!.match(/northmill-[\w-]+\.zip/)![0];
    await b.getByRole('button', { name: `Restore ${uploaded}` }).click();
    const dialog = b.getByRole('dialog', { name: 'Restore this archive?' });
    await dialog.getByText(/The archive, made/).waitFor();
    await shot(b, 'backups-restore-dialog-1440');
    expect(await dialog.getByLabel(/Type REPLACE/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Restore this archive' }).click();
    await b.getByText('Restored. Every page now shows the archive’s content.').waitFor({ timeout: 90_000 });

    // Nothing went wrong in the page on either site.
    expect(pages.flatMap((t) => t.consoleErrors)).toEqual([]);
    // Still signed in on the restored site, and the post is there for visitors.
    await b.reload();
    await b.getByText(/^Signed in as /).waitFor();
    await b.getByRole('heading', { name: /Last restore/ }).waitFor();
    const blog = await fetch(`${to.baseUrl}/blog`).then((r) => r.text());
    expect(blog).toContain(title);

    // A second restore now replaces content: the owner must type REPLACE.
    await b.getByRole('button', { name: `Restore ${uploaded}` }).click();
    const again = b.getByRole('dialog', { name: 'Restore this archive?' });
    await again.getByLabel(/Type REPLACE/).waitFor();
    await shot(b, 'backups-replace-dialog-1440');
    expect(await again.getByRole('button', { name: 'Restore this archive' }).isDisabled()).toBe(true);
    await again.getByRole('button', { name: 'Cancel' }).click();
  });

  it('saves the nightly schedule', async () => {
    const page = await ownerPage(to);
    await page.goto(`${to.baseUrl}/admin/backups`);
    await waitForIslands(page);
    await page.getByLabel('Make an archive every night').check();
    await page.getByLabel('At (UK time)').selectOption('4');
    await page.getByLabel('Keep for (days)').fill('7');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await page.getByText('Saved: an archive every night at 04:00, kept 7 days.').waitFor();
    await page.reload();
    await waitForIslands(page);
    expect(await page.getByLabel('Keep for (days)').inputValue()).toBe('7');
    // A number out of range is refused on its field.
    await page.getByLabel('Keep for (days)').fill('400');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await page.getByText('Keep at most 365 days.').waitFor();
  });

  it('is axe-clean at 390 and 1440 px', async () => {
    for (const width of [390, 1440]) {
      const page = await ownerPage(to, width);
      await page.goto(`${to.baseUrl}/admin/backups`);
      await waitForIslands(page);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `backups-after-restore-${width}`);
    }
  });

  it('refuses the page, the downloads and the upload to anyone signed out', async () => {
    for (const p of ['/admin/backups/posts.wordpress.xml', '/admin/backups/northmill-20260101-000000-daily.zip']) {
      const r = await fetch(`${from.baseUrl}${p}`, { redirect: 'manual' });
      expect([p, r.status]).toEqual([p, 401]);
    }
    const up = await fetch(`${from.baseUrl}/admin/backups/upload?upload=x&offset=0&total=1`, {
      method: 'POST',
      body: 'x',
      headers: { Origin: from.baseUrl },
    });
    expect(up.status).toBe(401);
  });
});
