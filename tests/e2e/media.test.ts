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

const baseUrl = e2eServer().baseUrl;
let browser: Browser;
let t: TrackedPage;
const stamp = Date.now();
const title = `What a week of shadowing the warehouse taught us ${stamp}`;
const alt = `Goods-in bay with pallets waiting to be scanned ${stamp}`;
/** Set SCREENSHOT_DIR to keep what the browser saw. */
const shots = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

beforeAll(async () => {
  browser = await workerBrowser();
  t = await openPage(browser);
  await signIn(t.page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
});
afterAll(async () => {
  // Other files count the seeded posts: the post made here goes to the bin (its cover stays in use there).
  const { page } = t;
  await page.goto(`${baseUrl}/admin/blog?q=${encodeURIComponent(String(stamp))}`);
  await waitForIslands(page);
  const remove = page.getByRole('button', { name: `Delete “${title}”` });
  if ((await remove.count()) > 0) {
    await remove.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Move to bin' }).click();
    await page
      .getByText(/Moved to the bin/)
      .first()
      .waitFor();
  }
  await t.close();
  await closeContexts(browser);
});

describe('media library', () => {
  it('refuses an HTML file named .jpg with the reason, and the page is axe-clean at 390 and 1440 px', async () => {
    const { page } = t;
    await page.goto(`${baseUrl}/admin/media`);
    await waitForIslands(page);
    await page.getByLabel('Choose a picture').setInputFiles({
      name: 'holiday.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<html><body>not a picture</body></html>'),
    });
    await page.getByText('That file is not a PNG, JPEG, WebP or AVIF picture.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('owner uploads a picture, describes it, makes it a post cover; the post, the blog card and og:image show it', async () => {
    const { page } = t;
    const bytes = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#2f5d8a' },
    })
      .composite([
        {
          input: Buffer.from('<svg width="600" height="300"><rect width="600" height="300" fill="#e8b126"/></svg>'),
          top: 300,
          left: 500,
        },
      ])
      .jpeg()
      .toBuffer();
    await page.goto(`${baseUrl}/admin/media`);
    await waitForIslands(page);
    // A JPEG named .png: the bytes decide.
    await page
      .getByLabel('Choose a picture')
      .setInputFiles({ name: `goods-in-${stamp}.png`, mimeType: 'image/png', buffer: bytes });
    await page.getByText('Picture uploaded. Add its alt text before using it.').first().waitFor();
    const details = page.getByRole('complementary', { name: 'Picture details' });
    await details.getByText('1600 × 900').waitFor();
    await details.getByLabel(/Alt text/).fill(alt);
    await details.getByLabel('Down: 50%').focus();
    await page.keyboard.press('ArrowUp');
    await details.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Picture details saved.').first().waitFor();
    // The variants are made off the request path; the grid shows the thumbnail when they are.
    await page.locator(`img[src^="/media/"]`).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'admin-media-1440');
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'admin-media-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto(`${baseUrl}/admin/blog`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'New Post' }).click();
    const editor = page.getByRole('dialog', { name: 'Create New Blog Post' });
    await editor.getByLabel('Title', { exact: true }).fill(title);
    await editor
      .getByLabel('Excerpt', { exact: true })
      .fill('Five days on the loading bay showed where the stock system really breaks.');
    await editor.locator('[contenteditable=true]').click();
    await page.keyboard.type('The scanner was never the problem.');
    // A picture for the body, uploaded from the editor: it must be described before it goes in.
    await editor.getByRole('button', { name: 'Picture from the media library' }).click();
    const library = page.getByRole('dialog', { name: 'Insert a picture from the library' });
    const bodyAlt = `Handheld scanner on a charging cradle ${stamp}`;
    await library.getByLabel('Choose a picture').setInputFiles({
      name: `scanner-${stamp}.webp`,
      mimeType: 'image/webp',
      buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1d6f5f' } })
        .webp()
        .toBuffer(),
    });
    await library.getByText('Uploaded. Add its alt text, then choose it.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await library.getByRole('button', { name: 'Save and use this picture' }).click();
    await library.getByText('Describe the picture for people who cannot see it, or mark it as decorative.').waitFor();
    await library.getByLabel(/Alt text/).fill(bodyAlt);
    await library.getByRole('button', { name: 'Save and use this picture' }).click();
    await library.waitFor({ state: 'detached' });
    const inserted = editor.locator(`[contenteditable=true] figure img[alt="${bodyAlt}"][src^="/media/"]`);
    await inserted.waitFor();
    // Issue 38 trap 4: the picture used to stay selected, so the next key replaced it. The cursor
    // is now in a new paragraph after it, and the picture has a caption to type under it.
    await page.keyboard.type('Every scan was queued until the end of the shift.');
    expect(await inserted.count()).toBe(1);
    expect(await editor.locator('[contenteditable=true] figure + p').textContent()).toBe(
      'Every scan was queued until the end of the shift.',
    );
    await editor.locator('[contenteditable=true] figcaption').click();
    await page.keyboard.type(`The cradle that lost its charge ${stamp}`);
    expect(await inserted.count()).toBe(1);
    await shot(page, 'editor-figure-1440');
    await editor.getByRole('button', { name: 'Choose picture', description: /^Cover picture/ }).click();
    const picker = page.getByRole('dialog', { name: /Cover picture/ });
    await picker.getByRole('button', { name: new RegExp(`goods in ${stamp}`) }).waitFor();
    await shot(page, 'media-picker-1440');
    await picker.getByRole('button', { name: new RegExp(`goods in ${stamp}`) }).click();
    await picker.waitFor({ state: 'detached' });
    await editor.getByRole('img', { name: alt }).waitFor();
    await editor.getByRole('switch').click();
    await editor
      .getByRole('button', { name: /Create post|Save/ })
      .last()
      .click();
    await page.getByText('Blog post saved successfully!').first().waitFor();

    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    await page.goto(`${baseUrl}/blog/${slug}`);
    const cover = page.locator('header picture img');
    await expect.poll(() => cover.getAttribute('alt')).toBe(alt);
    expect(await cover.getAttribute('fetchpriority')).toBe('high');
    const bodyImage = page.locator('.prose-article img');
    expect(await bodyImage.getAttribute('alt')).toMatch(/^Handheld scanner on a charging cradle/);
    // The caption is published under its picture, and the sentence typed after it follows it.
    expect(await page.locator('.prose-article figure figcaption').textContent()).toBe(`The cradle that lost its charge ${stamp}`);
    expect(await page.locator('.prose-article figure + p').textContent()).toBe(
      'Every scan was queued until the end of the shift.',
    );
    if (shots) {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.locator('.prose-article figure').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/post-figure-${width}.png` });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    expect(await bodyImage.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{16}-900\.webp$/);
    expect([await bodyImage.getAttribute('width'), await bodyImage.getAttribute('height')]).toEqual(['900', '600']);
    expect(await cover.getAttribute('loading')).toBe('eager');
    expect(await cover.getAttribute('width')).toBe('1600');
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.locator('header picture source[type="image/avif"]').getAttribute('srcset')).toMatch(/-1600\.avif 1600w$/);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    // Cut to exactly 1200×630 around the cover's focal point (og/crop.ts), not the 1280 px fallback.
    expect(ogImage).toMatch(/\/og\/media\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{22}\.jpg$/);
    expect(await page.locator('meta[property="og:image:width"]').getAttribute('content')).toBe('1200');
    expect(await page.locator('meta[property="og:image:height"]').getAttribute('content')).toBe('630');
    expect(await page.locator('meta[property="og:image:alt"]').getAttribute('content')).toBe(alt);
    await shot(page, 'post-with-cover-1440');
    await page.setViewportSize({ width: 390, height: 900 });
    await shot(page, 'post-with-cover-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    const og = await fetch(ogImage!);
    expect(og.status).toBe(200);
    expect(og.headers.get('content-type')).toBe('image/jpeg');
    expect(og.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const shareCard = await sharp(Buffer.from(await og.arrayBuffer())).metadata();
    expect([shareCard.format, shareCard.width, shareCard.height]).toEqual(['jpeg', 1200, 630]);

    await page.goto(`${baseUrl}/blog`);
    const card = page.getByRole('article').filter({ hasText: title });
    const cardImg = card.locator('picture img');
    expect(await cardImg.getAttribute('alt')).toBe(alt);
    expect(await cardImg.getAttribute('loading')).toBe('lazy');
    await cardImg.scrollIntoViewIfNeeded();
    await expect.poll(() => cardImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shot(page, 'blog-list-1440');

    const rss = await (await fetch(`${baseUrl}/rss.xml`)).text();
    expect(rss).toMatch(/<enclosure url="[^"]+\/media\/[0-9a-f]{16}-1280\.jpg" length="\d+" type="image\/jpeg" \/>/);
  });

  it('will not delete a picture a post uses, and says where', async () => {
    const { page } = t;
    await page.goto(`${baseUrl}/admin/media`);
    await waitForIslands(page);
    // Search narrows the grid, and clearing it brings the whole library back.
    const search = page.getByLabel('Search by alt text, title or file name');
    await search.fill('no picture is called this');
    await page.getByText('No pictures match.').waitFor();
    await search.fill('');
    await page.getByRole('button', { name: new RegExp(`goods in ${stamp}`) }).click();
    const details = page.getByRole('complementary', { name: 'Picture details' });
    await details.getByText(title).waitFor();
    await details.getByRole('button', { name: 'Delete picture' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page
      .getByText(/still in use, so it was not deleted.*Blog post cover/)
      .first()
      .waitFor();
    // The refusals answer 400 and 409 (expected); nothing else may fail, nor any style break the CSP.
    expect(t.consoleErrors.filter((e) => !/status of (400|409)/.test(e))).toEqual([]);
  });
});
