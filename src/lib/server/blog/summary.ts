import type { BlogPost } from '../repositories/blog-posts.ts';
import type { PostSummary } from '../../blog/filter.ts';
import { formatPostDate } from '../../blog/format.ts';
import { readTime } from '../../blog/read-time.ts';
import { sanitizePostHtml } from './sanitize.ts';
import type { ResolvedImage } from '../../page-content/render-context.ts';

/** Cover pictures by media id, as resolveImages returns them. */
export type CoverImages = Record<string, ResolvedImage>;

function coverOf(post: BlogPost, images: CoverImages): ResolvedImage | undefined {
  return post.coverMediaId ? images[post.coverMediaId] : undefined;
}

/** What the list island needs of a post: no body, read time worked out here. */
export function toPostSummary(post: BlogPost): PostSummary {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    author: post.author,
    publishedAt: post.publishedAt ?? post.createdAt,
    dateLabel: formatPostDate(post.publishedAt ?? post.createdAt),
    readTime: readTime(sanitizePostHtml(post.content)),
    featured: post.featured,
  };
}

/** Summaries with each post's cover picture, when it has a usable one. */
export function toPostSummaries(posts: readonly BlogPost[], images: CoverImages): PostSummary[] {
  return posts.map((post) => {
    const cover = coverOf(post, images);
    return cover ? { ...toPostSummary(post), cover } : toPostSummary(post);
  });
}

/**
 * Newest first with the id as tie-breaker: the order listPublished uses, so
 * the browser-side filter lists posts published at the same moment the same
 * way the server does.
 */
export function inListOrder<T extends { publishedAt: string | null; id: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => {
    const pa = a.publishedAt ?? '';
    const pb = b.publishedAt ?? '';
    if (pa !== pb) return pa < pb ? 1 : -1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/**
 * What the post page renders: the body sanitised on every render (whatever was
 * stored, only the allow-list reaches a browser), with date and read time.
 */
export function toPostView(post: BlogPost, siteOrigin: string, publishedAt: string, images: CoverImages = {}) {
  const html = sanitizePostHtml(post.content, { siteOrigin });
  const cover = coverOf(post, images);
  return {
    ...(cover ? { cover } : {}),
    slug: post.slug,
    title: post.title || 'Untitled post',
    excerpt: post.excerpt,
    author: post.author,
    category: post.category,
    tags: post.tags,
    featured: post.featured,
    publishedAt,
    dateLabel: formatPostDate(publishedAt),
    readTime: readTime(html),
    html,
  };
}
