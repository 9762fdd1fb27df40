// Where an imported picture or link points: picture addresses made absolute against the old
// site (the import fetches them), and links to the old site's own pages made site paths (the
// import's redirects answer them once the domain points here).
import { checkUrl } from '../blog/sanitize.ts';

/** A picture address as the import will fetch it: absolute, against the old site when relative. */
export function absolutePictureUrl(src: string, siteUrl: string | null): string {
  const raw = src.trim();
  if (siteUrl && (raw.startsWith('/') || !/^[a-z][a-z0-9+.-]*:/i.test(raw)) && !raw.startsWith('//')) {
    try {
      return new URL(raw, `${siteUrl.replace(/\/+$/, '')}/`).href;
    } catch {
      return raw;
    }
  }
  if (raw.startsWith('//')) return `https:${raw}`;
  const check = checkUrl(raw, 'src');
  if (check) return check.url;
  try {
    return new URL(raw).href;
  } catch {
    return raw;
  }
}

const sameSite = (a: string, b: string) => a.replace(/^www\./, '') === b.replace(/^www\./, '');
const FILE_PATH = /\.(?!html?$|php$)[a-z0-9]{2,5}$/i;

/**
 * A link to one of the old site's own pages as a site path ('/2019/05/my-post/'), which the
 * import's redirects lead to the imported page once the domain points here; links to files there
 * (uploads) and to other sites stay as they are.
 */
export function localLink(href: string, siteUrl: string | null): string | null {
  if (!siteUrl) return null;
  let url: URL;
  let site: URL;
  try {
    url = new URL(href.trim());
    site = new URL(siteUrl);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !sameSite(url.hostname, site.hostname) || FILE_PATH.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
