// Which URLs a blog post may hold: one policy for the server's sanitiser
// (src/lib/server/blog/sanitize.ts) and the staff editor's toolbar and
// reader (src/components/admin/blog/editor-extensions.ts).

export const HREF_SCHEMES = ['http', 'https', 'mailto', 'tel'];
export const IMG_SCHEMES = ['https'];

export type UrlCheck = { url: string; external: boolean } | null;

/**
 * Normalises a URL as a browser would read it and accepts it only when it is
 * site-relative ("/path", or "#anchor" for links) or uses an allowed scheme.
 */
export function checkUrl(raw: string | undefined, kind: 'href' | 'src', siteOrigin?: string): UrlCheck {
  if (raw == null) return null;
  // Browsers drop ASCII tab/newline anywhere and C0 controls/space at the ends.
  const url = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (!url || /[\u0000-\u001f\u007f]/.test(url)) return null;
  if (url.startsWith('#')) return kind === 'href' ? { url, external: false } : null;
  if (url.startsWith('/')) {
    // "//host" and "/\host" are protocol-relative: another site.
    return url[1] === '/' || url[1] === '\\' ? null : { url, external: false };
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme) return null; // document-relative paths are ambiguous: not allowed
  const allowed = kind === 'href' ? HREF_SCHEMES : IMG_SCHEMES;
  if (!allowed.includes(scheme)) return null;
  if (scheme === 'mailto' || scheme === 'tel') return { url, external: false };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!parsed.hostname) return null;
  const external = !siteOrigin || parsed.origin !== new URL(siteOrigin).origin;
  return { url: parsed.href, external };
}

/** Links staff may add from the toolbar: http(s), mailto with an address, or a site path. */
export function isLinkUrlAllowed(url: string): boolean {
  const s = url.trim();
  if (!checkUrl(s, 'href') || /^tel:/i.test(s) || s.startsWith('#')) return false;
  return !/^mailto:/i.test(s) || /^mailto:\S+@\S+/i.test(s);
}

/** Images staff may add from the toolbar: https only. */
export function isImageUrlAllowed(url: string): boolean {
  return /^https:/i.test(checkUrl(url, 'src')?.url ?? '');
}

/** Links already stored: whatever the sanitiser keeps (tel:, #anchors too), so opening a post unlinks nothing. */
export function isStoredLinkAllowed(url: string): boolean {
  return checkUrl(url, 'href') !== null;
}
