// The owner imports a WordPress blog (issue 40, items 1, 2 and 5), in a browser
// (the pages are plain forms; axe needs the page's JavaScript on): upload the export, see what it
// holds before anything is written, import, watch the progress page refresh
// itself to the report, follow an old address to the new post, then undo.
// Needs the readers (src/lib/server/import/read-file.ts, the import-formats work).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, closeContexts, workerBrowser, openPage, signIn, type TrackedPage } from '../../support/browser.ts';
import { makeWxr, wxrPosts } from '../../support/wxr-fixture.ts';
import { e2eServer } from './server.ts';
import { OWNER } from '../helpers/built-server.ts';

const site = e2eServer();
const shots = process.env.SCREENSHOT_DIR;
const stamp = Date.now();
let browser: Browser;
let pictures: http.Server;
const pages: TrackedPage[] = [];

async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#c8553d' } })
    .png()
    .toBuffer();
  pictures = http.createServer((req, res) => {
    if (req.url?.includes('p2-2')) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
  });
  await new Promise<void>((r) => pictures.listen(0, '127.0.0.1', r));
  browser = await workerBrowser();
});
afterAll(async () => {
  await Promise.all(pages.map((p) => p.close()));
  if (browser) await closeContexts(browser);
  pictures?.close();
});

describe('import from WordPress in the admin', () => {
  it(
    'uploads, shows what the file holds, imports with progress and a report, redirects old addresses, and undoes',
    { timeout: 120_000 },
    async () => {
      const base = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
      const posts = wxrPosts(3, base).map((p) => ({ ...p, slug: `${p.slug}-${stamp}`, title: `${p.title} ${stamp}` }));
      const wxr = makeWxr(posts, base);

      const t = await openPage(browser, { width: 1440 });
      pages.push(t);
      const page = t.page;
      await signIn(page, site.baseUrl, OWNER.email, OWNER.password);
      await page.goto(`${site.baseUrl}/admin/import`);
      await page.setInputFiles('#import-file', { name: 'old-blog.xml', mimeType: 'text/xml', buffer: Buffer.from(wxr) });
      await Promise.all([page.waitForURL(/upload=/), page.getByRole('button', { name: 'Upload and look inside' }).click()]);

      // What the file holds, before anything is written.
      const holds = page.getByRole('region', { name: /What “old-blog.xml” holds/ });
      await expect(
        holds.locator('dl > div', { has: page.locator('dt', { hasText: /^Posts$/ }) }).textContent(),
      ).resolves.toContain('3');
      await expect(
        holds.locator('dl > div', { has: page.locator('dt', { hasText: /^Pictures$/ }) }).textContent(),
      ).resolves.toContain('6');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'import-holds-1440');

      await Promise.all([
        page.waitForURL(/\/admin\/import\/[^/?]+$/),
        page.getByRole('button', { name: 'Import', exact: true }).click(),
      ]);
      // The page refreshes itself (meta refresh) until the run is finished.
      await page.getByRole('heading', { name: 'Finished' }).waitFor({ timeout: 60_000 });
      await expect(page.getByText(/3 posts imported/).count()).resolves.toBe(1);
      const missing = page.getByRole('region', { name: 'Pictures not fetched' });
      await expect(missing.textContent()).resolves.toContain('p2-2.png');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'import-report-1440');
      const runUrl = page.url();

      // An old address answers 301 to the new one; the picture is our copy.
      const res = await fetch(`${site.baseUrl}/2024/03/${posts[0]!.slug}`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`/blog/${posts[0]!.slug}`);
      // With the trailing slash, the site's canonical address comes first, then ours: it ends at the post.
      const slashed = await fetch(`${site.baseUrl}/2024/03/${posts[0]!.slug}/`);
      expect(new URL(slashed.url).pathname).toBe(`/blog/${posts[0]!.slug}`);
      await page.goto(`${site.baseUrl}/blog/${posts[0]!.slug}`);
      const src = await page.locator('article img').first().getAttribute('src');
      expect(src).toMatch(/^\/media\//);
      await page.goto(`${site.baseUrl}/blog/${posts[1]!.slug}`);
      await expect(page.getByText('(Picture not imported: Sketch 2 for post 2)').count()).resolves.toBe(1);

      // Undo, confirmed.
      await page.goto(runUrl);
      await page.getByLabel(/Yes, remove the 3 imported posts/).check();
      await Promise.all([page.waitForURL(/undone=1/), page.getByRole('button', { name: 'Undo this import' }).click()]);
      const gone = await fetch(`${site.baseUrl}/blog/${posts[0]!.slug}`, { redirect: 'manual' });
      expect(gone.status).toBe(404);
      const noRedirect = await fetch(`${site.baseUrl}/2024/03/${posts[0]!.slug}`, { redirect: 'manual' });
      expect(noRedirect.status).not.toBe(301);
    },
  );

  it('lays out at 390 px, axe-clean', { timeout: 120_000 }, async () => {
    // Signed in wide (the phone menu needs JavaScript), then narrowed.
    const t = await openPage(browser, { width: 1440 });
    pages.push(t);
    await signIn(t.page, site.baseUrl, OWNER.email, OWNER.password);
    await t.page.setViewportSize({ width: 390, height: 844 });
    for (const where of ['/admin/import', '/admin/redirects']) {
      await t.page.goto(`${site.baseUrl}${where}`);
      expect(await axeViolations(t.page)).toEqual([]);
      await shot(t.page, `${where.slice(7)}-390`);
    }
  });
});
