// The staff side of blog posts: the searchable list, bulk publishing and the
// bin. Public queries (blog-posts.ts) skip binned posts; these find them.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bool, isoOrNull, nowIso } from '../db/values.ts';
import { containsPattern, likeEscape } from '../db/dialect.ts';
import { toPost, type BlogPost } from './blog-posts.ts';
import type { PostListFilter } from '../../admin/post-list.ts';

export type AdminPost = BlogPost & { deletedAt: string | null };

/** Posts matching the staff list's filters, newest first (binned ones most recently binned first). */
export async function listPostsForAdmin(db: Kysely<Database>, f: PostListFilter, now = nowIso()): Promise<AdminPost[]> {
  let q = db.selectFrom('blog_posts').selectAll();
  q = f.view === 'bin' ? q.where('deleted_at', 'is not', null) : q.where('deleted_at', 'is', null);
  if (f.status === 'draft') q = q.where('published', '=', false);
  if (f.status === 'published') q = q.where('published', '=', true).where('published_at', '<=', now);
  if (f.status === 'scheduled') q = q.where('published', '=', true).where('published_at', '>', now);
  if (f.category) q = q.where('category', '=', f.category);
  const text = f.q.trim();
  if (text) {
    const pattern = likeEscape(containsPattern(text));
    q = q.where((eb) => eb.or([eb(sql`lower(title)`, 'like', pattern), eb(sql`lower(excerpt)`, 'like', pattern)]));
  }
  const rows = await q
    .orderBy(f.view === 'bin' ? 'deleted_at' : 'created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...toPost(r), deletedAt: isoOrNull(r.deleted_at) }));
}

/** Categories of live posts, for the filter. */
export async function postCategories(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select('category')
    .distinct()
    .where('deleted_at', 'is', null)
    .where('category', '!=', '')
    .orderBy('category')
    .execute();
  return rows.map((r) => r.category);
}

/** What the policy and the audit entry need of a post: its state, title and slug. */
export interface PostState {
  id: string;
  title: string;
  slug: string;
  published: boolean;
  publishedAt: string | null;
  deletedAt: string | null;
}

/** The posts among these ids, binned or not. */
export async function postsByIds(db: Kysely<Database>, ids: string[]): Promise<PostState[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('blog_posts')
    .select(['id', 'title', 'slug', 'published', 'published_at', 'deleted_at'])
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    published: bool(r.published),
    publishedAt: isoOrNull(r.published_at),
    deletedAt: isoOrNull(r.deleted_at),
  }));
}

/**
 * Publishes or unpublishes live posts. Publishing keeps a date already set (a
 * scheduled post stays scheduled) and dates the rest now.
 */
export async function setPostsPublished(db: Kysely<Database>, ids: string[], published: boolean, now = nowIso()) {
  if (ids.length === 0) return 0;
  const base = db.updateTable('blog_posts').where('id', 'in', ids).where('deleted_at', 'is', null);
  const res = published
    ? await base.set({ published: true, published_at: sql`coalesce(published_at, ${now})`, updated_at: now }).executeTakeFirst()
    : await base.set({ published: false, updated_at: now }).executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Moves posts to the bin (or back out of it with `binned` false). */
export async function setPostsBinned(db: Kysely<Database>, ids: string[], binned: boolean, now = nowIso()) {
  if (ids.length === 0) return 0;
  const res = await db
    .updateTable('blog_posts')
    .set({ deleted_at: binned ? now : null })
    .where('id', 'in', ids)
    .where('deleted_at', binned ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Deletes for good the posts binned before the cutoff; their redirects go with them (cascade). */
export async function purgeBinnedPosts(db: Kysely<Database>, cutoffIso: string): Promise<number> {
  const res = await db.deleteFrom('blog_posts').where('deleted_at', '<', cutoffIso).executeTakeFirst();
  return Number(res.numDeletedRows);
}
