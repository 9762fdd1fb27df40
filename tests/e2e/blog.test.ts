import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser } from 'playwright-core';
import { createDb } from '../../src/lib/server/db/create-db.ts';
import { closeContexts, workerBrowser, openPage } from '../../support/browser.ts';

const baseUrl = e2eServer().baseUrl;
const db = createDb({ dataDir: e2eServer().dataDir });
let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
  await db.close();
});

const cards = (page: import('playwright-core').Page) => page.locator('section[aria-labelledby=blog-results] article').count();

describe.each([true, false])('blog list (JavaScript %s)', (javaScript) => {
  it('combines search and category, empties, and clears', async () => {
    const t = await openPage(browser, { javaScript });
    const { page } = t;
    await page.goto(`${baseUrl}/blog`);
    expect(await cards(page)).toBe(8);

    await page.fill('#blog-search', 'SAAS');
    if (!javaScript)
      await Promise.all([page.waitForURL(/q=SAAS/), page.getByRole('button', { name: 'Search', exact: true }).click()]);
    await page.waitForFunction(() => document.querySelectorAll('section[aria-labelledby=blog-results] article').length < 8);
    expect(await cards(page)).toBeGreaterThan(0);

    const chip = page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Cybersecurity' });
    await Promise.all([
      javaScript ? page.waitForURL(/category=Cybersecurity/) : page.waitForURL(/category=Cybersecurity/),
      chip.click(),
    ]);
    await page.getByRole('heading', { name: 'No articles found' }).waitFor();
    await page.getByText("Try adjusting your search or category filter to find what you're looking for.").waitFor();
    expect(page.url()).toContain('q=SAAS');

    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await page.waitForURL(`${baseUrl}/blog`);
    await page.waitForFunction(() => document.querySelectorAll('section[aria-labelledby=blog-results] article').length === 8);
    expect(await page.inputValue('#blog-search')).toBe('');
    expect(t.consoleErrors).toEqual([]);
    await t.close();
  });
});

describe('blog posts', () => {
  it('renders a post with breadcrumb, badges, date, read time and structured data', async () => {
    const t = await openPage(browser);
    const res = await t.page.goto(`${baseUrl}/blog/true-cost-of-your-saas-stack-over-five-years`);
    expect(res?.status()).toBe(200);
    const crumbs = await t.page.getByRole('navigation', { name: /breadcrumb/i }).textContent();
    expect(crumbs).toMatch(/Home.*Blog.*Software Development/s);
    expect(await t.page.textContent('main')).toMatch(/\d{1,2} January 2024/);
    expect(await t.page.textContent('main')).toMatch(/\d+ min read/);
    expect(await t.page.getByText('Featured').count()).toBeGreaterThan(0);
    await t.page.getByRole('link', { name: 'Back to All Articles' }).waitFor();
    const html = await t.page.content();
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('property="og:type" content="article"');
    await t.close();
  });

  it('answers an unknown slug with 404 and a way back', async () => {
    const t = await openPage(browser);
    const res = await t.page.goto(`${baseUrl}/blog/not-a-real-post`);
    expect(res?.status()).toBe(404);
    await t.page.getByRole('heading', { name: 'Blog post not found' }).waitFor();
    expect(await t.page.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
    await t.close();
  });

  it('signs a visitor up for the newsletter once, with and without JavaScript', async () => {
    for (const javaScript of [true, false]) {
      const t = await openPage(browser, { javaScript });
      await t.page.goto(`${baseUrl}/blog`);
      await t.page.fill('#newsletter-email', 'Reader@Example.co.uk');
      await t.page.getByRole('button', { name: 'Subscribe now' }).click();
      await t.page.getByText(/thank/i).first().waitFor();
      await t.close();
    }
    const rows = await db.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', 'reader@example.co.uk')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.consent_text.length).toBeGreaterThan(20);
    expect(rows[0]!.confirmed_at).toBeNull();
  });

  it('confirms a subscription from the e-mailed link only when the visitor presses the button', async () => {
    const [mail] = await db.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', 'reader@example.co.uk')
      .where('kind', '=', 'newsletter-confirmation')
      .execute();
    const token = /\/newsletter\/confirm\?token=(\S+)/.exec(mail!.text_body)![1]!;
    const t = await openPage(browser, { javaScript: false });
    const opened = await t.page.goto(`${baseUrl}/newsletter/confirm?token=${token}`);
    expect(opened!.headers()['cache-control']).toContain('no-store');
    await t.page.getByRole('heading', { name: 'Confirm your subscription' }).waitFor();
    const confirmedAt = () =>
      db.db
        .selectFrom('newsletter_subscribers')
        .select('confirmed_at')
        .where('email', '=', 'reader@example.co.uk')
        .executeTakeFirstOrThrow();
    expect((await confirmedAt()).confirmed_at).toBeNull(); // opening the link (a mail scanner) confirms nothing
    await t.page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await t.page.getByRole('heading', { name: 'You are subscribed' }).waitFor();
    expect((await confirmedAt()).confirmed_at).not.toBeNull();
    const forged = await t.page.goto(`${baseUrl}/newsletter/confirm?token=${token.slice(0, -2)}xx`);
    expect(forged!.status()).toBe(400);
    await t.page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    await t.close();
  });
});
