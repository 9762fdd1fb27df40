// An imported item as a blog post: the blog's own limits apply (src/lib/admin/blog.ts);
// what does not fit is shortened with a note, or the item is skipped with the reason.
import {
  POST_AUTHOR_MAX,
  POST_CATEGORY_MAX,
  POST_CONTENT_MAX,
  POST_EXCERPT_MAX,
  POST_TITLE_MAX,
  TAG_MAX_LENGTH,
  TAGS_MAX,
} from '../../admin/blog.ts';
import type { BlogPostInput } from '../repositories/blog-posts.ts';
import type { ImportedItem } from './model.ts';

const cut = (text: string, max: number) => text.trim().slice(0, max).trim();

export function postInputOf(
  item: ImportedItem,
  html: string,
  coverMediaId: string | null,
  notes: string[],
): { ok: true; input: BlogPostInput } | { ok: false; why: string } {
  if (html.length > POST_CONTENT_MAX) {
    return { ok: false, why: `Skipped: the article is longer than ${POST_CONTENT_MAX.toLocaleString('en-GB')} characters.` };
  }
  if (item.title.length > POST_TITLE_MAX) notes.push(`The title was shortened to ${POST_TITLE_MAX} characters.`);
  if (item.categories.length > 1) {
    notes.push(`A post has one category here: kept “${item.categories[0]}”, the others became tags.`);
  }
  const tags = [...new Set([...item.categories.slice(1), ...item.tags].map((t) => cut(t, TAG_MAX_LENGTH)).filter(Boolean))];
  if (tags.length > TAGS_MAX) notes.push(`Only the first ${TAGS_MAX} tags were kept.`);
  // A scheduled post is a published one whose date is still ahead: the blog shows it from then.
  const published = item.status !== 'draft';
  return {
    ok: true,
    input: {
      title: cut(item.title, POST_TITLE_MAX) || 'Untitled',
      slug: item.slug,
      excerpt: cut(item.excerpt, POST_EXCERPT_MAX),
      content: html,
      author: cut(item.author ?? '', POST_AUTHOR_MAX),
      category: cut(item.categories[0] ?? '', POST_CATEGORY_MAX),
      tags: tags.slice(0, TAGS_MAX),
      featured: false,
      published,
      publishedAt: published ? (item.publishedAt ?? new Date().toISOString()) : item.publishedAt,
      metaTitle: '',
      metaDescription: '',
      coverMediaId,
    },
  };
}
