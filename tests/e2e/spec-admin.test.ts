// The staff admin against the lines of the specification (issue 38): the four counters above the
// inbox, the tabs and their words, and the page preview at the widths a visitor sees. Named in the
// spec trace (tests/spec-trace/lines/).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser, Frame, Page } from 'playwright-core';
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
import { countInbox } from '../../src/lib/server/repositories/enquiries.ts';
import { countPosts } from '../../src/lib/server/repositories/blog-posts.ts';
import { countOptions } from '../../src/lib/server/repositories/calculator-options.ts';
import { listPageMeta } from '../../src/lib/server/repositories/page-meta.ts';
import { stringify } from 'devalue';

const baseUrl = e2eServer().baseUrl;
const db = createDb({ dataDir: e2eServer().dataDir });
let browser: Browser;
let t: TrackedPage;
let page: Page;

beforeAll(async () => {
  browser = await workerBrowser();
  t = await openPage(browser);
  page = t.page;
  await signIn(page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
});
afterAll(async () => {
  await t.close();
  await closeContexts(browser);
  await db.close();
});

describe('the admin home (issue 38: the spec’s counters are back)', () => {
  it.each([1440, 390])(
    'shows Total Enquiries, Blog Posts, Pages and Calculator Options in one row above the inbox at %i px',
    async (width) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl}/admin`);
      const expected = {
        'Total Enquiries': (await countInbox(db.db)).total,
        'Blog Posts': await countPosts(db.db),
        Pages: (await listPageMeta(db.db)).length,
        'Calculator Options': await countOptions(db.db),
      };
      const row = page.getByLabel('Site counts');
      const read = await row
        .locator(':scope > div')
        .evaluateAll((cells) =>
          cells.map((c) => [c.querySelector('dt')!.textContent, Number(c.querySelector('dd')!.textContent!.replace(/,/g, ''))]),
        );
      expect(Object.fromEntries(read)).toEqual(expected);
      // One row, each label opening what it counts, above the inbox line and the enquiry list.
      const tops = await Promise.all(
        Object.keys(expected).map(async (label) => (await row.getByRole('link', { name: label, exact: true }).boundingBox())!.y),
      );
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(24);
      const inbox = (await page
        .getByText(/new enquir|No new enquiries/)
        .first()
        .boundingBox())!;
      const heading = (await page.getByRole('heading', { name: 'Enquiries', exact: true }).boundingBox())!;
      expect(Math.max(...tops)).toBeLessThan(inbox.y);
      expect(inbox.y).toBeLessThan(heading.y);
      await Promise.all([
        page.waitForURL(`${baseUrl}/admin/calculator`),
        row.getByRole('link', { name: 'Calculator Options' }).click(),
      ]);
      await page.setViewportSize({ width: 1440, height: 900 });
    },
  );
});

describe('the page preview (issue 38: phone, tablet and desktop widths)', () => {
  const frameOf = async (): Promise<Frame> =>
    (await (await page.locator('iframe[title="Preview of About"]').elementHandle())!.contentFrame())!;
  const shows = async (width: number) => {
    await page.getByText('Preview of your current changes.', { exact: false }).waitFor({ timeout: 15_000 });
    const frame = await frameOf();
    await frame.waitForFunction((w) => innerWidth === w, width);
    return frame;
  };

  it('renders the desktop layout at desktop width, scaled to fit, and the phone layout at a phone’s', async () => {
    await page.goto(`${baseUrl}/admin/content/about`);
    await waitForIslands(page);
    const widths = page.getByRole('group', { name: 'Preview width' });
    const pane = (await page.locator('iframe[title="Preview of About"]').locator('..').boundingBox())!;
    expect(pane.width).toBeLessThan(700); // half of a 1440 px screen: the frame used to be this wide

    // One width is chosen once the editor has hydrated.
    await widths.getByRole('button', { pressed: true }).waitFor();
    await widths.getByRole('button', { name: 'Desktop' }).click();
    expect(await widths.getByRole('button', { name: 'Desktop' }).getAttribute('aria-pressed')).toBe('true');
    let frame = await shows(1440);
    // The desktop header: the full navigation, no menu button.
    expect(await frame.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await frame.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    // Scaled into the pane: the whole width is on screen.
    const shown = (await page.locator('iframe[title="Preview of About"]').boundingBox())!;
    expect(shown.width).toBeLessThanOrEqual(pane.width + 1);
    await widths.getByText(/^\d+%$/).waitFor();

    await widths.getByRole('button', { name: 'Tablet' }).click();
    frame = await shows(768);
    expect(await frame.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);

    await widths.getByRole('button', { name: 'Phone' }).click();
    frame = await shows(390);
    expect(await frame.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    expect(await frame.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    // A phone fits the pane at its own size.
    expect(Math.round((await page.locator('iframe[title="Preview of About"]').boundingBox())!.width)).toBe(390);
    expect(await axeViolations(page)).toEqual([]);

    // The choice is kept for the next page opened.
    await page.goto(`${baseUrl}/admin/content/services`);
    // Set once React has committed, a moment after the island's markers change.
    await page.getByRole('button', { name: 'Phone', pressed: true }).waitFor();
  });
});

const toast = (text: string | RegExp) => page.getByRole('status').getByText(text).first().waitFor({ timeout: 10_000 });
/** Makes one admin action answer as a server error does, until `stop()`. */
async function failing(action: string) {
  const url = `**/_actions/${action}`;
  await page.route(url, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"type":"error","code":"INTERNAL_SERVER_ERROR","message":"x"}',
    }),
  );
  return () => page.unroute(url);
}

describe('the admin tabs the spec lists (SPEC.md 2 › /admin)', () => {
  it('has a View Website button in its header and opens on the Enquiries tab', async () => {
    await page.goto(`${baseUrl}/admin`);
    expect(await page.getByRole('banner').getByRole('link', { name: 'View Website' }).getAttribute('href')).toBe('/');
    const tabs = page.getByRole('navigation', { name: 'Admin sections' });
    expect(await tabs.getByRole('link', { name: 'Enquiries', exact: true }).getAttribute('aria-current')).toBe('page');
  });

  it('Enquiries: each row’s name, date, e-mail, company and badges; View Details with every field; Search', async () => {
    const id = `spec-trace-${Date.now()}`;
    await db.db
      .insertInto('contact_submissions')
      .values({
        id,
        created_at: '2026-03-14T10:30:00.000Z',
        name: 'Spec Trace Visitor',
        email: 'visitor@spec-trace.co.uk',
        company: 'Trace & Co',
        phone: '01706 111222',
        project_type: 'internal-tool',
        project: 'A job board to replace three spreadsheets.',
        saas_to_replace: JSON.stringify(['slack']),
        custom_saas: 'An old Access database',
        monthly_saas_costs: JSON.stringify([{ tool: 'Slack', cost: 120 }]),
        budget: '15k-50k',
        timeline: '1-month',
        consent: true,
        status: 'new',
        notes: '',
        is_spam: false,
      })
      .execute();
    try {
      await page.goto(`${baseUrl}/admin`);
      await waitForIslands(page);
      await page.fill('#enq-q', 'Spec Trace Visitor');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/q=Spec/);
      const row = page.getByRole('listitem').filter({ hasText: 'Spec Trace Visitor' });
      const text = await row.textContent();
      for (const words of [
        'Spec Trace Visitor',
        'visitor@spec-trace.co.uk',
        'Trace & Co',
        '14 Mar 2026',
        'Internal tool',
        '£15,000 – £50,000',
      ])
        expect(text).toContain(words);
      await row.getByRole('button', { name: /View Details/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('A job board to replace three spreadsheets.').waitFor();
      const details = await dialog.textContent();
      for (const words of [
        'visitor@spec-trace.co.uk',
        'Trace & Co',
        '01706 111222',
        'Internal tool',
        '£15,000 – £50,000',
        'Within 1 month',
        'Slack',
        'An old Access database',
        '£120/month',
      ])
        expect(details).toContain(words);
      await page.keyboard.press('Escape');
      await page.fill('#enq-q', 'no enquiry says this');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('No enquiries match these filters').waitFor();
    } finally {
      await db.db.deleteFrom('contact_submissions').where('id', '=', id).execute();
    }
  });

  it('Blog Management: the list’s words, New Post and Edit Blog Post, a slug from the title and the publish time', async () => {
    await page.goto(`${baseUrl}/admin/blog`);
    await waitForIslands(page);
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'What Does Cloud Hosting Actually Cost? A Guide in Pounds' }) });
    const words = await row.textContent();
    for (const w of ['/cloud-hosting-costs-in-pounds', 'Published', 'Cloud Computing', 'Cloud Hosting', 'Costs', '+1 more'])
      expect(words).toContain(w);
    expect(await page.getByRole('link', { name: 'Add Existing Blogs' }).isVisible()).toBe(true);
    const posts = await page.getByRole('heading', { level: 3 }).count();
    expect(await page.getByRole('button', { name: /^Edit “/ }).count()).toBe(posts);

    const title = `Spec trace: owning the words ${Date.now()}!`;
    await page.getByRole('button', { name: 'New Post' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Blog Post' });
    // A new post starts empty, by the business, in Technology, as a draft.
    expect(await create.locator('#post-slug').inputValue()).toBe('');
    expect(await create.locator('#post-author').inputValue()).toBe('Northmill');
    expect(await create.locator('#post-category').inputValue()).toBe('Technology');
    expect(await create.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await create.getByLabel('Title', { exact: true }).fill(title);
    await create.locator('[contenteditable=true]').click();
    await page.keyboard.type('Words we own.');
    await create.getByRole('switch').click();
    expect(await create.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await create
      .getByRole('button', { name: /Create post|Save/ })
      .last()
      .click();
    await toast('Blog post saved successfully!');
    await create.waitFor({ state: 'detached' });
    // An empty slug is made from the title; publishing stamps the time.
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const stored = await db.db
      .selectFrom('blog_posts')
      .select(['id', 'published_at'])
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(String(stored.published_at))).toBeLessThan(120_000);
    // The list reloaded with it; its edit dialog opens and cancels.
    await page.getByRole('button', { name: `Edit “${title}”` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });
    // Off the public blog again for the other suites (the bin declares the change).
    await page.getByRole('button', { name: `Delete “${title}”` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Move to bin' }).click();
    await page.getByRole('button', { name: `Edit “${title}”` }).waitFor({ state: 'detached' });
  });

  it('Page Meta: each page’s name, path, title and description or Not set, edited in a dialog with live counters', async () => {
    await page.goto(`${baseUrl}/admin/page-meta`);
    await waitForIslands(page);
    const rows = await listPageMeta(db.db);
    expect(await page.getByRole('button', { name: /^Edit meta for / }).count()).toBe(rows.length);
    const cookies = rows.find((r) => r.pagePath === '/cookies')!;
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `Edit meta for ${cookies.pageName}` }) });
    for (const w of [cookies.pageName, '/cookies', `Title: ${cookies.metaTitle}`, 'Description:'])
      expect(await item.textContent()).toContain(w);
    await item.getByRole('button', { name: `Edit meta for ${cookies.pageName}` }).click();
    await page.fill('#meta-description', '');
    await page.getByText('0 characters of about 160 Google shows').waitFor();
    await page.fill('#meta-title', 'Cookies');
    await page.getByText('7 characters of about 60 Google shows').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Page meta updated successfully!');
    await item.getByText('Not set').waitFor();
    // Back as it was.
    await item.getByRole('button', { name: `Edit meta for ${cookies.pageName}` }).click();
    await page.fill('#meta-title', cookies.metaTitle);
    await page.fill('#meta-description', cookies.metaDescription);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await item.getByText(cookies.metaDescription).waitFor();
  });

  it('Calculator: the add-option form with its defaults, and the options by category, each with a delete button', async () => {
    await page.goto(`${baseUrl}/admin/calculator`);
    await waitForIslands(page);
    expect(await page.getByLabel('Category').inputValue()).toBe('saas_tools');
    expect(await page.getByLabel('Option name').inputValue()).toBe('');
    expect(await page.getByLabel('Display order').inputValue()).toBe('0');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add option' }) });
    expect(await form.getByRole('checkbox', { name: 'Active' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Add option' }).waitFor();
    for (const name of [/^SaaS tools \(\d+\)$/, /^Budgets \(\d+\)$/, /^Timelines \(\d+\)$/, /^Project types \(\d+\)$/]) {
      const heading = page.getByRole('heading', { name, level: 3 });
      const count = Number(/\((\d+)\)/.exec((await heading.textContent())!)![1]);
      const list = page.getByRole('list', { name: (await heading.textContent())!.replace(/ \(\d+\)$/, ' options') });
      expect(await list.getByRole('button', { name: /^Delete / }).count()).toBe(count);
    }
  });

  it('Content: every page with its name, path and description, opened in a new tab, and its own Edit content', async () => {
    await page.goto(`${baseUrl}/admin/content`);
    await waitForIslands(page);
    const opens = page.getByRole('link', { name: /^Open .+ in a new tab$/ });
    expect(await opens.count()).toBeGreaterThanOrEqual(17);
    for (const link of await opens.all()) expect(await link.getAttribute('target')).toBe('_blank');
    const home = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Open Home in a new tab' }) });
    expect(await home.textContent()).toContain('Hero, services, AI agents');
    expect(await home.getByRole('link', { name: 'Edit content of Home' }).getAttribute('href')).toBe('/admin/content/home');
    // The business details are edited by a button named for them, not a second 'Edit content'.
    expect(await page.getByRole('button', { name: 'Edit business details' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Edit content$/i }).count()).toBe(0);
  });
});

describe('the admin’s error toasts (SPEC.md 8): the list is kept and the dialog stays open', () => {
  it('says which load or save failed, in the spec’s words', async () => {
    // Enquiries: the search fails; the rows shown stay.
    await page.goto(`${baseUrl}/admin`);
    await waitForIslands(page);
    const before = await page.getByRole('button', { name: /View Details/ }).count();
    let stop = await failing('admin.enquiries.search');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await toast('Error loading contact submissions');
    expect(await page.getByRole('button', { name: /View Details/ }).count()).toBe(before);
    await stop();

    // Blog: creating and updating fail with the dialog open; reloading the list fails and keeps it.
    await page.goto(`${baseUrl}/admin/blog`);
    await waitForIslands(page);
    stop = await failing('admin.blog.save');
    await page.getByRole('button', { name: 'New Post' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Blog Post' });
    await create.getByLabel('Title', { exact: true }).fill('Never saved');
    await create
      .getByRole('button', { name: /Create post|Save/ })
      .last()
      .click();
    await toast('Error creating blog post');
    expect(await create.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await create.getByRole('button', { name: 'Discard changes' }).click();
    await page
      .getByRole('button', { name: /^Edit “/ })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await edit.getByLabel('Title', { exact: true }).fill('Never saved either');
    await edit.getByRole('button', { name: /Save/ }).last().click();
    await toast('Error updating blog post');
    expect(await edit.isVisible()).toBe(true);
    await stop();
    // Page meta: the save fails and the dialog stays open.
    await page.goto(`${baseUrl}/admin/page-meta`);
    await waitForIslands(page);
    stop = await failing('admin.pageMeta.update');
    await page
      .getByRole('button', { name: /^Edit meta for / })
      .first()
      .click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Error updating page meta');
    expect(await page.getByRole('dialog').isVisible()).toBe(true);
    await stop();
    // Saved as it was, then the list cannot be read again: the rows shown stay.
    stop = await failing('admin.pageMeta.list');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Page meta updated successfully!');
    await toast('Error loading page meta');
    expect(await page.getByRole('button', { name: /^Edit meta for / }).count()).toBe((await listPageMeta(db.db)).length);
    await stop();

    // Calculator: adding, deleting and reloading.
    await page.goto(`${baseUrl}/admin/calculator`);
    await waitForIslands(page);
    stop = await failing('admin.calculator.add');
    await page.getByLabel('Option name').fill('Never added');
    await page.getByRole('button', { name: 'Add option' }).click();
    await toast('Error adding calculator option');
    await stop();
    stop = await failing('admin.calculator.remove');
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast('Error deleting calculator option');
    await stop();
    stop = await failing('admin.calculator.list');
    await page.getByLabel('Option name').fill('Spec trace option');
    await page.getByRole('button', { name: 'Add option' }).click();
    await toast('Calculator option added successfully!');
    await toast('Error loading calculator options');
    await stop();
    await page.reload();
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Delete Spec trace option' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast('Calculator option deleted successfully!');
  });

  it('names each sample article that could not be added, and keeps the list when reloading it fails', async () => {
    await page.goto(`${baseUrl}/admin/blog`);
    await waitForIslands(page);
    const before = await page.getByRole('button', { name: /^Edit “/ }).count();
    // The server's answers as they come (nothing is added here): all five added, then two failing.
    await page.route('**/_actions/admin.blog.addExisting', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json+devalue',
        body: stringify({ added: 5, failed: [], published: true }),
      }),
    );
    await page.getByRole('link', { name: 'Add Existing Blogs' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add and publish on /blog' }).click();
    await toast('Added 5 sample articles, published on /blog.');
    await page.unroute('**/_actions/admin.blog.addExisting');
    await page.goto(`${baseUrl}/admin/blog`);
    await waitForIslands(page);
    await page.route('**/_actions/admin.blog.addExisting', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json+devalue',
        body: stringify({ added: 0, failed: ['The First Sample', 'The Second Sample'], published: false }),
      }),
    );
    const stop = await failing('admin.blog.list');
    await page.getByRole('link', { name: 'Add Existing Blogs' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add as drafts' }).click();
    await toast('Error adding blog: The First Sample');
    await toast('Error adding blog: The Second Sample');
    await toast('Error loading blog posts');
    expect(await page.getByRole('button', { name: /^Edit “/ }).count()).toBe(before);
    await stop();
    await page.unroute('**/_actions/admin.blog.addExisting');
  });
});

describe('toasts (SPEC.md 9, interface defaults)', () => {
  it('shows up to 3 at once, bottom-right, each for 4 seconds', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseUrl}/admin/calculator`);
    await waitForIslands(page);
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Add option' }).click();
    const shown = page.getByRole('status').getByRole('alert');
    await expect.poll(() => shown.count()).toBe(3);
    const box = (await shown.last().boundingBox())!;
    expect(1440 - (box.x + box.width)).toBeLessThanOrEqual(24);
    expect(900 - (box.y + box.height)).toBeLessThanOrEqual(24);
    const shownAt = Date.now();
    await expect.poll(() => shown.count(), { timeout: 6_000, interval: 100 }).toBe(0);
    expect(Date.now() - shownAt).toBeGreaterThan(3_000);
  });
});
