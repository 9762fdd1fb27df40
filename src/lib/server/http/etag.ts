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
