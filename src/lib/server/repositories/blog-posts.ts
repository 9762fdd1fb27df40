import { sql, type Kysely, type Selectable } from 'kysely';
import type { BlogPostsTable, Database } from '../db/schema.ts';
import { bool, iso, isoOrNull, newId, nowIso } from '../db/values.ts';
import { rowCodec } from '../db/row-shape.ts';
import { postRowFields, type BlogPost, type BlogPostInput } from '../../shapes/post.ts';
import { containsPattern, likeEscape } from '../db/dialect.ts';
import { inTransaction } from '../db/transaction.ts';
import { tagRender } from '../cache-tags/render-tags.ts';
import { tag } from '../cache-tags/tag-names.ts';

export type { BlogPost, BlogPostInput } from '../../shapes/post.ts';

const post = rowCodec(postRowFields);

export function toPost(r: Selectable<BlogPostsTable>): BlogPost {
  return {
    id: r.id,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    ...post.read(r),
    publishedAt: isoOrNull(r.published_at),
  };
}

export interface PublishedQuery {
  q?: string;
  category?: string;
  page?: number;
  perPage?: number;
  now?: string;
}

export async function listPublished(db: Kysely<Database>, query: PublishedQuery = {}) {
  tagRender(tag.postLists);
  const now = query.now ?? nowIso();
  const perPage = query.perPage ?? 12;
  const page = Math.max(1, query.page ?? 1);
  let base = db
    .selectFrom('blog_posts')
    .where('published', '=', true)
    .where('deleted_at', 'is', null)
    .where('published_at', 'is not', null)
    .where('published_at', '<=', now);
  if (query.category) base = base.where('category', '=', query.category);
  const q = query.q?.trim();
  if (q) {
    const pattern = likeEscape(containsPattern(q));
    base = base.where((eb) => eb.or([eb(sql`lower(title)`, 'like', pattern), eb(sql`lower(excerpt)`, 'like', pattern)]));
  }
  const [{ n }] = await Promise.all([base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()]);
  const rows = await base
    .selectAll()
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const total = Number(n);
  return { posts: rows.map(toPost), total, page, pageCount: Math.max(1, Math.ceil(total / perPage)) };
}

/** Every published post, newest first (sitemap, RSS, client-side filtering). */
export async function listAllPublished(db: Kysely<Database>, now = nowIso()): Promise<BlogPost[]> {
  tagRender(tag.postLists);
  const rows = await db
    .selectFrom('blog_posts')
    .selectAll()
    .where('published', '=', true)
    .where('deleted_at', 'is', null)
    .where('published_at', '<=', now)
    .orderBy('published_at', 'desc')
    .execute();
  return rows.map(toPost);
}

export async function getPublishedBySlug(db: Kysely<Database>, slug: string, now = nowIso()) {
  const row = await db
    .selectFrom('blog_posts')
    .selectAll()
    .where('slug', '=', slug)
    .where('published', '=', true)
    .where('deleted_at', 'is', null)
    .where('published_at', '<=', now)
    .executeTakeFirst();
  // The post's own tag, and the tag of every post page: a change that names no post reaches it.
  tagRender(tag.anyPost, ...(row ? [tag.post(row.id)] : []));
  return row ? toPost(row) : undefined;
}

/** The current slug of a post that used to live at `oldSlug`, if any. */
export async function findRedirect(db: Kysely<Database>, oldSlug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('blog_slug_redirects')
    .innerJoin('blog_posts', 'blog_posts.id', 'blog_slug_redirects.post_id')
    .select('blog_posts.slug')
    .where('blog_slug_redirects.old_slug', '=', oldSlug)
    .where('blog_posts.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.slug;
}

export async function listAllPosts(db: Kysely<Database>): Promise<BlogPost[]> {
  const rows = await db.selectFrom('blog_posts').selectAll().orderBy('created_at', 'desc').execute();
  return rows.map(toPost);
}

export async function getPostById(db: Kysely<Database>, id: string): Promise<BlogPost | undefined> {
  const row = await db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toPost(row) : undefined;
}

export async function slugTaken(db: Kysely<Database>, slug: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('blog_posts').select('id').where('slug', '=', slug);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

// A cover left out is none; a share image left out keeps the stored one.
const toRow = (p: BlogPostInput) => ({
  ...post.write({ ...p, coverMediaId: p.coverMediaId ?? null, shareImageId: p.shareImageId }),
  published_at: p.publishedAt,
});

/**
 * A new post. The seed passes its own dates (a post 'written' when it was
 * published) and skips a slug that already exists instead of failing.
 */
export async function insertPost(
  db: Kysely<Database>,
  p: BlogPostInput,
  createdAt = nowIso(),
  opts: { updatedAt?: string; skipTakenSlug?: boolean } = {},
): Promise<string> {
  const id = newId();
  let insert = db
    .insertInto('blog_posts')
    .values({ id, created_at: createdAt, updated_at: opts.updatedAt ?? nowIso(), ...toRow(p) });
  if (opts.skipTakenSlug) insert = insert.onConflict((oc) => oc.column('slug').doNothing());
  await insert.execute();
  return id;
}

/** Updates a post; a changed slug of a published post leaves a redirect behind. */
export async function updatePost(db: Kysely<Database>, id: string, p: BlogPostInput): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const before = await trx.selectFrom('blog_posts').select(['slug', 'published']).where('id', '=', id).executeTakeFirst();
    if (!before) return false;
    await trx
      .updateTable('blog_posts')
      .set({ ...toRow(p), updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    // The new slug may have been an old address of this post: it is live again.
    await trx.deleteFrom('blog_slug_redirects').where('old_slug', '=', p.slug).execute();
    if (before.slug !== p.slug && bool(before.published)) {
      await trx
        .insertInto('blog_slug_redirects')
        .values({ old_slug: before.slug, post_id: id, created_at: nowIso() })
        .onConflict((oc) => oc.column('old_slug').doUpdateSet({ post_id: id }))
        .execute();
    }
    return true;
  });
}

export async function deletePost(db: Kysely<Database>, id: string): Promise<boolean> {
  const res = await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function countPosts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
