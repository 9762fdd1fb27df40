import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eServer } from './server.ts';
import sharp from 'sharp';
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
import { createDb } from '../../src/lib/server/db/create-db.ts';
import { insertPost } from '../../src/lib/server/repositories/blog-posts.ts';
import { ukInputValue } from '../../src/lib/uk-time.ts';

// Issue 23: shared preview links (signed out, noindex, never cached, revocable), scheduled page
// changes, the Content list's unpublished marks, and the staff post preview with its cover.
const baseUrl = e2eServer().baseUrl;
const db = createDb({ dataDir: e2eServer().dataDir }).db;
const stamp = Date.now().toString(36);
const shots = process.env.SCREENSHOT_DIR;
let browser: Browser;
let staff: TrackedPage;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

beforeAll(async () => {
  browser = await workerBrowser();
  staff = await openPage(browser);
  await signIn(staff.page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
});
afterAll(async () => {
  await staff.close();
  await closeContexts(browser);
});

/** A signed-out reader in a browser of their own. */
async function reader(width = 1440) {
  return openPage(browser, { width });
}

describe('page draft: share, schedule, mark', () => {
  const original = 'The platforms behind faster builds';
  const edited = `Platforms that halve the build ${stamp}`;

  it('shares a draft with a signed-out reader, then revokes the link', async () => {
    const { page } = staff;
    await page.goto(`${baseUrl}/admin/content/tech-stack`);
    await waitForIslands(page);
    await page.getByLabel('Headline', { exact: true }).fill(edited);
    await page.getByText(/^Draft saved \d\d:\d\d\.$/).waitFor({ timeout: 15_000 });

    await page.goto(`${baseUrl}/admin/content`);
    const row = page.locator('li', { has: page.getByRole('link', { name: 'Edit content of Technology Stack' }) });
    await row.getByText('Unpublished changes').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(
      await page
        .locator('li', { has: page.getByRole('link', { name: 'Edit content of Terms of Use' }) })
        .getByText('Unpublished changes')
        .count(),
    ).toBe(0);

    await page.goto(`${baseUrl}/admin/content/tech-stack`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Share preview' }).click();
    const field = page.getByLabel(/New preview link/);
    await field.waitFor();
    const url = new URL(await field.inputValue());
    expect(url.pathname).toMatch(/^\/preview\/[0-9a-f]{64}$/);
    await shot(page, 'share-preview-editor-1440');
    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByRole('heading', { name: 'Share a preview' }).scrollIntoViewIfNeeded();
    await shot(page, 'share-preview-editor-390');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });

    const r = await reader();
    try {
      const response = (await r.page.goto(`${baseUrl}${url.pathname}`))!;
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(headers['cache-control']).toBe('private, no-store');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['content-security-policy']).toContain("script-src 'none'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(await r.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await r.page.getByRole('heading', { level: 1, name: edited }).waitFor();
      await r.page.getByText('Preview: not published yet.').waitFor();
      // Styled: the site's font and a hidden skip link, not the browser's defaults.
      const look = await r.page.evaluate(() => ({
        font: getComputedStyle(document.body).fontFamily,
        skip: getComputedStyle(document.querySelector<HTMLElement>('a[href="#main"]')!).position,
      }));
      expect(look.font).not.toMatch(/^("?Times|serif)/);
      expect(look.skip).toBe('absolute');
      expect(await axeViolations(r.page)).toEqual([]);
      expect(r.consoleErrors).toEqual([]);
      await shot(r.page, 'share-preview-page-1440');
      // The live page still shows the published headline.
      expect(await (await fetch(`${baseUrl}/tech-stack`)).text()).toContain(original);

      await page
        .getByRole('button', { name: /^Revoke/ })
        .first()
        .click();
      await page.getByText('No preview links are open.').waitFor();
      const gone = (await r.page.goto(`${baseUrl}${url.pathname}`))!;
      expect(gone.status()).toBe(404);
      await r.page.getByRole('heading', { name: 'This preview link no longer works' }).waitFor();
      expect(await r.page.content()).not.toContain(edited);
    } finally {
      await r.close();
    }
  });

  it('publishes the draft at its scheduled UK time, and the cached live page changes then', async () => {
    const { page } = staff;
    // The live page, now in the page cache.
    for (let i = 0; i < 2; i++) expect(await (await fetch(`${baseUrl}/tech-stack`)).text()).toContain(original);

    await page.goto(`${baseUrl}/admin/content/tech-stack`);
    await waitForIslands(page);
    // A time that has passed is refused beside the field.
    await page.getByLabel('Go live on (UK time)').fill(ukInputValue(new Date(Date.now() - 60 * 60 * 1000)));
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText('Pick a time at least a minute from now, or publish now.').waitFor();
    // Scheduled (set apart from the draft: issue 38), moved back to the draft, scheduled again.
    const when = ukInputValue(new Date(Date.now() + 3 * 60 * 60 * 1000));
    await page.getByLabel('Go live on (UK time)').fill(when);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    const pending = page.getByRole('heading', { name: /^Scheduled change: goes live/ });
    await pending.waitFor();
    await page.getByRole('button', { name: 'Move back to draft' }).click();
    await pending.waitFor({ state: 'detached' });
    await waitForIslands(page);
    await page.getByText('A saved draft is waiting to be published.').waitFor();
    expect(
      await db.selectFrom('page_schedules').select('slug').where('slug', '=', 'tech-stack').executeTakeFirst(),
    ).toBeUndefined();
    await page.getByLabel('Go live on (UK time)').fill(when);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await pending.waitFor();
    await shot(page, 'schedule-editor-1440');
    const stored = await db.selectFrom('page_schedules').selectAll().where('slug', '=', 'tech-stack').executeTakeFirstOrThrow();
    expect(ukInputValue(new Date(stored.publish_at))).toBe(when);

    // Survives a reload; the Content list says when.
    await page.reload();
    await waitForIslands(page);
    await pending.waitFor();
    await page.goto(`${baseUrl}/admin/content`);
    await page.getByText(/^Goes live \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d$/).waitFor();

    // The time comes (moved, not waited for): the job publishes it and drops the cached page.
    await db
      .updateTable('page_schedules')
      .set({ publish_at: new Date(Date.now() - 1000).toISOString() })
      .where('slug', '=', 'tech-stack')
      .execute();
    await expect
      .poll(async () => (await (await fetch(`${baseUrl}/tech-stack`)).text()).includes(edited), { timeout: 15_000 })
      .toBe(true);
    expect(
      await db.selectFrom('page_schedules').select('slug').where('slug', '=', 'tech-stack').executeTakeFirst(),
    ).toBeUndefined();

    // Back to the original copy for the other files.
    await page.goto(`${baseUrl}/admin/content/tech-stack`);
    await waitForIslands(page);
    await page.getByLabel('Headline', { exact: true }).fill(original);
    await page.getByText(/^Draft saved \d\d:\d\d\.$/).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Published: /tech-stack shows your changes now.').first().waitFor();
  });
});

describe('post preview', () => {
  const title = `Stocktake day without the spreadsheet ${stamp}`;
  let postId = '';

  afterAll(async () => {
    if (postId) await db.deleteFrom('blog_posts').where('id', '=', postId).execute();
  });

  it('shows a scheduled post with its cover and one Scheduled badge, and shares it signed out', async () => {
    const { page } = staff;
    // A cover picture, uploaded and described as staff do.
    const alt = `Warehouse shelving with barcode labels ${stamp}`;
    await page.goto(`${baseUrl}/admin/media`);
    await waitForIslands(page);
    await page.getByLabel('Choose a picture').setInputFiles({
      name: `shelving-${stamp}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#8a5d2f' } })
        .jpeg()
        .toBuffer(),
    });
    await page.getByText('Picture uploaded. Add its alt text before using it.').first().waitFor();
    const details = page.getByRole('complementary', { name: 'Picture details' });
    await details.getByLabel(/Alt text/).fill(alt);
    await details.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Picture details saved.').first().waitFor();
    const media = await db.selectFrom('media').select('id').where('alt', '=', alt).executeTakeFirstOrThrow();
    // Its sizes are made off the request path: wait until they exist.
    await expect
      .poll(
        async () =>
          (await db.selectFrom('media').select('variants_status').where('id', '=', media.id).executeTakeFirstOrThrow())
            .variants_status,
        { timeout: 30_000 },
      )
      .toBe('ready');

    postId = await insertPost(db, {
      title,
      slug: `stocktake-${stamp}`,
      excerpt: 'How a builders’ merchant counted 4,000 lines in a morning.',
      content: '<p>Handhelds, one list, and no re-keying at the end of the day.</p>',
      author: 'Priya Shah',
      category: 'Case Study',
      tags: ['Operations'],
      featured: false,
      published: true,
      publishedAt: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString(),
      metaTitle: '',
      metaDescription: '',
      coverMediaId: media.id,
    });

    await page.goto(`${baseUrl}/admin/blog?q=${stamp}`);
    await waitForIslands(page);
    const item = page.locator('li', { has: page.getByRole('heading', { name: title }) });
    await item.getByText('Scheduled', { exact: true }).waitFor();
    expect(await item.getByText('Published', { exact: true }).count()).toBe(0);

    await page.goto(`${baseUrl}/admin/blog/preview/${postId}`);
    const cover = page.locator('header picture img');
    expect(await cover.getAttribute('alt')).toBe(alt);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByText('Preview: not published yet.').waitFor();
    await shot(page, 'post-preview-cover-1440');

    // Share it from the post's editor; a signed-out reader sees it, cover included.
    await page.goto(`${baseUrl}/admin/blog?q=${stamp}`);
    await waitForIslands(page);
    await page.getByRole('button', { name: `Edit “${title}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await dialog.getByRole('button', { name: 'Share preview' }).click();
    const url = new URL(await dialog.getByLabel(/New preview link/).inputValue());
    await shot(page, 'post-share-dialog-1440');
    expect(await axeViolations(page)).toEqual([]);
    // The editor's own Preview is the public page too, drawn from the unsaved fields.
    await dialog.getByLabel('Title', { exact: true }).fill(`${title} (edited)`);
    await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
    const framed = page.frameLocator('iframe[title^="Preview of"]');
    await framed.getByRole('heading', { level: 1, name: `${title} (edited)` }).waitFor();
    expect(await framed.locator('header picture img').getAttribute('alt')).toBe(alt);
    await dialog.getByText('The post as visitors will see it, from your unsaved changes.').waitFor();
    await shot(page, 'post-dialog-preview-1440');
    const r = await reader(390);
    try {
      const res = (await r.page.goto(`${baseUrl}${url.pathname}`))!;
      expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await r.page.getByRole('heading', { level: 1, name: title }).waitFor();
      const shared = r.page.locator('header picture img');
      expect(await shared.getAttribute('alt')).toBe(alt);
      await expect.poll(() => shared.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await axeViolations(r.page)).toEqual([]);
      await shot(r.page, 'post-share-reader-390');
      // The post itself is not public yet.
      expect((await fetch(`${baseUrl}/blog/stocktake-${stamp}`)).status).toBe(404);
    } finally {
      await r.close();
    }
  });
});
