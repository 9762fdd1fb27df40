import { Search, Trash2 } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { fieldClass, labelClass } from '../ui/Modal.tsx';
import { POST_SEARCH_MAX, postListQuery, type PostListFilter } from '../../../lib/admin/post-list.ts';

const STATUS_OPTIONS = [
  ['', 'Any status'],
  ['published', 'Published'],
  ['scheduled', 'Scheduled'],
  ['draft', 'Draft'],
] as const;

/**
 * Search and filters as a plain GET form: the result is a URL that can be
 * shared or bookmarked, and it works before (or without) JavaScript.
 */
export function PostFilters({ filter, categories }: { filter: PostListFilter; categories: string[] }) {
  const inBin = filter.view === 'bin';
  const viewLink = (view: '' | 'bin', label: string) => (
    <a
      href={`/admin/blog${postListQuery({ ...filter, view })}`}
      aria-current={filter.view === view ? 'page' : undefined}
      className="flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium text-navy-700 hover:bg-navy-50 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
    >
      {view === 'bin' && <Trash2 aria-hidden="true" className="h-4 w-4" />} {label}
    </a>
  );
  return (
    <div className="space-y-3">
      <nav aria-label="Posts or bin" className="flex w-fit gap-1 rounded-xl border border-navy-100 p-1">
        {viewLink('', 'Posts')}
        {viewLink('bin', 'Bin')}
      </nav>
      <form
        method="get"
        action="/admin/blog"
        role="search"
        className="grid gap-3 rounded-lg bg-navy-50 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      >
        {inBin && <input type="hidden" name="view" value="bin" />}
        <div>
          <label htmlFor="post-q" className={labelClass}>
            Search titles and excerpts
          </label>
          <input id="post-q" name="q" type="search" maxLength={POST_SEARCH_MAX} defaultValue={filter.q} className={fieldClass} />
        </div>
        <div>
          <label htmlFor="post-status" className={labelClass}>
            Status
          </label>
          <select id="post-status" name="status" defaultValue={filter.status} className={fieldClass}>
            {STATUS_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="post-category" className={labelClass}>
            Category
          </label>
          <select id="post-category" name="category" defaultValue={filter.category} className={fieldClass}>
            <option value="">Any category</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonClasses('default', 'default')}>
            <Search aria-hidden="true" className="h-4 w-4" /> Find
          </button>
          {(filter.q || filter.status || filter.category) && (
            <a href={`/admin/blog${inBin ? '?view=bin' : ''}`} className={buttonClasses('ghost', 'default')}>
              Clear
            </a>
          )}
        </div>
      </form>
    </div>
  );
}
