import { createHash } from 'node:crypto';

/** Buffers an HTML response and gives it a strong ETag of its bytes. */
export async function withEtag(response: Response): Promise<Response> {
  if (response.status !== 200 || !response.body || response.headers.has('ETag')) return response;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set('ETag', `"${createHash('sha1').update(body).digest('base64url')}"`);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * If-None-Match against a representation's ETag: a list of tags or '*', compared
 * weakly (RFC 9110 §13.1.2: W/"x" and "x" match), the one rule for cached pages,
 * client scripts and library images.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}
