import type { APIRoute } from 'astro';
import { loadFeed } from '../lib/server/loaders/blog.ts';
import { PUBLIC_PAGES } from '../lib/pages.ts';
import { buildSitemap } from '../lib/server/blog/feeds.ts';

// Every indexable public page plus every published post (with lastmod).
export const GET: APIRoute = async () => {
  const { site, posts } = await loadFeed();
  return new Response(buildSitemap(site.siteUrl, PUBLIC_PAGES, posts), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
