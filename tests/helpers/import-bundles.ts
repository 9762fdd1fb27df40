// ImportBundle objects built in tests, as the readers (readWxr, readGhost) would
// hand them over, so the import job is tested without any file format.
import { createHash } from 'node:crypto';
import type { ImportBundle, ImportedItem } from '../../src/lib/server/import/model.ts';

export function item(over: Partial<ImportedItem> & { sourceId: string }): ImportedItem {
  const slug = over.slug ?? `post-${over.sourceId}`;
  return {
    kind: 'post',
    title: `Post ${over.sourceId}`,
    slug,
    status: 'published',
    publishedAt: '2024-03-05T10:00:00.000Z',
    excerpt: `What post ${over.sourceId} is about.`,
    html: `<p>Body of post ${over.sourceId}.</p>`,
    featuredImage: null,
    pictures: [],
    categories: ['News'],
    tags: ['imported'],
    author: 'Old Author',
    oldPaths: [`/2024/03/${slug}/`, `/?p=${over.sourceId}`],
    notes: [],
    ...over,
  };
}

/** An item whose body shows the given pictures (in order), each with alt text. */
export function itemWithPictures(sourceId: string, urls: string[], over: Partial<ImportedItem> = {}): ImportedItem {
  const pictures = urls.map((url, i) => ({ url, alt: `Picture ${i + 1} of post ${sourceId}` }));
  const html = pictures.map((p) => `<p><img src="${p.url.replace(/&/g, '&amp;')}" alt="${p.alt}"></p>`).join('');
  return item({ sourceId, html: `<p>Intro.</p>${html}`, pictures, ...over });
}

export function bundle(items: ImportedItem[], over: Partial<ImportBundle> = {}): ImportBundle {
  const fingerprint = createHash('sha256').update(JSON.stringify(items)).digest('hex');
  return {
    source: 'wordpress',
    generator: 'WordPress 6.4 (WXR 1.2)',
    siteUrl: 'https://old.example.org',
    fingerprint,
    items,
    archivePaths: [{ path: '/category/news/', to: '/blog' }],
    authors: ['Old Author'],
    skipped: [{ what: 'comment', count: 3, why: 'Comments are not part of this blog.' }],
    ...over,
  };
}
