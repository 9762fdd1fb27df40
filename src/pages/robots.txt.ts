import type { APIRoute } from 'astro';
import { loadSiteInfo } from '../lib/server/loaders/site-context.ts';
import { buildRobots } from '../lib/server/blog/feeds.ts';

export const GET: APIRoute = async () => {
  const site = await loadSiteInfo();
  return new Response(buildRobots(site.siteUrl), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
