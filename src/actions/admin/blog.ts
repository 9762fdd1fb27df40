import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import { fieldError } from '../../lib/server/foundation/field-error.ts';
import * as repo from '../../lib/server/repositories/blog-posts.ts';
import { slugify } from '../../lib/blog/slugify.ts';
import { sanitizePostHtml } from '../../lib/server/blog/sanitize.ts';
import { addSamplePosts } from '../../lib/server/blog/sample-posts.ts';
import { nowIso } from '../../lib/server/db/values.ts';
import { recordPostRevision, restorePostRevision } from '../../lib/server/blog/revisions.ts';

import { POST_ID_MAX } from '../../lib/admin/blog.ts';
import { postFields, postInput as postSchema } from '../../lib/shapes/post.ts';
import { pickFields } from '../../lib/shapes/fields.ts';
import { EMPTY_POST_FILTER, postListFilterSchema } from '../../lib/admin/post-list.ts';
import { listPostsForAdmin, setPostsBinned } from '../../lib/server/repositories/blog-admin.ts';
import { checkCoverImage } from '../../lib/server/media/placement.ts';
import { bumpVersion, withVersions } from '../../lib/server/repositories/record-versions.ts';
import { optionalVersionInput } from '../../lib/admin/versions.ts';
import { staffActorOf, versioned } from './versioned.ts';
import { authorizeNewPost, postFor } from '../../lib/server/blog/post-policy.ts';

export const list = staffAction({
  action: 'admin.blog.list',
  changes: 'none',
  input: postListFilterSchema.optional(),
  errorMessage: 'Error loading blog posts',
  handler: async (filter, { db }) =>
    withVersions(db, 'post', await listPostsForAdmin(db, filter ?? EMPTY_POST_FILTER), (p) => p.id),
});

/** A post's stored values as the editor sends them (for the conflict's comparison). */
async function storedPost(db: Parameters<typeof repo.getPostById>[0], id: string) {
  const p = await repo.getPostById(db, id);
  return p ? pickFields(postFields, p) : {};
}

export const save = staffAction({
  action: 'admin.blog.save',
  changes: ['post'],
  input: postSchema.extend(optionalVersionInput),
  errorMessage: 'Error saving blog post',
  handler: async ({ id, version, overwrite, ...p }, staff) => {
    const { db, user, audit, changed } = staff;
    const slug = slugify(p.slug || p.title);
    if (!slug) throw fieldError('slug', 'Enter a title or a slug.');
    await checkCoverImage(db, p.coverMediaId);
    if (await repo.slugTaken(db, slug, id)) {
      throw fieldError('slug', 'That slug is already used by another post.', 'CONFLICT');
    }
    const input: repo.BlogPostInput = {
      ...p,
      slug,
      tags: [...new Set(p.tags)],
      content: sanitizePostHtml(p.content),
      // Publishing without a date publishes now.
      publishedAt: p.published && !p.publishedAt ? nowIso() : p.publishedAt ? new Date(p.publishedAt).toISOString() : null,
    };
    if (!id) {
      authorizeNewPost(user);
      try {
        id = await repo.insertPost(db, input);
      } catch {
        throw new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: 'Error creating blog post' });
      }
      await audit('blog.create', 'blog_post', id, { slug, title: input.title, published: input.published });
      await recordPostRevision(db, { id, ...input }, user.id, '', undefined);
      changed({ kind: 'post', id });
      return { id, slug, version: 0 };
    }
    const postId = id;
    const stored = (d: typeof db) => storedPost(d, postId);
    const saved = await versioned(staff, { kind: 'post', key: postId, what: 'post', version, overwrite, stored }, async (tx) => {
      // A binned post is restored first (the policy): an open editor cannot save over it.
      await postFor(tx.db, tx.user, 'save', postId);
      // The words before this save: a post older than its revision history keeps them as the first one.
      const before = await repo.getPostById(tx.db, postId);
      if (!before || !(await repo.updatePost(tx.db, postId, input)))
        throw new ActionError({ code: 'NOT_FOUND', message: 'Error updating blog post: it no longer exists.' });
      await tx.audit('blog.update', 'blog_post', postId, {
        slug,
        title: input.title,
        published: input.published,
        shareImageId: input.shareImageId ?? null,
      });
      // A published post's words are kept as a revision (History in the post editor).
      await recordPostRevision(tx.db, { id: postId, ...input }, user.id, '', before);
    });
    changed({ kind: 'post', id: postId });
    return { id: postId, slug, version: saved.version };
  },
});

export const remove = staffAction({
  action: 'admin.blog.remove',
  changes: ['post'],
  input: z.object({ id: z.string().min(1).max(POST_ID_MAX) }),
  errorMessage: 'Error deleting blog post',
  // Deleting moves the post to the bin: restorable for 30 days (see bulk).
  handler: async ({ id }, { db, user, audit, changed }) => {
    const post = await postFor(db, user, 'bin', id);
    if (!post || !(await setPostsBinned(db, [id], true)))
      throw new ActionError({ code: 'NOT_FOUND', message: 'That post no longer exists.' });
    await audit('blog.bin', 'blog_post', id, { slug: post.slug, title: post.title });
    changed({ kind: 'post', id });
    return { ok: true };
  },
});

// Adds the five existing articles, published or as drafts (the confirmation
// names them first: AddExistingPanel; the rule in server/blog/sample-posts.ts).
// A plain form post, so it works without JavaScript.
export const addExisting = staffAction({
  action: 'admin.blog.addExisting',
  changes: ['post'],
  accept: 'form',
  input: z.object({ publish: z.enum(['yes', 'no']).default('yes') }),
  errorMessage: 'Error adding existing blogs',
  handler: async ({ publish }, { db, user, audit, changed }) => {
    const { added, failed } = await addSamplePosts(db, publish === 'yes', user);
    await audit('blog.add_existing', 'blog_post', null, { added, failed: failed.length, published: publish === 'yes' });
    if (added > 0 && publish === 'yes') changed({ kind: 'post', id: null });
    return { added, failed, published: publish === 'yes' };
  },
});

export const restoreRevision = staffAction({
  action: 'admin.blog.restoreRevision',
  changes: ['post'],
  input: z.object({ id: z.string().min(1).max(POST_ID_MAX) }),
  errorMessage: 'Error restoring the revision',
  handler: async ({ id }, { db, user, audit, changed }) => {
    const outcome = await restorePostRevision(db, id, user);
    if (!outcome.ok)
      throw new ActionError({
        code: 'NOT_FOUND',
        message:
          outcome.reason === 'not-found'
            ? 'That revision or its post no longer exists.'
            : 'That revision cannot be read, so it was not restored.',
      });
    await bumpVersion(db, 'post', outcome.post.id, staffActorOf({ user }));
    await audit('blog.restore_revision', 'blog_post', outcome.post.id, {
      slug: outcome.post.slug,
      revisionId: id,
      changes: outcome.changes,
    });
    changed({ kind: 'post', id: outcome.post.id });
    return { postId: outcome.post.id, revisionId: outcome.revision.id };
  },
});
