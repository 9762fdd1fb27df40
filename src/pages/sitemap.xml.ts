import type { APIRoute } from 'astro';
import { loadSitemap } from '../lib/server/loaders/work.ts';
import { PUBLIC_PAGES } from '../lib/pages.ts';
import { buildSitemap } from '../lib/server/blog/feeds.ts';

// Every indexable public page plus every published post and case study (with lastmod).
export const GET: APIRoute = async () => {
  const { site, posts, caseStudies } = await loadSitemap();
  return new Response(buildSitemap(site.siteUrl, PUBLIC_PAGES, posts, caseStudies), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
