// The list filter, shared by the /blog island (instant filtering in the
// browser) and its server render. It mirrors listPublished's SQL: the search
// text is trimmed and matched case-insensitively as a plain substring of the
// title or the excerpt, the category exactly, both combined with AND.

import type { ResolvedImage } from '../page-content/render-context.ts';

export const POSTS_PER_PAGE = 12;
export const MAX_QUERY_LENGTH = 100;

export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  publishedAt: string;
  /** Pre-formatted on the server, e.g. "14 March 2024". */
  dateLabel: string;
  /** e.g. "5 min read". */
  readTime: string;
  featured: boolean;
  /** The cover picture, when the post has one with alt text. */
  cover?: ResolvedImage;
}

export interface BlogFilters {
  q: string;
  category: string;
}

export function normaliseQuery(value: string | null | undefined): string {
  return (value ?? '').trim().slice(0, MAX_QUERY_LENGTH);
}

export function matchesFilters(post: Pick<PostSummary, 'title' | 'excerpt' | 'category'>, { q, category }: BlogFilters): boolean {
  if (category && post.category !== category) return false;
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle);
}

export function filterPosts<T extends Pick<PostSummary, 'title' | 'excerpt' | 'category'>>(
  posts: readonly T[],
  filters: BlogFilters,
): T[] {
  return posts.filter((p) => matchesFilters(p, filters));
}

export function pageCountFor(total: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A page number from the query string: a positive whole number, else 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The shareable address of a filtered view: /blog?q=…&category=…&page=N. */
export function blogListHref({ q, category, page = 1 }: BlogFilters & { page?: number }): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `/blog?${qs}` : '/blog';
}
