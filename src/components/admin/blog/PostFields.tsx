import type { Ref } from 'react';
import { slugify } from '../../../lib/blog/slugify.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import { describedBy, FieldError, fieldClass, Hint, labelClass } from '../ui/Field.tsx';
import type { FieldErrors, PostForm } from './post-form.ts';
import { POST_EXCERPT_MAX, POST_SLUG_MAX, POST_TITLE_MAX } from '../../../lib/admin/blog.ts';

export interface FieldsProps {
  form: PostForm;
  errors: FieldErrors;
  set: <K extends keyof PostForm>(key: K, value: PostForm[K]) => void;
}

/** Title, slug, excerpt and the article body. */
export function PostFields({ form, errors, set, titleRef }: FieldsProps & { titleRef: Ref<HTMLInputElement> }) {
  const generated = slugify(form.title);
  const slugPreview = slugify(form.slug) || generated;
  return (
    <div className="space-y-5">
      <div>
        <label htmlFor="post-title" className={labelClass}>
          Title
        </label>
        <input
          ref={titleRef}
          id="post-title"
          type="text"
          value={form.title}
          maxLength={POST_TITLE_MAX}
          onChange={(e) => set('title', e.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy('post-title', { error: errors.title })}
          className={`${fieldClass} text-lg font-semibold`}
        />
        <FieldError id="post-title" message={errors.title} />
      </div>

      <div>
        <label htmlFor="post-slug" className={labelClass}>
          Slug
        </label>
        <div className="mt-1 flex items-stretch">
          <span
            aria-hidden="true"
            className="inline-flex items-center rounded-l-lg border border-r-0 border-navy-200 bg-navy-50 px-3 font-mono text-sm text-navy-600"
          >
            /blog/
          </span>
          <input
            id="post-slug"
            type="text"
            value={form.slug}
            maxLength={POST_SLUG_MAX}
            spellCheck={false}
            autoComplete="off"
            placeholder={generated || 'generated-from-the-title'}
            onChange={(e) => set('slug', e.target.value)}
            aria-invalid={errors.slug ? true : undefined}
            aria-describedby={describedBy('post-slug', { hint: true, error: errors.slug })}
            className={`${fieldClass} mt-0! min-w-0 rounded-l-none font-mono text-sm`}
          />
        </div>
        <Hint id="post-slug">
          {form.slug ? (
            slugPreview !== form.slug ? (
              <>
                Will be saved as <span className="font-mono">{slugPreview || '…'}</span>.
              </>
            ) : (
              'The address of the post.'
            )
          ) : (
            'Leave empty to generate it from the title.'
          )}
          {form.id && form.published ? ' Changing it redirects the old address to the new one.' : ''}
        </Hint>
        <FieldError id="post-slug" message={errors.slug} />
      </div>

      <div>
        <label htmlFor="post-excerpt" className={labelClass}>
          Excerpt
        </label>
        <textarea
          id="post-excerpt"
          rows={3}
          value={form.excerpt}
          maxLength={POST_EXCERPT_MAX}
          onChange={(e) => set('excerpt', e.target.value)}
          aria-invalid={errors.excerpt ? true : undefined}
          aria-describedby={describedBy('post-excerpt', { hint: true, error: errors.excerpt })}
          className={fieldClass}
        />
        <Hint id="post-excerpt">Shown on the blog list and in search results when there is no meta description.</Hint>
        <FieldError id="post-excerpt" message={errors.excerpt} />
      </div>

      <div>
        <p id="post-content-label" className={labelClass}>
          Content
        </p>
        <RichTextEditor
          labelId="post-content-label"
          describedBy={describedBy('post-content', { error: errors.content })}
          invalid={!!errors.content}
          initialHtml={form.content}
          onChange={(html) => set('content', html)}
        />
        <FieldError id="post-content" message={errors.content} />
      </div>
    </div>
  );
}
