import { getRuntime } from '../runtime.ts';
import { slugTaken } from '../repositories/blog-posts.ts';
import { EXISTING_BLOG_POSTS } from '../db/seed-data/blog-posts.ts';

/** The sample articles 'Add Existing Blogs' would add now: those whose address is not taken (binned posts included). */
export async function loadSamplePostsToAdd(): Promise<{ slug: string; title: string }[]> {
  const db = getRuntime().database.db;
  const taken = await Promise.all(EXISTING_BLOG_POSTS.map((p) => slugTaken(db, p.slug)));
  return EXISTING_BLOG_POSTS.filter((_, i) => !taken[i]).map((p) => ({ slug: p.slug, title: p.title }));
}
