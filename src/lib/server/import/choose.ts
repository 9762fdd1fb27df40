// What a file holds, counted for the owner before anything is written, and
// which of its items the owner's choices (posts, pages, drafts) take in.
import type { ImportOptions } from '../repositories/import-runs.ts';
import type { ImportBundle, ImportedItem } from './model.ts';

export interface BundleSummary {
  source: string;
  generator: string;
  siteUrl: string | null;
  posts: number;
  pages: number;
  drafts: number;
  scheduled: number;
  pictures: number;
  categories: number;
  tags: number;
  authors: number;
  skipped: ImportBundle['skipped'];
}

export function summariseBundle(b: ImportBundle): BundleSummary {
  const urls = new Set<string>();
  const categories = new Set<string>();
  const tags = new Set<string>();
  for (const item of b.items) {
    for (const p of item.pictures) urls.add(p.url);
    for (const c of item.categories) categories.add(c);
    for (const t of item.tags) tags.add(t);
  }
  return {
    source: b.source,
    generator: b.generator,
    siteUrl: b.siteUrl,
    posts: b.items.filter((i) => i.kind === 'post').length,
    pages: b.items.filter((i) => i.kind === 'page').length,
    drafts: b.items.filter((i) => i.status === 'draft').length,
    scheduled: b.items.filter((i) => i.status === 'scheduled').length,
    pictures: urls.size,
    categories: categories.size,
    tags: tags.size,
    authors: b.authors.length,
    skipped: b.skipped,
  };
}

export function itemsToImport(b: ImportBundle, o: ImportOptions): { chosen: ImportedItem[] } {
  const chosen = b.items.filter((i) => (i.kind === 'post' ? o.posts : o.pages) && (i.status !== 'draft' || o.drafts));
  return { chosen };
}
