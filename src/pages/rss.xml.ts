import type { APIRoute } from 'astro';
import { getRuntime } from '../lib/server/runtime.ts';
import { loadSiteInfo } from '../lib/server/site-context.ts';
import { listAllPublished } from '../lib/server/repositories/blog-posts.ts';
import { buildRss } from '../lib/server/blog/feeds.ts';

// RSS 2.0 of the published posts, newest first (linked from every page's head).
export const GET: APIRoute = async () => {
  const [site, posts] = await Promise.all([loadSiteInfo(), listAllPublished(getRuntime().database.db)]);
  return new Response(buildRss(site, posts), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
};
