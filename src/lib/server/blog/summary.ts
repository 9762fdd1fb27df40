import { createHash } from 'node:crypto';
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

/**
 * Read times by a hash of the stored body. /blog hands the list island every
 * post's read time, and working it out means sanitising the whole body: ~1 ms
 * a post on every render of /blog and of each search. A body's read time
 * never changes, so it is worked out once per distinct body (a hash is ~50
 * times cheaper than the sanitiser); bounded, as bodies are edited over time.
 */
const readTimes = new Map<string, string>();
const MAX_READ_TIMES = 2000;

function readTimeOf(content: string): string {
  const key = createHash('sha1').update(content).digest('base64');
  let time = readTimes.get(key);
  if (time === undefined) {
    time = readTime(sanitizePostHtml(content));
    if (readTimes.size >= MAX_READ_TIMES) readTimes.clear();
    readTimes.set(key, time);
  }
  return time;
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
    readTime: readTimeOf(post.content),
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
