// Staff work on many posts at once: publish, unpublish, bin, restore. Its own
// group (admin.blogBulk.*) so the post editor's action file stays the editor's.
import { staffAction } from './staff-action.ts';
import { postBulkSchema, type PostBulkOp } from '../../lib/admin/bulk.ts';
import { setPostsBinned, setPostsPublished } from '../../lib/server/repositories/blog-admin.ts';
import { postsFor } from '../../lib/server/blog/post-policy.ts';
import { auditor } from '../../lib/server/foundation/audit.ts';
import { bumpVersion } from '../../lib/server/repositories/record-versions.ts';
import { staffActorOf } from './versioned.ts';

const AUDIT: Record<PostBulkOp, { bulk: string; one: string }> = {
  publish: { bulk: 'blog.bulk_publish', one: 'blog.bulk_publish' },
  unpublish: { bulk: 'blog.bulk_unpublish', one: 'blog.bulk_unpublish' },
  bin: { bulk: 'blog.bulk_bin', one: 'blog.bin' },
  restore: { bulk: 'blog.bulk_restore', one: 'blog.restore' },
};

export const apply = staffAction({
  action: 'admin.blogBulk.apply',
  changes: ['post'],
  input: postBulkSchema,
  errorMessage: 'Error updating the selected posts',
  handler: async ({ ids, op }, { db, user, changed }) => {
    const count = await db.transaction().execute(async (trx) => {
      // What the policy allows in each post's state; the rest (publishing a binned post) is skipped.
      const { allowed: posts } = await postsFor(trx, user, op, ids);
      const found = posts.map((p) => p.id);
      const n =
        op === 'publish' || op === 'unpublish'
          ? await setPostsPublished(trx, found, op === 'publish')
          : await setPostsBinned(trx, found, op === 'bin');
      // An open editor holding one of these posts would otherwise save its old state back.
      for (const id of found) await bumpVersion(trx, 'post', id, staffActorOf({ user }));
      // One post reads best by its title ('moved the post "…" to the bin'); many by their count.
      const single = posts.length === 1 && n === 1 ? posts[0] : undefined;
      await auditor(trx, user)(
        single ? AUDIT[op].one : AUDIT[op].bulk,
        'blog_post',
        single?.id ?? null,
        single
          ? { title: single.title, slug: single.slug, count: 1 }
          : { count: n, ids: found, titles: posts.map((p) => p.title).slice(0, 20) },
      );
      return n;
    });
    if (count > 0) changed({ kind: 'post', id: ids.length === 1 ? ids[0]! : null });
    return { count };
  },
});
