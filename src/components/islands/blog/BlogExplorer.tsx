import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Search, SearchX } from 'lucide-react';
import { ALL_CATEGORIES, CATEGORY_CHIPS } from '../../../lib/blog/categories.ts';
import { POSTS_PER_PAGE, blogListHref, filterPosts, pageCountFor, type PostSummary } from '../../../lib/blog/filter.ts';
import { buttonClasses } from '../../ui/button-styles.ts';
import { PostCard, blogGridClasses } from './PostCard.tsx';
import { useIslandReady } from '../../../lib/client/island-ready.ts';
import { ReadingList } from './ReadingList.tsx';

export interface BlogExplorerProps {
  /** Every published post, newest first (they are few). */
  posts: PostSummary[];
  q: string;
  category: string;
  page: number;
  /** The server's own results for the requested filters and page (SQL). */
  serverSlugs: string[];
  serverTotal: number;
}

const plural = (n: number) => `${n} article${n === 1 ? '' : 's'}`;

/**
 * The /blog search, category chips, results grid and pagination. Without
 * JavaScript it is a GET form and links (?q=…&category=…&page=N) answered by
 * the server; once hydrated the same controls filter instantly and keep the
 * address bar in step, with the same matching rules as the server.
 */
export function BlogExplorer(props: BlogExplorerProps) {
  const [q, setQ] = useState(props.q);
  const [category, setCategory] = useState(props.category);
  const [page, setPage] = useState(props.page);
  // Until the visitor changes something, show exactly what the server chose.
  const [dirty, setDirty] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLDivElement>(null);

  const bySlug = useMemo(() => new Map(props.posts.map((p) => [p.slug, p])), [props.posts]);
  const filtered = useMemo(() => (dirty ? filterPosts(props.posts, { q, category }) : null), [dirty, props.posts, q, category]);
  const total = filtered ? filtered.length : props.serverTotal;
  const pageCount = pageCountFor(total);
  const current = Math.min(page, pageCount);
  const visible = filtered
    ? filtered.slice((current - 1) * POSTS_PER_PAGE, current * POSTS_PER_PAGE)
    : props.serverSlugs.map((s) => bySlug.get(s)).filter((p): p is PostSummary => Boolean(p));
  const spans = blogGridClasses(visible.map((p) => p.featured));
  const filteredView = Boolean(q.trim() || category);
  const countText = filteredView ? `${plural(total)} found` : `${plural(total)}`;

  // Text typed before hydration is kept rather than overwritten.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== props.q) update({ q: typed });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // After the typed text is taken in: a chip clicked before hydration is replayed now.
  useIslandReady(root);

  useEffect(() => {
    if (!dirty) return;
    window.history.replaceState(window.history.state, '', blogListHref({ q, category, page: current }));
    const t = setTimeout(() => setAnnouncement(total === 0 ? 'No articles found' : `${plural(total)} found`), 400);
    return () => clearTimeout(t);
  }, [dirty, q, category, current, total]);

  function update(next: { q?: string; category?: string }) {
    if (next.q !== undefined) setQ(next.q);
    if (next.category !== undefined) setCategory(next.category);
    setPage(1);
    setDirty(true);
  }

  function chooseCategory(e: MouseEvent<HTMLAnchorElement>, value: string) {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    update({ category: value });
  }

  function clearFilters(e: MouseEvent<HTMLAnchorElement>) {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    update({ q: '', category: '' });
    input.current?.focus();
  }

  // A category that is not one of the chips (e.g. from a post's breadcrumb)
  // still gets a chip while it is selected.
  const chips = category && !CATEGORY_CHIPS.includes(category) ? [...CATEGORY_CHIPS, category] : CATEGORY_CHIPS;

  return (
    <div ref={root}>
      <ReadingList posts={props.posts} />

      <div className="rounded-[var(--radius-card)] border border-line bg-paper p-4 shadow-[var(--shadow-card)] sm:p-6">
        <form
          role="search"
          method="get"
          action="/blog"
          onSubmit={(e) => {
            e.preventDefault();
            resultsHeading.current?.focus();
          }}
          className="flex flex-col gap-3 sm:flex-row"
        >
          <label htmlFor="blog-search" className="sr-only">
            Search articles
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-navy-500"
            />
            <input
              ref={input}
              id="blog-search"
              type="search"
              name="q"
              value={q}
              onChange={(e) => update({ q: e.currentTarget.value })}
              maxLength={100}
              autoComplete="off"
              placeholder="Search articles by title or summary"
              aria-describedby="blog-results-count"
              className="h-12 w-full rounded-lg border border-navy-200 bg-paper pl-11 pr-4 text-base text-navy-950 placeholder:text-navy-500 focus:border-navy-500"
            />
          </div>
          {category && <input type="hidden" name="category" value={category} />}
          <button type="submit" className={buttonClasses('default', 'lg', 'sm:w-auto')}>
            Search
          </button>
        </form>

        <nav aria-label="Filter by category" className="-mx-4 mt-4 sm:mx-0">
          <ul className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
            {chips.map((chip) => {
              const value = chip === ALL_CATEGORIES ? '' : chip;
              const active = value === category;
              return (
                <li key={chip} className="shrink-0">
                  <a
                    href={blogListHref({ q, category: value })}
                    aria-current={active ? 'true' : undefined}
                    onClick={(e) => chooseCategory(e, value)}
                    className={`inline-flex min-h-10 items-center whitespace-nowrap rounded-[var(--radius-pill)] border px-4 text-sm font-medium transition-colors ${
                      active
                        ? 'border-navy-900 bg-navy-900 text-white'
                        : 'border-navy-200 bg-paper text-navy-800 hover:border-navy-400 hover:bg-navy-50'
                    }`}
                  >
                    {chip}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>

      <section aria-labelledby="blog-results" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id="blog-results"
            ref={resultsHeading}
            tabIndex={-1}
            className="text-2xl font-bold text-navy-950 focus:outline-none"
          >
            {category ? `${category} articles` : 'Latest articles'}
          </h2>
          <p id="blog-results-count" className="text-sm text-navy-600">
            {countText}
            {pageCount > 1 ? `, page ${current} of ${pageCount}` : ''}
          </p>
        </div>
        <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
          {announcement}
        </p>

        {visible.length > 0 ? (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((post, i) => (
              <PostCard key={post.slug} post={post} span={spans[i]} />
            ))}
          </div>
        ) : (
          <div className="mt-6 flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-navy-200 bg-paper px-6 py-14 text-center">
            <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-navy-50 text-navy-600">
              <SearchX aria-hidden="true" className="h-7 w-7" />
            </span>
            <h3 className="mt-4 text-xl font-bold text-navy-950">No articles found</h3>
            <p className="mt-2 max-w-md text-navy-700">
              Try adjusting your search or category filter to find what you're looking for.
            </p>
            <a href="/blog" onClick={clearFilters} className={buttonClasses('outline', 'default', 'mt-6')}>
              Clear Filters
            </a>
          </div>
        )}

        {pageCount > 1 && (
          <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
            {current > 1 && (
              <a
                rel="prev"
                href={blogListHref({ q, category, page: current - 1 })}
                className={buttonClasses('outline', 'default')}
              >
                Previous<span className="sr-only"> page</span>
              </a>
            )}
            <ul className="flex flex-wrap gap-2">
              {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
                <li key={n}>
                  <a
                    href={blogListHref({ q, category, page: n })}
                    aria-current={n === current ? 'page' : undefined}
                    className={n === current ? buttonClasses('default', 'icon') : buttonClasses('ghost', 'icon')}
                  >
                    <span className="sr-only">Page </span>
                    {n}
                  </a>
                </li>
              ))}
            </ul>
            {current < pageCount && (
              <a
                rel="next"
                href={blogListHref({ q, category, page: current + 1 })}
                className={buttonClasses('outline', 'default')}
              >
                Next<span className="sr-only"> page</span>
              </a>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}
