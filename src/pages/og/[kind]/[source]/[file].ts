import type { APIRoute } from 'astro';
import { loadOgImage } from '../../../../lib/server/loaders/share-images.ts';

// A generated share card (PNG), or a library picture cut to 1200×630 at its
// focal point (JPEG, /og/media/…). The key in the file name is a hash of everything
// drawn, so the bytes at a URL never change: browsers and CDNs keep them a
// year, and the middleware keeps immutable responses out of the page cache.
export const GET: APIRoute = async ({ params }) => {
  const outcome = await loadOgImage(params.kind, params.source, params.file);
  if (outcome.kind === 'image')
    return new Response(outcome.png, {
      headers: {
        'Content-Type': outcome.type ?? 'image/png',
        'Content-Length': String(outcome.png.byteLength),
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  if (outcome.kind === 'moved')
    return new Response(null, { status: 302, headers: { Location: outcome.location, 'Cache-Control': 'public, max-age=300' } });
  return new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
};
