import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser } from 'playwright-core';
import {
  axeViolations,
  closeContexts,
  workerBrowser,
  openPage,
  signIn,
  waitForIslands,
  type TrackedPage,
} from '../../support/browser.ts';
import { SEED_TESTIMONIALS } from '../../src/lib/server/seed/seed-data/proof.ts';

// Case studies from the admin to the public site: the owner writes one in the
// Proof tab and publishes it; /work, /work/[slug], the home page and the
// sitemap show it; unpublished it is a 404 again. The test deletes what it
// made, so other files see the seeded state (no case study published).

const baseUrl = e2eServer().baseUrl;
const slug = `laundry-rota-${Date.now().toString(36)}`;
const title = 'A shift rota that fills itself for a Bolton laundry';
/** Set SCREENSHOT_DIR to keep what the browser saw. */
const shots = process.env.SCREENSHOT_DIR;
const SCRIPT = /<script(?![^>]*application\/ld\+json)[^>]*>/;
let browser: Browser;
let t: TrackedPage;

beforeAll(async () => {
  browser = await workerBrowser();
  t = await openPage(browser);
  await signIn(t.page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
});
afterAll(async () => {
  await t.close();
  await closeContexts(browser);
});

const text = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();

describe('case studies and testimonials', () => {
  it('starts with a helpful /work page, labelled illustrative testimonials and the seeded case study unpublished', async () => {
    const work = await text('/work');
    expect(work).toContain('Our case studies are being written');
    expect(work).toMatch(/href="\/contact"[^>]*>Ask about similar projects/);
    expect(work).toContain('href="/packages"');
    expect(await text('/sitemap.xml')).not.toContain('/work');
    expect((await fetch(`${baseUrl}/work/builders-merchant-month-end`)).status).toBe(404);
    const home = await text('/');
    expect(home).not.toContain('Recent work for UK businesses');
    // Every seeded quote carries the label in the testimonials section (the calculator has its own note).
    const testimonials = home.slice(home.indexOf('id="testimonials"'));
    expect(testimonials.match(/>Illustrative</g)).toHaveLength(SEED_TESTIMONIALS.length);
  });

  it('lets the owner write and publish a case study that /work, its page, the home page and the sitemap then show', async () => {
    const { page } = t;
    await page.goto(`${baseUrl}/admin/proof`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'New case study' }).click();
    const dialog = page.getByRole('dialog', { name: 'New case study' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Slug', { exact: true }).fill(slug);
    await dialog.getByLabel('Client', { exact: true }).fill('A commercial laundry, 60 staff');
    await dialog.getByLabel('Sector', { exact: true }).fill('Hospitality services');
    await dialog
      .getByLabel('Summary', { exact: true })
      .fill('Shift swaps and cover requests moved from a WhatsApp group to a rota app.');
    await dialog
      .getByLabel('The problem', { exact: true })
      .fill('Cover was arranged in a group chat.\n\nNobody knew who was on.');
    await dialog
      .getByLabel('What we built', { exact: true })
      .fill('A rota app that offers open shifts to qualified staff first.');
    await dialog.getByLabel('Figure 1').fill('11 hours');
    await dialog.getByLabel('Label 1').fill('of rota admin saved each week');
    await dialog.getByLabel('Stack', { exact: true }).fill('TypeScript, PostgreSQL, Twilio');
    await dialog.getByRole('button', { name: 'Save case study' }).click();
    await page.getByText('Case study saved.').first().waitFor();
    expect((await fetch(`${baseUrl}/work/${slug}`)).status).toBe(404);

    // Staff can read the draft as it will look; visitors cannot (the preview is under /admin).
    await page.getByRole('link', { name: `Preview ${title}` }).click();
    await page.getByText('Preview: not published.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    const previewUrl = page.url();
    expect((await fetch(previewUrl, { redirect: 'manual' })).status).not.toBe(200);
    await page.goto(`${baseUrl}/admin/proof`);
    await waitForIslands(page);

    await page.getByRole('button', { name: `Publish ${title}`, exact: true }).click();
    await page.getByRole('button', { name: `Unpublish ${title}`, exact: true }).waitFor();

    const res = await fetch(`${baseUrl}/work/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/work/${slug}"`);
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('11 hours');
    // Each line of the problem is its own paragraph (class names are shortened per page, so not matched).
    expect(html).toMatch(/<p class="[^"]*">Nobody knew who was on\.<\/p>/);
    expect(html).toContain('Twilio');
    expect(SCRIPT.test(html)).toBe(false);
    const list = await text('/work');
    expect(list).toContain(title);
    expect(SCRIPT.test(list)).toBe(false);
    expect(await text('/')).toContain(`href="/work/${slug}"`);
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).toContain(`<loc>${baseUrl}/work</loc>`);
    expect(sitemap).toContain(`<loc>${baseUrl}/work/${slug}</loc>`);
  });

  it('has no axe violations on /work and the case study page', async () => {
    const { page } = t;
    for (const path of ['/work', `/work/${slug}`]) {
      await page.goto(`${baseUrl}${path}`);
      expect([path, await axeViolations(page)]).toEqual([path, []]);
    }
  });

  it('answers 404 once unpublished, and deletes after confirmation', async () => {
    const { page } = t;
    await page.goto(`${baseUrl}/admin/proof`);
    await waitForIslands(page);
    await page.getByRole('button', { name: `Unpublish ${title}`, exact: true }).click();
    await page.getByRole('button', { name: `Publish ${title}`, exact: true }).waitFor();
    expect((await fetch(`${baseUrl}/work/${slug}`)).status).toBe(404);
    expect(await text('/')).not.toContain(`/work/${slug}`);
    expect(await text('/sitemap.xml')).not.toContain('/work');

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted.').first().waitFor();
    await page.getByRole('button', { name: `Delete ${title}` }).waitFor({ state: 'detached' });
    await page.goto(`${baseUrl}/admin/proof`);
    await waitForIslands(page);
    expect(await page.getByText(title).count()).toBe(0);
    expect(t.consoleErrors).toEqual([]);
  });

  // Issue 38 trap 3: the sample went live as a real project with one click.
  it('asks before the unedited sample case study goes live, and labels it a sample on /work and its page', async () => {
    const { page } = t;
    const sampleTitle = 'Month-end in an afternoon for a Rochdale builders’ merchant';
    await page.goto(`${baseUrl}/admin/proof`);
    await waitForIslands(page);
    await page.getByText('Sample project: rewrite it with a real project').waitFor();
    await page.getByRole('button', { name: `Publish ${sampleTitle}`, exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: /This is the sample case study, not one of your projects/ });
    await ask.waitFor();
    if (shots) await page.screenshot({ path: `${shots}/sample-publish-ask-1440.png` });
    // Cancel leaves it a draft.
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect((await fetch(`${baseUrl}/work/builders-merchant-month-end`)).status).toBe(404);

    await page.getByRole('button', { name: `Publish ${sampleTitle}`, exact: true }).click();
    await ask.getByRole('button', { name: 'Publish the sample' }).click();
    await page.getByRole('button', { name: `Unpublish ${sampleTitle}`, exact: true }).waitFor();
    const work = await text('/work');
    expect(work).toContain('>Sample project<');
    const story = await text('/work/builders-merchant-month-end');
    expect(story).toContain('Sample project.');
    expect(story).toContain('it is not a named client’s story');
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl}/work/builders-merchant-month-end`);
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/sample-case-${width}.png` });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // Back to the seeded state for the other files: a draft.
    await page.goto(`${baseUrl}/admin/proof`);
    await waitForIslands(page);
    await page.getByRole('button', { name: `Unpublish ${sampleTitle}`, exact: true }).click();
    await page.getByRole('button', { name: `Publish ${sampleTitle}`, exact: true }).waitFor();
    expect((await fetch(`${baseUrl}/work/builders-merchant-month-end`)).status).toBe(404);
    expect(t.consoleErrors).toEqual([]);
  });
});
