import { useLayoutEffect, useRef, useState } from 'react';
import { Bookmark, BookmarkCheck, Share2 } from 'lucide-react';
import { readReadingList, withPost, withoutPost, writeReadingList } from '../../../lib/blog/reading-list.ts';
import { buttonClasses } from '../../ui/button-styles.ts';
import { Toaster, useToasts } from '../Toaster.tsx';
import { useIslandReady } from '../../../lib/client/island-ready.ts';

export interface PostActionsProps {
  slug: string;
  title: string;
  url: string;
}

/**
 * 'Share article' (the Web Share API where the browser has it, otherwise the
 * link is copied) and 'Save for later' (a reading list in this browser's
 * localStorage, listed on /blog; nothing is sent to the server). The buttons
 * are in the server HTML (a click before hydration is held and replayed by
 * client:early); with scripting off they keep their space but are not shown.
 */
export function PostActions({ slug, title, url }: PostActionsProps) {
  const [saved, setSaved] = useState(false);
  const { toasts, push, dismiss } = useToasts();
  const root = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    setSaved(readReadingList().some((p) => p.slug === slug));
  }, [slug]);
  useIslandReady(root);

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        // The visitor closed the share sheet: nothing to report.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      push('success', 'Link copied');
    } catch {
      push('error', `Could not copy the link. You can copy it from the address bar: ${url}`);
    }
  }

  function toggleSaved() {
    const list = readReadingList();
    const next = saved ? withoutPost(list, slug) : withPost(list, { slug, title });
    if (!writeReadingList(next)) {
      push('error', 'Your browser did not allow saving. Check that site storage is enabled.');
      return;
    }
    setSaved(!saved);
    push('success', saved ? 'Removed from your reading list' : 'Saved to your reading list on the blog page');
  }

  return (
    <>
      <div ref={root} className="flex flex-wrap gap-3 noscript:invisible">
        <button type="button" onClick={share} className={buttonClasses('default', 'default')}>
          <Share2 aria-hidden="true" className="h-4 w-4" />
          Share article
        </button>
        <button type="button" onClick={toggleSaved} className={buttonClasses('outline', 'default')}>
          {saved ? (
            <BookmarkCheck aria-hidden="true" className="h-4 w-4 text-mustard-700" />
          ) : (
            <Bookmark aria-hidden="true" className="h-4 w-4" />
          )}
          {saved ? 'Saved' : 'Save for later'}
          {saved && <span className="sr-only"> (select to remove it from your reading list)</span>}
        </button>
      </div>
      <Toaster toasts={toasts} dismiss={dismiss} inBody />
    </>
  );
}
