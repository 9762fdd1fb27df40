// Where a library picture is used, for the places that live in tables this
// branch knows: blog post covers and bodies, testimonial photos and case-study
// covers. Page documents are read whole (content-pages.ts) and walked in JS.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface PostUse {
  postId: string;
  title: string;
}

export async function postsWithCover(db: Kysely<Database>, mediaId: string): Promise<PostUse[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['id', 'title'])
    .where('cover_media_id', '=', mediaId)
    .orderBy('title')
    .execute();
  return rows.map((r) => ({ postId: r.id, title: r.title }));
}

/** Posts whose HTML holds a variant URL of the picture (/media/<hash prefix>-…); the prefix is hex, so LIKE needs no escaping. */
export async function postsWithBodyImage(db: Kysely<Database>, shaPrefix: string): Promise<PostUse[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['id', 'title'])
    .where('content', 'like', `%/media/${shaPrefix}-%`)
    .orderBy('title')
    .execute();
  return rows.map((r) => ({ postId: r.id, title: r.title }));
}

/** Posts that share the picture as their og:image. */
export async function postsWithShareImage(db: Kysely<Database>, mediaId: string): Promise<PostUse[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['id', 'title'])
    .where('share_image_id', '=', mediaId)
    .orderBy('title')
    .execute();
  return rows.map((r) => ({ postId: r.id, title: r.title }));
}

/** Public pages whose page meta shares the picture. */
export async function pagesWithShareImage(db: Kysely<Database>, mediaId: string): Promise<{ path: string; name: string }[]> {
  const rows = await db
    .selectFrom('page_meta')
    .select(['page_path', 'page_name'])
    .where('share_image_id', '=', mediaId)
    .orderBy('page_path')
    .execute();
  return rows.map((r) => ({ path: r.page_path, name: r.page_name }));
}

export interface ProofUse {
  id: string;
  label: string;
}

/** Testimonials (any status) showing the picture as their photo. */
export async function testimonialsWithPhoto(db: Kysely<Database>, mediaId: string): Promise<ProofUse[]> {
  const rows = await db
    .selectFrom('testimonials')
    .select(['id', 'name', 'company'])
    .where('photo_media_id', '=', mediaId)
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ id: r.id, label: r.company ? `${r.name}, ${r.company}` : r.name }));
}

/** Case studies (any status) using the picture as their cover. */
export async function caseStudiesWithCover(db: Kysely<Database>, mediaId: string): Promise<ProofUse[]> {
  const rows = await db
    .selectFrom('case_studies')
    .select(['id', 'title'])
    .where('cover_media_id', '=', mediaId)
    .orderBy('title')
    .execute();
  return rows.map((r) => ({ id: r.id, label: r.title }));
}
