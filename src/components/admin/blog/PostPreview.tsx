import { formatPostDate } from '../../../lib/blog/format.ts';
import { readTime } from '../../../lib/blog/read-time.ts';
import { localInputToIso, type PostForm } from './post-form.ts';

const badge = 'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold';

/**
 * The post as it will look on its public page. `html` comes from the preview
 * action: the server's sanitiser, the same one the public page uses, so the
 * markup is safe to render here.
 */
export function PostPreview({ form, html }: { form: PostForm; html: string | null }) {
  const date = formatPostDate(localInputToIso(form.publishedAt) ?? new Date().toISOString());
  return (
    <article aria-labelledby="post-preview-title" className="rounded-xl border border-line bg-cream p-4 sm:p-8">
      {!form.published && (
        <p className="mb-4 rounded-lg border border-mustard-300 bg-mustard-100 px-3 py-2 text-sm font-semibold text-mustard-900">
          Preview: not published
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <span className={`${badge} bg-navy-900 text-white`}>{form.category || 'Technology'}</span>
        {form.featured && <span className={`${badge} bg-mustard-400 text-navy-950`}>Featured</span>}
        {form.tags.map((t) => (
          <span key={t} className={`${badge} border border-navy-200 bg-paper text-navy-800`}>
            {t}
          </span>
        ))}
      </div>
      <p id="post-preview-title" className="mt-4 font-display text-3xl font-extrabold tracking-tight text-navy-950 sm:text-4xl">
        {form.title || 'Untitled post'}
      </p>
      {form.excerpt && <p className="mt-3 text-lg text-navy-700">{form.excerpt}</p>}
      <p className="mt-3 text-sm text-navy-600">
        {form.author} · {date} · {readTime(html ?? '')}
      </p>
      <hr className="my-6 border-line" />
      {html === null ? (
        <p className="text-navy-600">Rendering the preview…</p>
      ) : html ? (
        // Sanitised on the server (src/lib/server/blog/sanitize.ts).
        <div className="prose-article" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="text-navy-600">The post has no content yet.</p>
      )}
    </article>
  );
}
