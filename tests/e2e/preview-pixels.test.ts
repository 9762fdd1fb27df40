import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eServer } from './server.ts';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, workerBrowser, openPage, signIn, waitForIslands, type TrackedPage } from '../../support/browser.ts';

// Issue 23: the editor's live preview is the public page. It used to be a srcdoc frame that
// inherited the editor's policy, which refused the page's stylesheet: a bare page with a huge
// logo and a visible skip link, while the test read only the heading.
const baseUrl = e2eServer().baseUrl;
let browser: Browser;
let staff: TrackedPage;
let visitor: TrackedPage;

beforeAll(async () => {
  browser = await workerBrowser();
  staff = await openPage(browser);
  visitor = await openPage(browser);
  await signIn(staff.page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
  // The hero's progress card loops by CSS animation; without motion both show its first step.
  for (const t of [staff, visitor]) await t.page.emulateMedia({ reducedMotion: 'reduce' });
});
afterAll(async () => {
  await staff.close();
  await visitor.close();
  await closeContexts(browser);
});

/** Decoded RGBA pixels of a PNG, less its bottom 16 rows (the preview pane's rounded corners clip the frame there). */
async function pixels(png: Buffer) {
  const { height = 0, width = 0 } = await sharp(png).metadata();
  const { data, info } = await sharp(png)
    .extract({ left: 0, top: 0, width, height: height - 16 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Share of pixels that differ by more than a rounding step in any channel. */
async function differingShare(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([pixels(a), pixels(b)]);
  expect([x.width, x.height]).toEqual([y.width, y.height]);
  let differ = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    if ([0, 1, 2].some((c) => Math.abs(x.data[i + c]! - y.data[i + c]!) > 2)) differ++;
  }
  return differ / (x.width * x.height);
}

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Pictures decoded, so both screenshots see them.
  await page.evaluate(() =>
    Promise.all([...document.images].filter((i) => !i.complete).map((i) => new Promise((r) => (i.onload = i.onerror = r)))),
  );
}

describe('live preview', () => {
  it('is the public page pixel for pixel, styled, under a policy of its own styles and no script', async () => {
    const { page } = staff;
    await page.goto(`${baseUrl}/admin/content/home`);
    await waitForIslands(page);
    // Same content on both sides: a draft another test left behind goes first.
    const discard = page.getByRole('button', { name: 'Discard draft' });
    if (await discard.isEnabled()) {
      await discard.click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Discard draft' }).click();
      await page.getByText('Matches the live page.').waitFor();
    }
    await page.getByText('Preview of your current changes.', { exact: false }).waitFor({ timeout: 15_000 });
    // At a phone's width the frame is shown at its own size (wider ones are scaled to fit the pane).
    await page.getByRole('group', { name: 'Preview width' }).getByRole('button', { name: 'Phone' }).click();
    const frameElement = page.locator('iframe[title="Preview of Home"]');
    const frame = (await (await frameElement.elementHandle())!.contentFrame())!;
    await frame.waitForFunction(() => innerWidth === 390);
    const size = await frame.evaluate(() => ({ width: innerWidth, height: innerHeight }));

    // The visitor sees the published page in a window the size of the frame.
    await visitor.page.setViewportSize(size);
    await visitor.page.goto(`${baseUrl}/`);
    await visitor.page.waitForLoadState('load');
    await settle(visitor.page);
    const frameLook = await frame.evaluate(() => {
      const skip = document.querySelector<HTMLElement>('a[href="#main"]');
      const logo = document.querySelector<HTMLElement>('header a svg, header a img');
      return {
        font: getComputedStyle(document.body).fontFamily,
        skipWidth: skip ? Math.round(skip.getBoundingClientRect().width) : -1,
        logoHeight: logo ? Math.round(logo.getBoundingClientRect().height) : -1,
        headerBg: getComputedStyle(document.querySelector('header')!).backgroundColor,
      };
    });
    const liveLook = await visitor.page.evaluate(() => {
      const skip = document.querySelector<HTMLElement>('a[href="#main"]');
      const logo = document.querySelector<HTMLElement>('header a svg, header a img');
      return {
        font: getComputedStyle(document.body).fontFamily,
        skipWidth: skip ? Math.round(skip.getBoundingClientRect().width) : -1,
        logoHeight: logo ? Math.round(logo.getBoundingClientRect().height) : -1,
        headerBg: getComputedStyle(document.querySelector('header')!).backgroundColor,
      };
    });
    // Unstyled, the body falls back to the browser's serif, the skip link shows and the logo is huge.
    expect(frameLook.font).not.toMatch(/^("?Times|serif)/);
    expect(frameLook.logoHeight).toBeLessThan(80);
    expect(frameLook).toEqual(liveLook);

    for (const y of [0, 1400]) {
      await frame.evaluate((top) => scrollTo(0, top), y);
      await visitor.page.evaluate((top) => scrollTo(0, top), y);
      await frame.evaluate(() => document.fonts.ready.then(() => undefined));
      await settle(visitor.page);
      const [preview, live] = [await frameElement.screenshot(), await visitor.page.screenshot()];
      if (process.env.SCREENSHOT_DIR) {
        const { writeFile } = await import('node:fs/promises');
        await writeFile(`${process.env.SCREENSHOT_DIR}/preview-${y}.png`, preview);
        await writeFile(`${process.env.SCREENSHOT_DIR}/live-${y}.png`, live);
      }
      expect(await differingShare(preview, live), `differing pixels at scroll ${y}`).toBeLessThan(0.0005);
    }
  });

  it('answers under a policy of its own stylesheet, no script, framed only by the admin, never cached', async () => {
    const { page } = staff;
    const res = await page.request.post(`${baseUrl}/admin/content/about/preview`, {
      form: { doc: JSON.stringify({ sections: [] }) },
      headers: { Origin: baseUrl },
    });
    expect(res.status()).toBe(200);
    const html = await res.text();
    const csp = res.headers()['content-security-policy'] ?? '';
    const styles = [...html.matchAll(/<style\b[^>]*>/g)].length;
    expect(styles).toBe(1);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("form-action 'none'");
    expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers()['cache-control']).toBe('private, no-store');
    // No island script and no inline code: nothing in a preview runs.
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(html).toContain('<meta name="robots" content="noindex"');

    // Signed out, the preview is refused.
    const anonymous = await fetch(`${baseUrl}/admin/content/about/preview`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl },
      body: new URLSearchParams({ doc: '{"sections":[]}' }),
      redirect: 'manual',
    });
    expect(anonymous.status).toBe(401);
  });
});
