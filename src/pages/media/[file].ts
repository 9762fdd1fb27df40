import type { APIRoute } from 'astro';
import { loadMediaVariant } from '../../lib/server/loaders/media.ts';

// Library picture variants under `astro dev`. The production server never
// reaches this: its HTTP edge answers /media/ first (http/media-route.ts).
export const GET: APIRoute = async ({ url }) => {
  const found = await loadMediaVariant(url.pathname);
  if (!found) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(found.bytes), {
    headers: { 'Content-Type': found.contentType, 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
};
