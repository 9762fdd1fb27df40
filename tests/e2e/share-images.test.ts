import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser } from 'playwright-core';
import { PUBLIC_PAGES } from '../../src/lib/pages.ts';
import { closeContexts, workerBrowser, openPage, signIn, waitForIslands } from '../../support/browser.ts';

const baseUrl = e2eServer().baseUrl;
const ROUTES = [...PUBLIC_PAGES.map((p) => p.path), '/blog/true-cost-of-your-saas-stack-over-five-years'];

function meta(html: string, attr: 'property' | 'name', key: string): string | undefined {
  const m = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html);
  return m?.[1]?.replace(/&amp;/g, '&');
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function fetchImage(url: string) {
  const res = await fetch(url);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes };
}

describe('share images', () => {
  it('every public route and post has og:image, its size and alt text, and a large Twitter card; the image is a 1200×630 PNG', async () => {
    const urls = new Set<string>();
    for (const route of ROUTES) {
      const html = await (await fetch(`${baseUrl}${route}`)).text();
      const image = meta(html, 'property', 'og:image');
      expect([route, image]).toEqual([
        route,
        expect.stringMatching(new RegExp(`^${baseUrl}/og/(page|post)/[^/]+/[A-Za-z0-9_-]{22}\\.png$`)),
      ]);
      expect([route, meta(html, 'property', 'og:image:width'), meta(html, 'property', 'og:image:height')]).toEqual([
        route,
        '1200',
        '630',
      ]);
      const title = meta(html, 'property', 'og:title')!.replace(/ \| Northmill$/, '');
      expect([route, meta(html, 'property', 'og:image:alt')]).toEqual([route, expect.stringContaining(title)]);
      expect([route, meta(html, 'name', 'twitter:card')]).toEqual([route, 'summary_large_image']);
      expect([route, meta(html, 'name', 'twitter:image')]).toEqual([route, image]);
      urls.add(image!);
    }
    // A card per page: no two routes share one.
    expect(urls.size).toBe(ROUTES.length);
    for (const url of urls) {
      const { res, bytes } = await fetchImage(url);
      expect([url, res.status, res.headers.get('content-type')]).toEqual([url, 200, 'image/png']);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    }
  });

  it('serves a card again from storage, outside the page cache', async () => {
    const html = await (await fetch(`${baseUrl}/services`)).text();
    const url = meta(html, 'property', 'og:image')!;
    const first = await fetchImage(url);
    const second = await fetchImage(url);
    expect(second.res.headers.get('x-cache')).toBeNull();
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    // A key that is not the page's current one moves to it; an unknown page is not found.
    const stale = await fetch(url.replace(/[A-Za-z0-9_-]{22}\.png$/, 'AAAAAAAAAAAAAAAAAAAAAA.png'), { redirect: 'manual' });
    expect([stale.status, stale.headers.get('location')]).toEqual([302, new URL(url).pathname]);
    expect((await fetch(`${baseUrl}/og/page/admin/AAAAAAAAAAAAAAAAAAAAAA.png`)).status).toBe(404);
  });
});

describe('share image after a staff edit', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await workerBrowser();
  });
  afterAll(() => closeContexts(browser));

  it('a new meta title gives the page a new card at a new URL', async () => {
    const before = meta(await (await fetch(`${baseUrl}/faq`)).text(), 'property', 'og:image')!;
    const t = await openPage(browser);
    await signIn(t.page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
    await t.page.goto(`${baseUrl}/admin/page-meta`);
    await waitForIslands(t.page);
    await t.page.getByRole('button', { name: 'Edit meta for FAQ' }).click();
    await t.page.locator('#meta-title').fill('Questions UK owners ask us | Northmill');
    await t.page.getByRole('button', { name: 'Save', exact: true }).click();
    await t.page.getByText('Page meta updated successfully!').waitFor();
    await t.close();

    const html = await (await fetch(`${baseUrl}/faq`)).text();
    const after = meta(html, 'property', 'og:image')!;
    expect(after).not.toBe(before);
    expect(meta(html, 'property', 'og:image:alt')).toContain('Questions UK owners ask us');
    const { res, bytes } = await fetchImage(after);
    expect(res.status).toBe(200);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    const old = await fetch(before, { redirect: 'manual' });
    expect([old.status, old.headers.get('location')]).toEqual([302, new URL(after).pathname]);
  });
});
