import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import {
  countPosts,
  deletePost,
  findRedirect,
  getPostById,
  getPublishedBySlug,
  insertPost,
  listAllPosts,
  slugTaken,
  updatePost,
  type BlogPostInput,
} from '../../src/lib/server/repositories/blog-posts.ts';
import { EXISTING_BLOG_POSTS } from '../../src/lib/server/seed/seed-data/blog-posts.ts';
import { seedPostToInput } from '../../src/lib/server/seed/post-input.ts';
import { sanitizePostHtml } from '../../src/lib/server/blog/sanitize.ts';

// The repository rules the staff Blog Management actions rely on
// (src/actions/admin/blog.ts), on both databases.

function draft(overrides: Partial<BlogPostInput> = {}): BlogPostInput {
  return {
    title: 'A draft about invoices',
    slug: 'a-draft-about-invoices',
    excerpt: 'Short summary.',
    content: '<p>Body</p>',
    author: 'Northmill',
    category: 'Technology',
    tags: ['invoices', 'automation'],
    featured: false,
    published: false,
    publishedAt: null,
    metaTitle: '',
    metaDescription: '',
    ...overrides,
  };
}

/** The "Add Existing Blogs" rule: a slug already present is skipped. */
async function addExisting(db: TestDb['database']['db']) {
  let added = 0;
  for (const seed of EXISTING_BLOG_POSTS) {
    if (await slugTaken(db, seed.slug)) continue;
    await insertPost(db, { ...seedPostToInput(seed), content: sanitizePostHtml(seed.content) }, seed.publishedAt);
    added++;
  }
  return added;
}

describe.each(testDatabases())('admin blog repository rules on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it('inserts a post and reads every field back', async () => {
    const id = await insertPost(t.database.db, draft({ featured: true, metaTitle: 'Meta', metaDescription: 'Desc' }));
    const post = await getPostById(t.database.db, id);
    expect(post).toMatchObject({
      id,
      title: 'A draft about invoices',
      slug: 'a-draft-about-invoices',
      tags: ['invoices', 'automation'],
      featured: true,
      published: false,
      publishedAt: null,
      metaTitle: 'Meta',
      metaDescription: 'Desc',
    });
    expect(Number.isNaN(Date.parse(post!.createdAt))).toBe(false);
    // A draft is not on the public site.
    expect(await getPublishedBySlug(t.database.db, 'a-draft-about-invoices')).toBeUndefined();
  });

  it('updates a post in place', async () => {
    const id = await insertPost(t.database.db, draft({ slug: 'to-update' }));
    const publishedAt = '2024-05-01T09:00:00.000Z';
    expect(
      await updatePost(
        t.database.db,
        id,
        draft({ slug: 'to-update', title: 'Updated', tags: ['one'], published: true, publishedAt }),
      ),
    ).toBe(true);
    const post = await getPostById(t.database.db, id);
    expect(post).toMatchObject({ title: 'Updated', tags: ['one'], published: true });
    expect(new Date(post!.publishedAt!).toISOString()).toBe(publishedAt);
    expect((await getPublishedBySlug(t.database.db, 'to-update'))?.id).toBe(id);
    expect(await updatePost(t.database.db, 'no-such-id', draft())).toBe(false);
  });

  it('slugTaken sees other posts but not the post itself', async () => {
    const id = await insertPost(t.database.db, draft({ slug: 'taken-slug' }));
    expect(await slugTaken(t.database.db, 'taken-slug')).toBe(true);
    expect(await slugTaken(t.database.db, 'taken-slug', id)).toBe(false);
    expect(await slugTaken(t.database.db, 'taken-slug', 'another-id')).toBe(true);
    expect(await slugTaken(t.database.db, 'free-slug')).toBe(false);
  });

  it('a published post whose slug changes leaves a redirect; the old slug can come back', async () => {
    const db = t.database.db;
    const live = draft({ slug: 'old-address', published: true, publishedAt: '2024-02-01T09:00:00.000Z' });
    const id = await insertPost(db, live);
    await updatePost(db, id, { ...live, slug: 'new-address' });
    expect(await findRedirect(db, 'old-address')).toBe('new-address');
    expect(await getPublishedBySlug(db, 'old-address')).toBeUndefined();

    // A later change follows the post: the oldest address still resolves to the newest.
    await updatePost(db, id, { ...live, slug: 'newest-address' });
    expect(await findRedirect(db, 'old-address')).toBe('newest-address');
    expect(await findRedirect(db, 'new-address')).toBe('newest-address');

    // Going back to the first slug makes it live again and drops its redirect.
    expect(await slugTaken(db, 'old-address', id)).toBe(false);
    await updatePost(db, id, { ...live, slug: 'old-address' });
    expect(await findRedirect(db, 'old-address')).toBeUndefined();
    expect((await getPublishedBySlug(db, 'old-address'))?.id).toBe(id);
    expect(await findRedirect(db, 'newest-address')).toBe('old-address');
  });

  it('renaming a draft leaves no redirect', async () => {
    const db = t.database.db;
    const id = await insertPost(db, draft({ slug: 'draft-before' }));
    await updatePost(db, id, draft({ slug: 'draft-after' }));
    expect(await findRedirect(db, 'draft-before')).toBeUndefined();
  });

  it('deletes a post, and its redirects stop resolving', async () => {
    const db = t.database.db;
    const live = draft({ slug: 'doomed', published: true, publishedAt: '2024-03-01T09:00:00.000Z' });
    const id = await insertPost(db, live);
    await updatePost(db, id, { ...live, slug: 'doomed-renamed' });
    expect(await deletePost(db, id)).toBe(true);
    expect(await getPostById(db, id)).toBeUndefined();
    expect(await findRedirect(db, 'doomed')).toBeUndefined();
    expect(await slugTaken(db, 'doomed-renamed')).toBe(false);
    expect(await deletePost(db, id)).toBe(false);
  });

  it('Add Existing Blogs twice adds the five posts once', async () => {
    const db = t.database.db;
    const before = await countPosts(db);
    expect(await addExisting(db)).toBe(5);
    expect(await addExisting(db)).toBe(0);
    expect(await countPosts(db)).toBe(before + 5);

    const all = await listAllPosts(db);
    for (const seed of EXISTING_BLOG_POSTS) {
      const rows = all.filter((p) => p.slug === seed.slug);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ title: seed.title, category: seed.category, published: true });
      expect(rows[0]!.createdAt.slice(0, 7)).toBe(seed.publishedAt.slice(0, 7));
    }
    expect(new Set(EXISTING_BLOG_POSTS.map((s) => s.category)).size).toBe(5);
    // Newest first, as the Blog Management list shows them.
    const created = all.map((p) => Date.parse(p.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('Add Existing Blogs leaves a post staff edited alone', async () => {
    const db = t.database.db;
    const existing = (await listAllPosts(db)).find((p) => p.slug === EXISTING_BLOG_POSTS[0]!.slug)!;
    const { id, createdAt: _c, updatedAt: _u, ...input } = existing;
    await updatePost(db, id, { ...input, title: 'Edited by staff' });
    const before = await countPosts(db);
    expect(await addExisting(db)).toBe(0);
    expect(await countPosts(db)).toBe(before);
    expect((await getPostById(db, id))?.title).toBe('Edited by staff');
  });
});
