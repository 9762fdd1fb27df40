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
import { devalueParse } from '../../support/devalue.ts';
import { SEED_TESTIMONIALS } from '../../src/lib/server/seed/seed-data/proof.ts';

// Pictures in page content (issue 14) and proof from records (issue 13): the owner picks a library
// picture for the about page's hero in the editor, publishes, and the public page shows it as a
// <picture> with its alt text and no script; the home page shows testimonials from the records.

const baseUrl = e2eServer().baseUrl;
const stamp = Date.now().toString(36);
const alt = `Two of the team sketching a stock screen on the office whiteboard ${stamp}`;
const SCRIPT = /<script(?![^>]*application\/ld\+json)[^>]*>/;
/** Set SCREENSHOT_DIR to keep what the browser saw. */
const shots = process.env.SCREENSHOT_DIR;
let browser: Browser;
let t: TrackedPage;

async function shot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

beforeAll(async () => {
  browser = await workerBrowser();
  t = await openPage(browser);
  await signIn(t.page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
});
afterAll(async () => {
  await t.close();
  await closeContexts(browser);
});

/** Calls an admin action as the signed-in owner; a flat result object comes back decoded. */
async function call(name: string, input: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  const res = await t.page.request.post(`${baseUrl}/_actions/${name}`, { data: input, headers: { Origin: baseUrl } });
  const body = await res.text();
  if (!res.ok()) return { status: res.status(), data: { body } };
  return { status: res.status(), data: devalueParse(body) as Record<string, unknown> };
}

describe('pictures in page content', () => {
  it('owner picks a library picture for the about hero with the picker, publishes, and /about shows it', async () => {
    const { page } = t;
    await page.goto(`${baseUrl}/admin/content/about`);
    await waitForIslands(page);
    // The hero is the first section, so its picture field is the first picker on the page.
    await page.getByRole('button', { name: 'Choose picture' }).first().click();
    const picker = page.getByRole('dialog', { name: /Picture beside the headline/ });
    await picker.getByLabel('Choose a picture').setInputFiles({
      name: `whiteboard-${stamp}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#35618f' } })
        .jpeg()
        .toBuffer(),
    });
    await picker.getByText('Uploaded. Add its alt text, then choose it.').waitFor();
    await picker.getByLabel(/Alt text/).fill(alt);
    await picker.getByRole('button', { name: 'Save and use this picture' }).click();
    await picker.waitFor({ state: 'detached' });
    await page.getByRole('img', { name: alt }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'editor-hero-picture');
    // The live preview renders the picture the way visitors will see it.
    const preview = page.frameLocator('iframe[title="Preview of About"]');
    await preview.locator(`picture img[alt="${alt}"]`).waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published: /about shows your changes now.').first().waitFor();

    const html = await (await fetch(`${baseUrl}/about`)).text();
    const img = html.match(/<picture[^]*?<img([^>]*)>/)?.[1] ?? '';
    expect(img).toContain(`alt="${alt}"`);
    expect(img).toMatch(/fetchpriority="high"/i);
    expect(img).toContain('width="1200"');
    expect(html).toMatch(/<source type="image\/webp" srcSet="\/media\/[0-9a-f]{16}-\d+\.webp/i);
    expect(SCRIPT.test(html)).toBe(false);

    await page.goto(`${baseUrl}/about`);
    const shown = page.locator(`section[aria-labelledby="page-title"] picture img[alt="${alt}"]`);
    await expect.poll(() => shown.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'about-hero-picture');
  });
});

describe('proof on the home page', () => {
  it('shows the published testimonial records, a consented one without the illustrative label', async () => {
    const quote = `We stopped retyping orders into three systems; the office goes home at five now. ${stamp}`;
    const saved = await call('admin.proof.saveTestimonial', {
      name: 'Helen Marsh',
      role: 'Office Manager',
      company: 'Marsh Bros Joinery, Littleborough',
      quote,
      highlight: '6 hours a week back',
      consentDate: '2026-01-12',
      illustrative: false,
      photoMediaId: null,
      sortOrder: 1,
    });
    expect(saved.status).toBe(200);
    const id = String(saved.data.id);
    expect((await call('admin.proof.setTestimonialStatus', { id, status: 'published' })).status).toBe(200);
    try {
      const home = await (await fetch(`${baseUrl}/`)).text();
      const section = home.slice(home.indexOf('id="testimonials"'));
      expect(section).toContain('What our clients say');
      expect(section).toContain(quote);
      // The seeded examples keep their label; the consented quote has none.
      expect(section.match(/>Illustrative</g)).toHaveLength(SEED_TESTIMONIALS.length);
      const card = section.slice(section.indexOf(quote) - 600, section.indexOf(quote));
      expect(card).not.toContain('>Illustrative<');
      await t.page.goto(`${baseUrl}/`);
      await t.page.getByText(quote).waitFor();
      await shot(t.page, 'home');
    } finally {
      expect((await call('admin.proof.removeTestimonial', { id })).status).toBe(200);
    }
  });
});
