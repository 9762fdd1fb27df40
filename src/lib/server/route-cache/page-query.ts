// Which URLs are one cached page: the path, and only the query parameters a public page reads.

/** Query parameters a public page reads (/blog: search, category, page); others never change a page. */
export const PAGE_QUERY_PARAMS: readonly string[] = ['q', 'category', 'page'];

/**
 * The cache key of a request target ('/blog?page=2&utm_source=x'): its path and the page's own
 * query parameters in a fixed order; any other parameter (tracking, junk) is left out, as no
 * page reads it. Paths are canonical here: the server redirects every variant first. The hot
 * path of every hit: a target without '?' is its own key.
 */
export function pageCacheKey(target: string): string {
  const q = target.indexOf('?');
  if (q < 0) return target;
  const params = new URLSearchParams(target.slice(q + 1));
  for (const name of [...params.keys()]) if (!PAGE_QUERY_PARAMS.includes(name)) params.delete(name);
  params.sort();
  const query = params.toString();
  return query ? `${target.slice(0, q)}?${query}` : target.slice(0, q);
}

/** The same key from a parsed URL (inside Astro). */
export const cacheKeyOf = (url: URL): string => pageCacheKey(url.pathname + url.search);
