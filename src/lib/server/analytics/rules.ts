// Which requests count as a page view, decided from the request alone (before
// the response) and from the response status and type (after it). Pure and
// cheap: it runs on every request, route-cache hits included.

type HeaderValue = string | string[] | undefined;
export type RequestHeaders = Record<string, HeaderValue>;

const first = (v: HeaderValue) => (Array.isArray(v) ? v[0] : v);

// Crawlers, link previews, monitors, scripts and headless browsers (our own
// tests and Lighthouse included). A missing user agent is never a person.
const BOT =
  /bot|crawl|spider|slurp|archiv|preview|facebookexternalhit|embedly|headless|lighthouse|pagespeed|monitor|uptime|pingdom|scan|curl|wget|python|httpclient|http-client|okhttp|axios|node-fetch|undici|go-http|java\/|libwww|feedfetcher|rss|^$/i;

export function isBot(userAgent: string | undefined): boolean {
  return BOT.test((userAgent ?? '').trim());
}

/** Do Not Track or Global Privacy Control: the visitor asked not to be counted. */
export function optedOut(headers: RequestHeaders): boolean {
  return first(headers['dnt']) === '1' || first(headers['sec-gpc']) === '1';
}

// Staff pages, actions, endpoints and build assets are never visits; nor is a shared preview
// link (its path is a secret token, and a preview is not the published site).
const NOT_PAGES = /^\/(admin|preview|_actions|_astro|_image|_server-islands|analytics|healthz|test-support)(\/|$)/;

/** The path to count for a request, or null when the request is not a public page view. */
export function countablePath(method: string | undefined, url: string | undefined, headers: RequestHeaders): string | null {
  if (method !== 'GET' || !url) return null;
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  // A form's no-JS action post-back arrives as ?_action=…; never a visit.
  if (q !== -1 && url.includes('_action=', q)) return null;
  if (!path.startsWith('/') || path.length > 200 || NOT_PAGES.test(path)) return null;
  // Files (/robots.txt, /rss.xml, /favicon.svg): the last segment has a dot.
  if (path.slice(path.lastIndexOf('/')).includes('.')) return null;
  if (optedOut(headers) || isBot(first(headers['user-agent']))) return null;
  return path;
}

/** Only a full 200 HTML response is a view (not 304, redirects, errors or feeds). */
export function isPageResponse(status: number, contentType: unknown): boolean {
  return status === 200 && typeof contentType === 'string' && contentType.startsWith('text/html');
}

/**
 * The referring site's host name, lower case, only when it is another site:
 * paths and query strings (which can carry personal data) are dropped.
 */
export function referrerHost(referer: HeaderValue, ownHost: HeaderValue): string | null {
  const value = first(referer);
  if (!value) return null;
  let host: string;
  try {
    const u = new URL(value);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    host = u.hostname.toLowerCase();
  } catch {
    return null;
  }
  const own = (first(ownHost) ?? '').toLowerCase().replace(/:\d+$/, '');
  if (!host || host === own || host.length > 100) return null;
  return host;
}
