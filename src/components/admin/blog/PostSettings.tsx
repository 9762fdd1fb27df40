import { EDITOR_CATEGORIES } from '../../../lib/blog/categories.ts';
import { formatPostDate } from '../../../lib/blog/format.ts';
import { TagInput } from './TagInput.tsx';
import { CharCounter, describedBy, FieldError, fieldClass, Hint, labelClass } from '../ui/Field.tsx';
import { META_DESCRIPTION_MAX, META_TITLE_MAX, ukInputToIso } from './post-form.ts';
import type { FieldsProps } from './PostFields.tsx';
import { MediaPicker } from '../media/MediaPicker.tsx';
import { ShareImageField } from '../ShareImageField.tsx';

function publishHint(published: boolean, when: string): string {
  const iso = ukInputToIso(when);
  if (!published) return iso ? 'Used when the post is published.' : 'Leave empty to use the moment you publish.';
  if (!iso) return 'Empty: the post goes live now, when you save.';
  return Date.parse(iso) > Date.now()
    ? `Scheduled: it goes live on ${formatPostDate(iso)}.`
    : `Shown as published on ${formatPostDate(iso)}.`;
}

/** Cover picture, author, category, tags, status, publish date and search-engine fields. */
export function PostSettings({ form, errors, set }: FieldsProps) {
  const categories = EDITOR_CATEGORIES.includes(form.category) ? EDITOR_CATEGORIES : [form.category, ...EDITOR_CATEGORIES];
  return (
    <div className="space-y-5">
      <div>
        <MediaPicker
          label="Cover picture (cards, post header, RSS and link previews)"
          value={form.coverMediaId ? { mediaId: form.coverMediaId } : null}
          onChange={(v) => set('coverMediaId', v?.mediaId ?? null)}
        />
        <FieldError id="post-cover" message={errors.coverMediaId} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="post-author" className={labelClass}>
            Author
          </label>
          <input
            id="post-author"
            type="text"
            value={form.author}
            maxLength={100}
            onChange={(e) => set('author', e.target.value)}
            aria-invalid={errors.author ? true : undefined}
            aria-describedby={describedBy('post-author', { error: errors.author })}
            className={fieldClass}
          />
          <FieldError id="post-author" message={errors.author} />
        </div>
        <div>
          <label htmlFor="post-category" className={labelClass}>
            Category
          </label>
          <select
            id="post-category"
            value={form.category}
            onChange={(e) => set('category', e.target.value)}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={describedBy('post-category', { error: errors.category })}
            className={`${fieldClass} h-[2.625rem]`}
          >
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          <FieldError id="post-category" message={errors.category} />
        </div>
      </div>

      <TagInput id="post-tags" tags={form.tags} error={errors.tags} onChange={(tags) => set('tags', tags)} />

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-4">
          <div className="flex items-center gap-3">
            <button
              id="post-published"
              type="button"
              role="switch"
              aria-checked={form.published}
              aria-labelledby="post-published-label"
              aria-describedby="post-published-state"
              onClick={() => set('published', !form.published)}
              className="group relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-navy-300 transition-colors aria-checked:bg-emerald-700"
            >
              <span
                aria-hidden="true"
                className="inline-block h-5 w-5 translate-x-1 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-6"
              />
            </button>
            <div>
              <span id="post-published-label" className={labelClass}>
                Published
              </span>
              <span
                id="post-published-state"
                className={`block text-xs font-medium ${form.published ? 'text-emerald-800' : 'text-navy-600'}`}
              >
                {form.published ? 'Published: visible on the blog' : 'Draft: only staff can see it'}
              </span>
            </div>
          </div>
          <div className="flex items-center gap-3">
            <input
              id="post-featured"
              type="checkbox"
              checked={form.featured}
              onChange={(e) => set('featured', e.target.checked)}
              aria-describedby="post-featured-hint"
              className="h-5 w-5 shrink-0 cursor-pointer accent-navy-900"
            />
            <div>
              <label htmlFor="post-featured" className={`${labelClass} cursor-pointer`}>
                Featured
              </label>
              <span id="post-featured-hint" className="block text-xs text-navy-600">
                Spans two columns on the blog list.
              </span>
            </div>
          </div>
        </div>
        <div>
          <label htmlFor="post-published-at" className={labelClass}>
            Publish date and time (UK time)
          </label>
          <input
            id="post-published-at"
            type="datetime-local"
            value={form.publishedAt}
            onChange={(e) => set('publishedAt', e.target.value)}
            aria-invalid={errors.publishedAt ? true : undefined}
            aria-describedby={describedBy('post-published-at', { hint: true, error: errors.publishedAt })}
            className={fieldClass}
          />
          <Hint id="post-published-at">{publishHint(form.published, form.publishedAt)}</Hint>
          <FieldError id="post-published-at" message={errors.publishedAt} />
        </div>
      </div>

      <fieldset className="space-y-4 rounded-xl border border-navy-100 p-4">
        <legend className="px-1 text-sm font-semibold text-navy-900">Search engines and sharing</legend>
        <div>
          <label htmlFor="post-meta-title" className={labelClass}>
            Meta title
          </label>
          <input
            id="post-meta-title"
            type="text"
            value={form.metaTitle}
            maxLength={META_TITLE_MAX}
            placeholder={form.title.slice(0, META_TITLE_MAX) || 'Defaults to the title'}
            onChange={(e) => set('metaTitle', e.target.value)}
            aria-invalid={errors.metaTitle ? true : undefined}
            aria-describedby={describedBy('post-meta-title', { counter: true, error: errors.metaTitle })}
            className={fieldClass}
          />
          <CharCounter id="post-meta-title" value={form.metaTitle} max={META_TITLE_MAX} />
          <FieldError id="post-meta-title" message={errors.metaTitle} />
        </div>
        <div>
          <label htmlFor="post-meta-description" className={labelClass}>
            Meta description
          </label>
          <textarea
            id="post-meta-description"
            rows={3}
            value={form.metaDescription}
            maxLength={META_DESCRIPTION_MAX}
            placeholder="Defaults to the excerpt"
            onChange={(e) => set('metaDescription', e.target.value)}
            aria-invalid={errors.metaDescription ? true : undefined}
            aria-describedby={describedBy('post-meta-description', { counter: true, error: errors.metaDescription })}
            className={fieldClass}
          />
          <CharCounter id="post-meta-description" value={form.metaDescription} max={META_DESCRIPTION_MAX} />
          <FieldError id="post-meta-description" message={errors.metaDescription} />
        </div>
        <ShareImageField
          id="post-share-image"
          value={form.shareImageId ?? ''}
          error={errors.shareImageId}
          onChange={(v) => set('shareImageId', v || null)}
        />
      </fieldset>
    </div>
  );
}
