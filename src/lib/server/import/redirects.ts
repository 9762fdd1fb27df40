// The owner's own redirects (/admin/redirects): local paths only, no loops, and
// never from an address the site answers itself. Every change is published as a
// public change, so every instance reloads its redirect map (redirect-map.ts).
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.ts';
import { addRedirect, listRedirects, removeRedirect } from '../repositories/redirects.ts';
import { slugTaken } from '../repositories/blog-posts.ts';
import { getContentPage } from '../repositories/content-pages.ts';
import { publishPublicChanges } from '../public-changes.ts';
import { normaliseFromPath } from './redirect-paths.ts';

/** Addresses the site itself answers: a redirect from them would hide a page. */
const SITE_PATHS = ['/', '/blog', '/contact', '/admin', '/media', '/rss.xml', '/sitemap.xml', '/robots.txt'];

export type RedirectOutcome = { ok: true; from: string; to: string } | { ok: false; field: 'from' | 'to'; message: string };

/**
 * Whether the site answers `path` itself: no redirect, owner's or imported, may hide it. A kept
 * query (`/?p=123`, WordPress's own addresses) is not one of the site's pages.
 */
export async function isExistingPage(db: Kysely<Database>, path: string): Promise<boolean> {
  if (path.includes('?')) return false;
  const bare = path;
  if (SITE_PATHS.some((p) => bare === p || (p !== '/' && bare.startsWith(`${p}/`) && p !== '/blog'))) return true;
  const blog = /^\/blog\/([^/]+)$/.exec(bare);
  if (blog && (await slugTaken(db, blog[1]!))) return true;
  return (await getContentPage(db, bare.slice(1))) !== undefined;
}

export async function addOwnerRedirect(
  db: Kysely<Database>,
  logger: Logger,
  input: { from: string; to: string },
): Promise<RedirectOutcome> {
  const from = normaliseFromPath(input.from);
  if (!from) return { ok: false, field: 'from', message: 'Enter a path on this site, starting with / (for example /old-page).' };
  const to = normaliseFromPath(input.to);
  if (!to) return { ok: false, field: 'to', message: 'Enter a path on this site, starting with / (for example /blog/new-post).' };
  if (from === to) return { ok: false, field: 'to', message: 'A redirect to the same address would loop.' };
  if (from === '/') return { ok: false, field: 'from', message: 'The home page cannot be redirected.' };
  if (await isExistingPage(db, from)) {
    return { ok: false, field: 'from', message: `${from} is a page of this site: a redirect would hide it.` };
  }
  // Following the chain from `to` must never come back to `from`.
  const map = new Map((await listRedirects(db)).map((r) => [r.from, r.to]));
  const seen = new Set<string>([from]);
  for (let at: string | undefined = to; at !== undefined; at = map.get(at)) {
    if (seen.has(at)) return { ok: false, field: 'to', message: `${to} leads back to ${from}: that would loop.` };
    seen.add(at);
  }
  if (!(await addRedirect(db, { from, to, source: 'owner', runId: null }))) {
    return { ok: false, field: 'from', message: `${from} already redirects: remove that one first.` };
  }
  publishPublicChanges([{ kind: 'settings' }], logger);
  return { ok: true, from, to };
}

export async function removeOwnerRedirect(db: Kysely<Database>, logger: Logger, from: string): Promise<boolean> {
  const removed = await removeRedirect(db, from);
  if (removed) publishPublicChanges([{ kind: 'settings' }], logger);
  return removed;
}
