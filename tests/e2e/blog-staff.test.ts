import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser } from 'playwright-core';
import { closeContexts, workerBrowser, openPage, signIn, waitForIslands, type TrackedPage } from '../../support/browser.ts';

const baseUrl = e2eServer().baseUrl;
let browser: Browser;
let t: TrackedPage;
const title = `Choosing a CRM you can keep ${Date.now()}`;

beforeAll(async () => {
  browser = await workerBrowser();
  t = await openPage(browser);
  await signIn(t.page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
});
afterAll(async () => {
  await t.close();
  await closeContexts(browser);
});

describe('staff publishing', () => {
  it('writes a post in the editor, publishes it, and it appears on /blog, in RSS and the sitemap', async () => {
    const { page } = t;
    await page.goto(`${baseUrl}/admin/blog`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Blog Post' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog
      .getByLabel('Excerpt', { exact: true })
      .fill('How to pick a CRM you will not outgrow, from a team that has migrated dozens.');
    const editor = dialog.locator('[contenteditable=true]');
    await editor.click();
    await page.keyboard.type('Start with the data you already have.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Exports matter');
    await dialog.getByRole('button', { name: /heading 2/i }).click();
    await dialog.getByRole('switch').click();
    await dialog
      .getByRole('button', { name: /Create post|Save/ })
      .last()
      .click();
    await page.getByText('Blog post saved successfully!').first().waitFor();

    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const post = await fetch(`${baseUrl}/blog/${slug}`);
    expect(post.status).toBe(200);
    const html = await post.text();
    expect(html).toContain('<h2>Exports matter</h2>');
    expect(await (await fetch(`${baseUrl}/blog`)).text()).toContain(title);
    expect(await (await fetch(`${baseUrl}/rss.xml`)).text()).toContain(`/blog/${slug}</link>`);
    expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).toContain(`/blog/${slug}</loc>`);
  });

  it('returns focus to the button that opened the editor, after a discard too', async () => {
    const { page } = t;
    await page.goto(`${baseUrl}/admin/blog`);
    await waitForIslands(page);
    const newPost = page.getByRole('button', { name: 'New Post' });
    const focused = () => newPost.evaluate((el) => el === document.activeElement);
    const dialog = page.getByRole('dialog', { name: 'Create New Blog Post' });

    await newPost.click();
    await dialog.getByLabel('Title', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Title', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe(true);

    await newPost.click();
    await dialog.getByLabel('Title', { exact: true }).fill('Half a thought');
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe(true);
  });

  it('never runs script that a post tries to smuggle in', async () => {
    const { page } = t;
    const payload = [
      '<p>Safe paragraph.</p>',
      '<script>window.__pwned = 1</script>',
      '<img src="x" onerror="window.__pwned = 2">',
      '<a href="javascript:window.__pwned=3">click</a>',
      '<svg><script>window.__pwned = 4</script></svg>',
      '<iframe srcdoc="<script>parent.__pwned=5</script>"></iframe>',
      '<p style="background:url(javascript:window.__pwned=6)">styled</p>',
    ].join('');
    const res = await page.evaluate(async (content) => {
      const r = await fetch('/_actions/admin.blog.save', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          title: 'Script test',
          slug: 'script-test',
          excerpt: 'x',
          content,
          author: 'Test',
          category: 'Cybersecurity',
          tags: [],
          featured: false,
          published: true,
          publishedAt: null,
          metaTitle: '',
          metaDescription: '',
        }),
      });
      return r.status;
    }, payload);
    expect(res).toBe(200);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.goto(`${baseUrl}/blog/script-test`);
    await page.getByText('Safe paragraph.').waitFor();
    await page
      .getByText('click')
      .click()
      .catch(() => {});
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    const body = await page.locator('.prose-article').innerHTML();
    expect(body).not.toMatch(/<script|onerror|javascript:|<iframe|style=/i);
  });
});
