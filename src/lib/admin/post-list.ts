// The staff post list's search and filters, as they appear in the URL
// (/admin/blog?q=…&status=draft&category=…&view=bin) so a filtered list can be
// linked to. The page, the list action and the island all read this.
import { z } from 'zod';
import { POST_CATEGORY_MAX } from './blog.ts';

export const POST_SEARCH_MAX = 200;
/** Days a binned post can be restored before the daily clean-up deletes it. */
export const POST_BIN_DAYS = 30;
export const POST_LIST_STATUSES = ['published', 'scheduled', 'draft'] as const;
export type PostListStatus = (typeof POST_LIST_STATUSES)[number];

export const postListFilterSchema = z.object({
  q: z.string().trim().max(POST_SEARCH_MAX).catch(''),
  status: z.enum(['', ...POST_LIST_STATUSES]).catch(''),
  category: z.string().trim().max(POST_CATEGORY_MAX).catch(''),
  /** 'bin': the posts deleted in the last 30 days instead of the live ones. */
  view: z.enum(['', 'bin']).catch(''),
});
export type PostListFilter = z.output<typeof postListFilterSchema>;
export const EMPTY_POST_FILTER: PostListFilter = { q: '', status: '', category: '', view: '' };

/** The filter from a query string; a bad value falls back to 'any' on its own. */
export function parsePostListFilter(params: URLSearchParams): PostListFilter {
  return postListFilterSchema.parse({
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    category: params.get('category') ?? '',
    view: params.get('view') ?? '',
  });
}

/** '?q=…&status=…' with empty values left out. */
export function postListQuery(f: PostListFilter): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : '';
}
