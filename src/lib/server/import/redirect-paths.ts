// One spelling for an old address, used when a redirect is stored and when a
// request is matched: no trailing slash (but '/'), no query except WordPress's
// '/?p=123' and '/?page_id=123' forms, which are kept as they are.
const KEPT_QUERY = /^(p|page_id)=\d+$/;

/** The stored form of an old path, or null when it is not a local path. */
export function normaliseFromPath(raw: string): string | null {
  const text = raw.trim();
  if (!text.startsWith('/') || text.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(text, 'http://x');
  } catch {
    return null;
  }
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') || '/' : '/';
  const query = url.search.slice(1);
  if (query && KEPT_QUERY.test(query)) return `${path}?${query}`;
  return path;
}

/** The key a request's path and query are looked up by. */
export function requestKey(pathname: string, search: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : '/';
  const params = new URLSearchParams(search);
  for (const name of ['p', 'page_id']) {
    const value = params.get(name);
    if (value && /^\d+$/.test(value)) return `${path}?${name}=${value}`;
  }
  return path;
}
