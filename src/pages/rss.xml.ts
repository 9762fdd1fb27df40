import type { APIRoute } from 'astro';
import { loadFeed } from '../lib/server/loaders/blog.ts';
import { buildRss } from '../lib/server/blog/feeds.ts';

// RSS 2.0 of the published posts, newest first (linked from every page's head).
export const GET: APIRoute = async () => {
  const { site, posts, enclosures } = await loadFeed();
  return new Response(buildRss(site, posts, undefined, enclosures), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
};
