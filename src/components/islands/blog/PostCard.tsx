import { Clock, Star } from 'lucide-react';
import type { PostSummary } from '../../../lib/blog/filter.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { gridSpans } from '../../../lib/blog/grid.ts';

export function postHref(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/**
 * One article in the blog grid (also used for related posts). The whole card
 * is clickable through the title link stretched over it; the focus ring is
 * drawn on the card. Featured posts are dark and clamp at 4 lines; how many
 * columns a card spans is the grid's choice (`span`, see lib/blog/grid.ts).
 */
export function PostCard({ post, headingLevel = 3, span = '' }: { post: PostSummary; headingLevel?: 2 | 3; span?: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const featured = post.featured;
  return (
    <article
      className={`group relative flex flex-col rounded-[var(--radius-card)] border p-6 shadow-[var(--shadow-card)] transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-mustard-400 sm:p-7 ${
        featured ? 'border-navy-800 bg-navy-950 text-white' : 'border-line bg-paper text-navy-900'
      } ${span}`}
    >
      {post.cover && (
        <ResponsiveImage
          image={post.cover}
          sizes={
            featured
              ? '(min-width: 1024px) 44rem, (min-width: 640px) 90vw, 100vw'
              : '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw'
          }
          pictureClassName="-mx-6 -mt-6 mb-5 block overflow-hidden rounded-t-[var(--radius-card)] sm:-mx-7 sm:-mt-7"
          className="aspect-[16/9] h-auto w-full object-cover"
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`inline-flex items-center rounded-[var(--radius-pill)] px-3 py-1 text-xs font-semibold ${
            featured ? 'bg-white/10 text-navy-50 ring-1 ring-white/20' : 'bg-navy-50 text-navy-800 ring-1 ring-navy-100'
          }`}
        >
          {post.category}
        </span>
        {featured && (
          <span className="inline-flex items-center gap-1 rounded-[var(--radius-pill)] bg-mustard-400 px-3 py-1 text-xs font-bold text-navy-950">
            <Star aria-hidden="true" className="h-3 w-3 fill-current" />
            Featured
          </span>
        )}
      </div>
      <Heading className={`mt-4 font-bold leading-snug ${featured ? 'text-2xl sm:text-3xl' : 'text-xl text-navy-950'}`}>
        <a
          href={postHref(post.slug)}
          className={`rounded-sm outline-none after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-[''] group-hover:underline decoration-2 underline-offset-4 ${
            featured ? 'decoration-mustard-400' : 'decoration-mustard-500'
          }`}
        >
          {post.title}
        </a>
      </Heading>
      <p className={`mt-3 leading-relaxed ${featured ? 'line-clamp-4 text-navy-100 sm:text-lg' : 'line-clamp-3 text-navy-700'}`}>
        {post.excerpt}
      </p>
      <div className={`mt-auto pt-6 text-sm ${featured ? 'text-navy-200' : 'text-navy-600'}`}>
        <p className={`font-semibold ${featured ? 'text-white' : 'text-navy-900'}`}>{post.author}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2">
          <time dateTime={post.publishedAt}>{post.dateLabel}</time>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="h-3.5 w-3.5" />
            {post.readTime}
          </span>
        </p>
      </div>
    </article>
  );
}

// The grid's span classes written out in full here, in a file Tailwind scans
// for the public stylesheet (it does not scan src/lib), so each is generated.
const SM = ['', 'sm:col-span-1', 'sm:col-span-2'] as const;
const LG = ['', 'lg:col-span-1', 'lg:col-span-2', 'lg:col-span-3'] as const;

/** The span classes of each card in a grid of one column, two from sm and three from lg. */
export function blogGridClasses(featured: readonly boolean[]): string[] {
  const wants = featured.map((f) => (f ? 2 : 1));
  const sm = gridSpans(wants, 2);
  const lg = gridSpans(wants, 3);
  return wants.map((_, i) => `${SM[sm[i]!]} ${LG[lg[i]!]}`);
}
