import type { ReactNode } from 'react';
import { ArrowLeft, CalendarDays, ChevronRight, Clock, Star, Tag, UserRound } from 'lucide-react';
import type { PostSummary } from '../../../lib/blog/filter.ts';
import { blogListHref } from '../../../lib/blog/filter.ts';
import { buttonClasses } from '../../ui/button-styles.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import type { ResolvedImage } from '../../../lib/page-content/render-context.ts';

export interface BlogPostView {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  tags: string[];
  featured: boolean;
  publishedAt: string;
  dateLabel: string;
  readTime: string;
  /** Already sanitised with sanitizePostHtml. */
  html: string;
  /** The cover picture: the page's largest paint, so loaded first. */
  cover?: ResolvedImage;
}

/** A published article: breadcrumb, badges, byline, body and the way back. */
export function BlogPostPage({ post, actions, related }: { post: BlogPostView; actions?: ReactNode; related: PostSummary[] }) {
  return (
    <>
      <article aria-labelledby="post-title">
        <header className="relative overflow-hidden bg-navy-950 text-white">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(232_177_38/0.18),transparent_55%)]"
          />
          <div className="container-page relative py-12 sm:py-16">
            <div className="mx-auto max-w-3xl">
              <nav aria-label="Breadcrumb">
                <ol className="flex flex-wrap items-center gap-1.5 text-sm text-navy-200">
                  <li>
                    <a href="/" className="rounded-sm hover:text-white hover:underline">
                      Home
                    </a>
                  </li>
                  <li className="flex items-center gap-1.5">
                    <ChevronRight aria-hidden="true" className="h-3.5 w-3.5" />
                    <a href="/blog" className="rounded-sm hover:text-white hover:underline">
                      Blog
                    </a>
                  </li>
                  <li className="flex items-center gap-1.5">
                    <ChevronRight aria-hidden="true" className="h-3.5 w-3.5" />
                    <a
                      href={blogListHref({ q: '', category: post.category })}
                      className="rounded-sm font-medium text-mustard-300 hover:underline"
                    >
                      {post.category}
                    </a>
                  </li>
                </ol>
              </nav>

              <ul aria-label="Categories and tags" className="mt-8 flex flex-wrap gap-2">
                <li className="inline-flex items-center rounded-[var(--radius-pill)] bg-white/10 px-3 py-1 text-xs font-semibold text-navy-50 ring-1 ring-white/20">
                  {post.category}
                </li>
                {post.featured && (
                  <li className="inline-flex items-center gap-1 rounded-[var(--radius-pill)] bg-mustard-400 px-3 py-1 text-xs font-bold text-navy-950">
                    <Star aria-hidden="true" className="h-3 w-3 fill-current" />
                    Featured
                  </li>
                )}
                {post.tags.map((tag) => (
                  <li
                    key={tag}
                    className="inline-flex items-center gap-1 rounded-[var(--radius-pill)] px-3 py-1 text-xs font-medium text-navy-100 ring-1 ring-white/25"
                  >
                    <Tag aria-hidden="true" className="h-3 w-3" />
                    {tag}
                  </li>
                ))}
              </ul>

              <h1 id="post-title" className="mt-5 text-3xl font-extrabold leading-tight sm:text-4xl lg:text-5xl">
                {post.title}
              </h1>
              {post.excerpt && <p className="mt-5 text-lg leading-relaxed text-navy-100 sm:text-xl">{post.excerpt}</p>}

              <ul
                aria-label="About this article"
                className="mt-8 flex flex-wrap gap-x-6 gap-y-2 border-t border-white/15 pt-6 text-sm text-navy-100"
              >
                <li className="flex items-center gap-2">
                  <UserRound aria-hidden="true" className="h-4 w-4 text-mustard-300" />
                  <span>
                    <span className="sr-only">Author: </span>
                    <span className="font-semibold text-white">{post.author}</span>
                  </span>
                </li>
                <li className="flex items-center gap-2">
                  <CalendarDays aria-hidden="true" className="h-4 w-4 text-mustard-300" />
                  <span className="sr-only">Published </span>
                  <time dateTime={post.publishedAt}>{post.dateLabel}</time>
                </li>
                <li className="flex items-center gap-2">
                  <Clock aria-hidden="true" className="h-4 w-4 text-mustard-300" />
                  {post.readTime}
                </li>
              </ul>
              {post.cover && (
                <ResponsiveImage
                  image={post.cover}
                  priority
                  sizes="(min-width: 52rem) 48rem, calc(100vw - 2rem)"
                  pictureClassName="mt-8 block overflow-hidden rounded-[var(--radius-card)]"
                  className="aspect-[16/9] h-auto w-full object-cover"
                />
              )}
            </div>
          </div>
        </header>

        <div className="section pt-10! sm:pt-14!">
          <div className="container-page">
            <div className="mx-auto max-w-3xl">
              <div className="sm:rounded-[var(--radius-card)] sm:border sm:border-line sm:bg-paper sm:px-10 sm:py-10 sm:shadow-[var(--shadow-card)]">
                <div
                  className="prose-article [&>:first-child]:mt-0 [&>:last-child]:mb-0"
                  dangerouslySetInnerHTML={{ __html: post.html }}
                />
              </div>
              <div className="mt-8 flex flex-col-reverse gap-6 border-t border-line pt-8 sm:flex-row sm:items-center sm:justify-between">
                <a href="/blog" className={buttonClasses('ghost', 'default', '-ml-3 self-start')}>
                  <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                  Back to All Articles
                </a>
                {actions}
              </div>
            </div>
          </div>
        </div>
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="border-t border-line bg-paper py-14 sm:py-16">
          <div className="container-page">
            <h2 id="related-heading" className="text-2xl font-bold text-navy-950">
              More articles
            </h2>
            {/* A list, not a second card grid: the title, its category and date are what a
                reader chooses by, and the excerpts kept the post over one round trip (issue 26). */}
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((p) => (
                <li key={p.slug} className="border-t border-line pt-4">
                  <p className="text-sm text-navy-700">
                    {p.category} · <time dateTime={p.publishedAt}>{p.dateLabel}</time>
                  </p>
                  <a href={`/blog/${p.slug}`} className="mt-1 block font-semibold text-navy-950 hover:underline">
                    {p.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
