import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import * as repo from '../../lib/server/repositories/blog-posts.ts';
import { slugify } from '../../lib/blog/slugify.ts';
import { sanitizePostHtml } from '../../lib/server/blog/sanitize.ts';
import { EXISTING_BLOG_POSTS } from '../../lib/server/db/seed-data/blog-posts.ts';
import { seedPostToInput } from '../../lib/server/db/seed.ts';
import { nowIso } from '../../lib/server/db/values.ts';

export const postSchema = z.object({
  id: z.string().max(64).optional(),
  title: z.string().trim().max(200, 'Keep the title under 200 characters.'),
  slug: z.string().trim().max(100, 'Keep the slug under 100 characters.'),
  excerpt: z.string().trim().max(500, 'Keep the excerpt under 500 characters.'),
  content: z.string().max(200_000, 'The article is too long (200,000 characters at most).'),
  author: z.string().trim().max(100),
  category: z.string().trim().max(60),
  tags: z.array(z.string().trim().min(1).max(40)).max(20, 'Use at most 20 tags.'),
  featured: z.boolean(),
  published: z.boolean(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  metaTitle: z.string().trim().max(60, 'Meta title must be 60 characters or fewer.'),
  metaDescription: z.string().trim().max(160, 'Meta description must be 160 characters or fewer.'),
});

export const list = staffAction({
  action: 'admin.blog.list',
  input: z.object({}).optional(),
  errorMessage: 'Error loading blog posts',
  handler: async (_input, { db }) => repo.listAllPosts(db),
});

export const save = staffAction({
  action: 'admin.blog.save',
  input: postSchema,
  errorMessage: 'Error saving blog post',
  handler: async ({ id, ...p }, { db, audit, refreshPublicPages }) => {
    const slug = slugify(p.slug || p.title);
    if (!slug) throw new ActionError({ code: 'BAD_REQUEST', message: 'slug: Enter a title or a slug.' });
    if (await repo.slugTaken(db, slug, id)) {
      throw new ActionError({ code: 'CONFLICT', message: 'slug: That slug is already used by another post.' });
    }
    const input: repo.BlogPostInput = {
      ...p,
      slug,
      tags: [...new Set(p.tags)],
      content: sanitizePostHtml(p.content),
      // Publishing without a date publishes now.
      publishedAt: p.published && !p.publishedAt ? nowIso() : p.publishedAt ? new Date(p.publishedAt).toISOString() : null,
    };
    try {
      if (id) {
        if (!(await repo.updatePost(db, id, input))) throw new ActionError({ code: 'NOT_FOUND', message: 'Error updating blog post: it no longer exists.' });
        await audit('blog.update', 'blog_post', id, { slug, published: input.published });
      } else {
        id = await repo.insertPost(db, input);
        await audit('blog.create', 'blog_post', id, { slug, published: input.published });
      }
    } catch (err) {
      if (err instanceof ActionError) throw err;
      throw new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: id ? 'Error updating blog post' : 'Error creating blog post' });
    }
    await refreshPublicPages();
    return { id, slug };
  },
});

export const remove = staffAction({
  action: 'admin.blog.remove',
  input: z.object({ id: z.string().min(1).max(64) }),
  errorMessage: 'Error deleting blog post',
  handler: async ({ id }, { db, audit, refreshPublicPages }) => {
    const post = await repo.getPostById(db, id);
    if (!post || !(await repo.deletePost(db, id))) throw new ActionError({ code: 'NOT_FOUND', message: 'That post no longer exists.' });
    await audit('blog.delete', 'blog_post', id, { slug: post.slug, title: post.title });
    await refreshPublicPages();
    return { ok: true };
  },
});

// Adds the five existing articles. A slug that is already there is left as
// staff last saved it, so running this twice changes nothing the second time.
export const addExisting = staffAction({
  action: 'admin.blog.addExisting',
  input: z.object({}).optional(),
  errorMessage: 'Error adding existing blogs',
  handler: async (_input, { db, audit, refreshPublicPages }) => {
    const failed: string[] = [];
    let added = 0;
    for (const seed of EXISTING_BLOG_POSTS) {
      try {
        if (await repo.slugTaken(db, seed.slug)) continue;
        await repo.insertPost(db, { ...seedPostToInput(seed), content: sanitizePostHtml(seed.content) }, seed.publishedAt);
        added++;
      } catch {
        failed.push(seed.title);
      }
    }
    await audit('blog.add_existing', 'blog_post', null, { added, failed: failed.length });
    if (added > 0) await refreshPublicPages();
    return { added, failed };
  },
});

export const preview = staffAction({
  action: 'admin.blog.preview',
  input: z.object({ content: z.string().max(200_000) }),
  errorMessage: 'Error rendering the preview',
  handler: async ({ content }) => ({ html: sanitizePostHtml(content) }),
});
