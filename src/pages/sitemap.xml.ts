import type { APIRoute } from 'astro';
import { getRuntime } from '../lib/server/runtime.ts';
import { loadSiteInfo } from '../lib/server/site-context.ts';
import { listAllPublished } from '../lib/server/repositories/blog-posts.ts';
import { PUBLIC_PAGES } from '../lib/pages.ts';
import { buildSitemap } from '../lib/server/blog/feeds.ts';

// Every indexable public page plus every published post (with lastmod).
export const GET: APIRoute = async () => {
  const [site, posts] = await Promise.all([loadSiteInfo(), listAllPublished(getRuntime().database.db)]);
  return new Response(buildSitemap(site.siteUrl, PUBLIC_PAGES, posts), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
