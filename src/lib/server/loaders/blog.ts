// Loaders for the public blog routes: the list, a post, and the feeds.
import { getRuntime } from '../foundation/runtime.ts';
import { findRedirect, getPublishedBySlug, listAllPublished, listPublished } from '../repositories/blog-posts.ts';
import { normaliseCategory } from '../../blog/categories.ts';
import { POSTS_PER_PAGE, normaliseQuery, parsePage } from '../../blog/filter.ts';
import { loadSiteInfo } from './site-context.ts';
import { resolveImages } from '../media/resolve.ts';
import { coverEnclosures } from '../media/enclosures.ts';

const coverIds = (posts: { coverMediaId?: string | null }[]) => posts.map((p) => p.coverMediaId ?? null);
import { loadPostShareImage } from './share-images.ts';

const db = () => getRuntime().database.db;

/** Every published post, newest first, for /rss.xml and /sitemap.xml. */
export async function loadFeed() {
  const [site, posts] = await Promise.all([loadSiteInfo(), listAllPublished(db())]);
  return { site, posts, enclosures: await coverEnclosures(db(), coverIds(posts)) };
}

/** /blog: one page of the filtered list plus every post for the island. */
export async function loadBlogList(params: URLSearchParams) {
  const q = normaliseQuery(params.get('q'));
  const category = normaliseCategory(params.get('category'));
  const now = new Date().toISOString();
  const [site, all, first] = await Promise.all([
    loadSiteInfo(),
    listAllPublished(db(), now),
    listPublished(db(), { q, category, page: parsePage(params.get('page')), perPage: POSTS_PER_PAGE, now }),
  ]);
  // A page past the end shows the last page rather than an empty one.
  const results =
    first.page > first.pageCount
      ? await listPublished(db(), { q, category, page: first.pageCount, perPage: POSTS_PER_PAGE, now })
      : first;
  return { site, q, category, all, results, images: await resolveImages(db(), coverIds(all)) };
}

/**
 * /blog/[slug]: the live post with up to three related ones, or where an old
 * slug now points (only to a post that is live), or nothing.
 */
export async function loadBlogPost(slug: string, path: string) {
  const now = new Date().toISOString();
  const site = await loadSiteInfo();
  if (slug.length > 200) {
    getRuntime().logger.info({ path }, 'blog post not found');
    return { site, post: undefined, others: [], redirectTo: undefined, images: {}, shareImage: undefined };
  }
  const post = await getPublishedBySlug(db(), slug, now);
  if (!post) {
    const current = await findRedirect(db(), slug);
    const live = current && current !== slug && (await getPublishedBySlug(db(), current, now));
    if (!live) getRuntime().logger.info({ path }, 'blog post not found');
    return { site, post: undefined, others: [], redirectTo: live ? current : undefined, images: {}, shareImage: undefined };
  }
  const [all, shareImage] = await Promise.all([listAllPublished(db(), now), loadPostShareImage(post, site)]);
  const others = all.filter((p) => p.slug !== post.slug);
  // Covers of the post and of the related cards (a few ids: one query each way).
  const images = await resolveImages(db(), coverIds([post, ...others]));
  return { site, post, others, redirectTo: undefined, images, shareImage };
}
