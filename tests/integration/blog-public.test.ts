import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import {
  findRedirect,
  getPostById,
  getPublishedBySlug,
  insertPost,
  listAllPublished,
  listPublished,
  updatePost,
  type BlogPostInput,
} from '../../src/lib/server/repositories/blog-posts.ts';
import { PUBLIC_SEED_POSTS } from '../../src/lib/server/seed/seed-data/blog-posts.ts';
import { filterPosts } from '../../src/lib/blog/filter.ts';
import { CATEGORY_CHIPS } from '../../src/lib/blog/categories.ts';
import { inListOrder, toPostSummary } from '../../src/lib/server/blog/summary.ts';
import { NEWSLETTER_RATE_LIMIT, subscribeToNewsletter } from '../../src/lib/server/newsletter/subscribe.ts';
import { listSubscribers } from '../../src/lib/server/repositories/newsletter.ts';

const NOW = '2025-06-01T12:00:00.000Z';
const settings = defaultSettings(loadConfig({}));

function input(over: Partial<BlogPostInput>): BlogPostInput {
  return {
    title: 'Untitled',
    slug: `post-${Math.random().toString(36).slice(2, 10)}`,
    excerpt: '',
    content: '<p>Body</p>',
    author: 'Test Author',
    category: 'Technology',
    tags: [],
    featured: false,
    published: true,
    publishedAt: '2025-01-01T09:00:00.000Z',
    metaTitle: '',
    metaDescription: '',
    ...over,
  };
}

const slugs = (r: { posts: { slug: string }[] }) => r.posts.map((p) => p.slug);

describe.each(testDatabases())('public blog on %s', (kind) => {
  let t: TestDb;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(t.database.db, settings);
  });
  afterAll(() => t.cleanup());

  it('lists the eight seeded posts, newest first', async () => {
    const r = await listPublished(db(), { now: NOW });
    expect(r.total).toBe(8);
    expect(r.pageCount).toBe(1);
    const dates = r.posts.map((p) => p.publishedAt!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(r.posts.at(-1)!.slug).toBe('true-cost-of-your-saas-stack-over-five-years');
    expect(new Set(slugs(r))).toEqual(new Set(PUBLIC_SEED_POSTS.map((p) => p.slug)));
  });

  it('combines search and category with AND', async () => {
    const all = await listPublished(db(), { q: 'saas', now: NOW });
    expect(all.total).toBeGreaterThan(1);
    const cats = new Set(all.posts.map((p) => p.category));
    expect(cats.size).toBeGreaterThan(1);
    const one = await listPublished(db(), { q: 'saas', category: 'Software Architecture', now: NOW });
    expect(one.total).toBeGreaterThan(0);
    expect(one.total).toBeLessThan(all.total);
    for (const p of one.posts) {
      expect(p.category).toBe('Software Architecture');
      expect(`${p.title} ${p.excerpt}`.toLowerCase()).toContain('saas');
    }
    const none = await listPublished(db(), { q: 'cyber essentials', category: 'E-commerce', now: NOW });
    expect(none.total).toBe(0);
    expect(none.posts).toEqual([]);
    const category = await listPublished(db(), { category: 'Cybersecurity', now: NOW });
    expect(slugs(category)).toEqual(['cyber-essentials-for-a-20-person-firm']);
  });

  it('matches title or excerpt case-insensitively', async () => {
    const lower = await listPublished(db(), { q: 'cyber essentials', now: NOW });
    const upper = await listPublished(db(), { q: 'CYBER ESSENTIALS', now: NOW });
    const mixed = await listPublished(db(), { q: '  CyBeR EsSeNtIaLs  ', now: NOW });
    expect(slugs(lower)).toEqual(['cyber-essentials-for-a-20-person-firm']);
    expect(slugs(upper)).toEqual(slugs(lower));
    expect(slugs(mixed)).toEqual(slugs(lower));
    // A phrase only in the excerpt of the first seeded post.
    const excerptOnly = await listPublished(db(), { q: 'WORKED EXAMPLE FROM A 25-PERSON FIRM', now: NOW });
    expect(slugs(excerptOnly)).toEqual(['true-cost-of-your-saas-stack-over-five-years']);
  });

  it('treats LIKE wildcards and the escape character literally', async () => {
    const base = { category: 'Wildcards', publishedAt: '2025-02-01T00:00:00.000Z' };
    await insertPost(db(), input({ ...base, slug: 'wild-percent', title: 'Save 50% today', excerpt: 'x' }));
    await insertPost(db(), input({ ...base, slug: 'wild-underscore', title: 'snake_case names', excerpt: 'x' }));
    await insertPost(db(), input({ ...base, slug: 'wild-backslash', title: 'C:\\temp paths', excerpt: 'x' }));
    await insertPost(db(), input({ ...base, slug: 'wild-plain', title: 'Save 50 pounds', excerpt: 'snakeXcase' }));
    const q = async (text: string) => slugs(await listPublished(db(), { q: text, category: 'Wildcards', now: NOW }));
    expect(await q('%')).toEqual(['wild-percent']);
    expect(await q('50%')).toEqual(['wild-percent']);
    expect(await q('_')).toEqual(['wild-underscore']);
    expect((await q('snake_case')).sort()).toEqual(['wild-underscore']);
    expect(await q('\\')).toEqual(['wild-backslash']);
    expect(await q('\\t')).toEqual(['wild-backslash']);
    expect((await q('save 50')).sort()).toEqual(['wild-percent', 'wild-plain']);
  });

  it('hides drafts and scheduled posts everywhere on the public side', async () => {
    await insertPost(
      db(),
      input({ slug: 'a-draft', title: 'Hidden draft', published: false, publishedAt: '2024-01-01T00:00:00.000Z' }),
    );
    await insertPost(db(), input({ slug: 'a-draft-no-date', title: 'Hidden draft two', published: false, publishedAt: null }));
    await insertPost(
      db(),
      input({ slug: 'scheduled', title: 'Hidden scheduled', published: true, publishedAt: '2025-06-01T12:00:01.000Z' }),
    );
    await insertPost(db(), input({ slug: 'published-no-date', title: 'Hidden no date', published: true, publishedAt: null }));
    const list = await listPublished(db(), { q: 'hidden', now: NOW });
    expect(list.total).toBe(0);
    const all = await listAllPublished(db(), NOW);
    for (const s of ['a-draft', 'a-draft-no-date', 'scheduled', 'published-no-date']) {
      expect(all.some((p) => p.slug === s)).toBe(false);
      expect(await getPublishedBySlug(db(), s, NOW)).toBeUndefined();
    }
    // Scheduled: visible from its publication time on.
    expect(await getPublishedBySlug(db(), 'scheduled', '2025-06-01T12:00:01.000Z')).toBeDefined();
    expect(slugs(await listPublished(db(), { q: 'hidden scheduled', now: '2025-07-01T00:00:00.000Z' }))).toEqual(['scheduled']);
  });

  it('paginates 12 to a page without overlap', async () => {
    for (let i = 0; i < 14; i++) {
      await insertPost(
        db(),
        input({
          slug: `page-${String(i).padStart(2, '0')}`,
          category: 'Paging',
          title: `Paging ${i}`,
          publishedAt: `2025-03-${String(i + 1).padStart(2, '0')}T09:00:00.000Z`,
        }),
      );
    }
    const p1 = await listPublished(db(), { category: 'Paging', page: 1, now: NOW });
    const p2 = await listPublished(db(), { category: 'Paging', page: 2, now: NOW });
    const p3 = await listPublished(db(), { category: 'Paging', page: 3, now: NOW });
    expect([p1.total, p1.pageCount, p1.posts.length, p2.posts.length, p3.posts.length]).toEqual([14, 2, 12, 2, 0]);
    expect(p1.posts[0]!.slug).toBe('page-13');
    expect(slugs(p2)).toEqual(['page-01', 'page-00']);
    expect(new Set([...slugs(p1), ...slugs(p2)]).size).toBe(14);
    const everything = await listPublished(db(), { now: NOW });
    expect(everything.total).toBeGreaterThan(12);
    expect(everything.posts).toHaveLength(12);
  });

  it('gives the same results as the browser-side filter', async () => {
    const all = inListOrder(await listAllPublished(db(), NOW)).map(toPostSummary);
    const queries = ['', 'saas', 'SaaS', 'cost', 'ai', '50%', '_', 'zzzz', ' cloud ', 'E-COMMERCE'];
    for (const q of queries) {
      for (const chip of [...CATEGORY_CHIPS, 'Paging', 'Wildcards']) {
        const category = chip === 'All' ? '' : chip;
        const server = await listPublished(db(), { q, category, perPage: 1000, now: NOW });
        const client = filterPosts(all, { q: q.trim(), category });
        expect(
          client.map((p) => p.slug),
          `${q} / ${chip}`,
        ).toEqual(slugs(server));
      }
    }
  });

  it('leaves a redirect behind when a published post changes slug', async () => {
    const id = await insertPost(db(), input({ slug: 'old-address', title: 'Moving post' }));
    const before = (await getPostById(db(), id))!;
    await updatePost(db(), id, { ...before, slug: 'new-address' });
    expect(await findRedirect(db(), 'old-address')).toBe('new-address');
    expect(await getPublishedBySlug(db(), 'old-address', NOW)).toBeUndefined();
    expect((await getPublishedBySlug(db(), 'new-address', NOW))?.id).toBe(id);
    // Moving again keeps every old address pointing at the current one.
    await updatePost(db(), id, { ...before, slug: 'newest-address' });
    expect(await findRedirect(db(), 'old-address')).toBe('newest-address');
    expect(await findRedirect(db(), 'new-address')).toBe('newest-address');
    // Moving back to an old address makes it live again, not a redirect.
    await updatePost(db(), id, { ...before, slug: 'old-address' });
    expect(await findRedirect(db(), 'old-address')).toBeUndefined();
    expect(await findRedirect(db(), 'newest-address')).toBe('old-address');
    expect(await findRedirect(db(), 'never-existed')).toBeUndefined();
  });

  it('leaves no redirect when a draft changes slug', async () => {
    const id = await insertPost(db(), input({ slug: 'draft-old', published: false, publishedAt: null }));
    const before = (await getPostById(db(), id))!;
    await updatePost(db(), id, { ...before, slug: 'draft-new' });
    expect(await findRedirect(db(), 'draft-old')).toBeUndefined();
  });

  it('stores a newsletter subscriber once, whatever the letter case', async () => {
    const first = await subscribeToNewsletter(db(), '  Reader@Example.co.uk ');
    expect(first.status).toBe('subscribed');
    const again = await subscribeToNewsletter(db(), 'reader@example.CO.UK');
    expect(again).toEqual({ status: 'already-subscribed', id: first.status === 'subscribed' ? first.id : '' });
    const rows = (await listSubscribers(db())).filter((s) => s.email === 'reader@example.co.uk');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.consentText).toMatch(/newsletter/i);
    expect(rows[0]!.source).toBe('blog');
    expect(Date.parse(rows[0]!.createdAt)).not.toBeNaN();
    await expect(subscribeToNewsletter(db(), 'not-an-email')).rejects.toThrow();
    expect((await listSubscribers(db())).some((s) => s.email.includes('not-an-email'))).toBe(false);
  });

  it('survives simultaneous sign-ups for one address', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => subscribeToNewsletter(db(), 'race@example.com')));
    expect(results.every((r) => r.status === 'subscribed' || r.status === 'already-subscribed')).toBe(true);
    expect((await listSubscribers(db())).filter((s) => s.email === 'race@example.com')).toHaveLength(1);
  });

  it('rate-limits sign-ups per client', async () => {
    const opts = { clientKey: `client-${kind}`, rateLimits: true };
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.limit; i++) {
      expect((await subscribeToNewsletter(db(), `limit${i}@example.com`, opts)).status).toBe('subscribed');
    }
    const blocked = await subscribeToNewsletter(db(), 'limit-blocked@example.com', opts);
    expect(blocked.status).toBe('rate-limited');
    expect(blocked.status === 'rate-limited' && blocked.retryAfterSeconds).toBeGreaterThan(0);
    expect((await listSubscribers(db())).some((s) => s.email === 'limit-blocked@example.com')).toBe(false);
    // Another client is unaffected; with limits off nothing is counted.
    expect((await subscribeToNewsletter(db(), 'other@example.com', { clientKey: 'someone-else', rateLimits: true })).status).toBe(
      'subscribed',
    );
    expect((await subscribeToNewsletter(db(), 'off@example.com', { ...opts, rateLimits: false })).status).toBe('subscribed');
  });
});
