// Previews (the editor's live preview, the staff preview of a post, a shared
// preview link) are the public page's HTML, trimmed like it. Their policy is
// built from that HTML alone: the hashes of its own inline stylesheets and
// nothing else. No script runs in a preview (script-src 'none': the islands
// render as their server HTML), nothing in it submits, and only the admin
// (same origin) may frame the staff previews. Astro's policy for the route
// cannot serve: an admin page's policy lists the admin build's stylesheet,
// and a srcdoc frame inherits its parent's policy, which is why the preview
// used to arrive unstyled (issue 23).
import type { Logger } from 'pino';
import { hashSource } from './page-csp.ts';
import { trimPageStylesheet } from './page-stylesheet.ts';

export type PreviewKind = 'staff' | 'shared';

const STAFF_PREVIEWS = [/^\/admin\/content\/[a-z0-9-]+\/preview$/, /^\/admin\/blog\/preview(\/[^/]+)?$/];
const SHARED_PREVIEW = /^\/preview\/[^/]+$/;

/** Which preview a path is, if any: staff previews may be framed by the admin, shared ones by nobody. */
export function previewKindOf(pathname: string): PreviewKind | null {
  if (STAFF_PREVIEWS.some((re) => re.test(pathname))) return 'staff';
  return SHARED_PREVIEW.test(pathname) ? 'shared' : null;
}

const INLINE_STYLES = /<style\b[^>]*>([^]*?)<\/style>/g;

/** The whole policy of a preview: its own styles, pictures and fonts from the site, no script. */
export function previewPolicy(html: string, kind: PreviewKind): string {
  const styles = new Set([...html.matchAll(INLINE_STYLES)].map(([, body]) => hashSource('sha256', body!)));
  return [
    "default-src 'none'",
    "img-src 'self' https: data:",
    "font-src 'self'",
    `style-src ${styles.size ? [...styles].join(' ') : "'none'"}`,
    "script-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${kind === 'staff' ? "'self'" : "'none'"}`,
  ].join('; ');
}

/** A preview response with the public page's trimmed stylesheet and the preview policy. */
export async function tailorPreviewPage(
  response: Response,
  kind: PreviewKind,
  trimStylesheet: boolean,
  logger: Logger,
): Promise<Response> {
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  let html = await response.text();
  try {
    // null: trim whatever the stylesheet is; the policy below is computed from the result.
    if (trimStylesheet) html = trimPageStylesheet(html, null).html;
  } catch (err) {
    logger.error({ err }, 'Could not trim the preview stylesheet; sending it whole');
  }
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.set('Content-Security-Policy', previewPolicy(html, kind));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
