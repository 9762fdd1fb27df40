import { useEffect, useState } from 'react';
import { Bookmark, X } from 'lucide-react';
import type { PostSummary } from '../../../lib/blog/filter.ts';
import {
  READING_LIST_KEY,
  readReadingList,
  withoutPost,
  writeReadingList,
  type SavedPost,
} from '../../../lib/blog/reading-list.ts';
import { postHref } from './PostCard.tsx';

/**
 * "Your reading list": posts saved with "Save for later", read from this
 * browser's localStorage after hydration (the server render, which is shared
 * by every visitor, never contains it). Hidden while the list is empty.
 * Saved posts that are no longer published are left out.
 */
export function ReadingList({ posts }: { posts: Pick<PostSummary, 'slug' | 'title'>[] }) {
  const [saved, setSaved] = useState<SavedPost[]>([]);

  useEffect(() => {
    setSaved(readReadingList());
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === READING_LIST_KEY) setSaved(readReadingList());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const titles = new Map(posts.map((p) => [p.slug, p.title]));
  const items = saved.filter((s) => titles.has(s.slug));
  if (items.length === 0) return null;

  function remove(slug: string) {
    const next = withoutPost(saved, slug);
    setSaved(next);
    writeReadingList(next);
  }

  return (
    <section
      aria-labelledby="reading-list-heading"
      className="mb-8 rounded-[var(--radius-card)] border border-mustard-200 bg-mustard-50 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reading-list-heading" className="flex items-center gap-2 text-lg font-bold text-navy-950">
          <Bookmark aria-hidden="true" className="h-5 w-5 fill-mustard-400 text-mustard-700" />
          Your reading list
        </h2>
        <p className="text-sm text-navy-700">Saved in this browser only.</p>
      </div>
      <ul className="mt-3 divide-y divide-mustard-200">
        {items.map((item) => (
          <li key={item.slug} className="flex items-center justify-between gap-3 py-2">
            <a
              href={postHref(item.slug)}
              className="font-medium text-navy-900 underline decoration-mustard-500 decoration-2 underline-offset-4 hover:text-navy-700"
            >
              {titles.get(item.slug)}
            </a>
            <button
              type="button"
              onClick={() => remove(item.slug)}
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-navy-700 hover:bg-mustard-100 hover:text-navy-950"
              aria-label={`Remove "${titles.get(item.slug)}" from your reading list`}
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
