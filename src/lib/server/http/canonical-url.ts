// One address per public page. Astro answers /contact.html (build.format
// 'file') as well as /contact, and a page cache keyed on the URL would keep
// each spelling apart: a per-visitor page could then be cached under a
// variant nobody thought of. Every variant of a page URL (.html or
// /index.html, trailing slash, capitals, doubled slashes, percent-encoded
// letters) is redirected (301) to its one canonical form, query kept.

/** Prefixes that are not public pages: staff area, actions, Astro internals, APIs. */
const NOT_PAGES = /^\/(admin(\/|$)|_actions\/|_astro\/|_image|_server-islands\/|api\/)/i;

/** A last segment with an extension other than .html is a file (robots.txt, rss.xml, fonts): left alone. */
const FILE = /\.(?!html$)[a-z0-9]+$/i;

/**
 * The canonical form of a page path, or null when the path is not a page
 * (files, staff and internal URLs) or cannot be decoded.
 */
export function canonicalPagePath(rawPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  // Collapsing doubled slashes first also stops '//host' becoming a protocol-relative Location.
  path = path.replace(/\/{2,}/g, '/');
  if (NOT_PAGES.test(path) || FILE.test(path)) return null;
  path = path.toLowerCase();
  path = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return encodeURI(path || '/');
}

/** For a GET or HEAD of a page variant: where to send it (path and original query); otherwise null. */
export function canonicalRedirect(method: string | undefined, url: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const q = url.indexOf('?');
  const rawPath = q < 0 ? url : url.slice(0, q);
  const canonical = canonicalPagePath(rawPath);
  if (canonical === null || canonical === rawPath) return null;
  return canonical + (q < 0 ? '' : url.slice(q));
}

/**
 * The route a path belongs to for caching decisions: its canonical form; for
 * other paths a lower-cased, slash-collapsed form (so '//Admin' still counts
 * as '/admin' when deciding what is never cached).
 */
export function cacheRoute(pathname: string): string {
  return canonicalPagePath(pathname) ?? pathname.replace(/\/{2,}/g, '/').toLowerCase();
}
