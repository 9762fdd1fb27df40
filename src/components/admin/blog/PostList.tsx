import { Eye, ExternalLink, Pencil, RotateCcw, Star, Trash2 } from 'lucide-react';
import type { BlogPost } from '../../../lib/server/repositories/blog-posts.ts';
import type { AdminPost } from '../../../lib/server/repositories/blog-admin.ts';
import { POST_BIN_DAYS } from '../../../lib/admin/post-list.ts';
import { formatPostDate } from '../../../lib/blog/format.ts';
import { buttonClasses } from '../../ui/button-styles.ts';
import { postStatus, type PostStatus } from './post-form.ts';

interface Props {
  posts: AdminPost[];
  now: number;
  /** The bin: restore instead of edit and delete. */
  inBin: boolean;
  /** A search or filter is applied (the empty message says so). */
  filtered: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onEdit: (post: BlogPost) => void;
  onDelete: (post: BlogPost) => void;
  onRestore: (post: BlogPost) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';
const STATUS: Record<PostStatus, { label: string; className: string }> = {
  published: { label: 'Published', className: 'bg-emerald-100 text-emerald-900' },
  // Not live yet: one badge that says so, never 'Published' beside it.
  scheduled: { label: 'Scheduled', className: 'bg-mustard-100 text-mustard-900' },
  draft: { label: 'Draft', className: 'bg-navy-100 text-navy-800' },
};

function dateLine(post: BlogPost, status: PostStatus): string {
  if (status === 'draft') return `Created ${formatPostDate(post.createdAt)}`;
  const when = formatPostDate(post.publishedAt);
  return status === 'scheduled' ? `Goes live ${when}` : `Published ${when}`;
}

export function PostList({ posts, now, inBin, filtered, selected, onToggle, onEdit, onDelete, onRestore }: Props) {
  if (posts.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-navy-200 px-4 py-10 text-center text-navy-600">
        {filtered
          ? 'No posts match this search.'
          : inBin
            ? `The bin is empty. Deleted posts wait here for ${POST_BIN_DAYS} days before they go for good.`
            : 'No blog posts yet. Use ‘New Post’ to write one, or ‘Add Existing Blogs’.'}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-navy-100 rounded-xl border border-navy-100">
      {posts.map((post) => {
        const status = postStatus(post, now);
        const extra = post.tags.length - 2;
        return (
          <li
            key={post.id}
            className={`flex flex-col gap-3 p-4 pl-12 relative lg:flex-row lg:items-center lg:justify-between ${selected.has(post.id) ? 'bg-navy-50' : ''}`}
          >
            <input
              type="checkbox"
              checked={selected.has(post.id)}
              onChange={(e) => onToggle(post.id, e.target.checked)}
              aria-label={`Select “${post.title || post.slug}”`}
              className="absolute left-4 top-5 h-5 w-5 accent-navy-800"
            />
            <div className="min-w-0 flex-1">
              <h3 className="font-display text-base font-bold text-navy-950 sm:text-lg">{post.title || 'Untitled post'}</h3>
              <p className="mt-0.5 truncate font-mono text-xs text-navy-600">/{post.slug}</p>
              <div className="mt-2 flex flex-wrap items-center gap-1.5">
                <span className={`${pill} ${STATUS[status].className}`}>{STATUS[status].label}</span>
                {post.featured && (
                  <span className={`${pill} bg-mustard-400 text-navy-950`}>
                    <Star aria-hidden="true" className="h-3 w-3" /> Featured
                  </span>
                )}
                <span className={`${pill} border border-navy-200 text-navy-800`}>{post.category}</span>
                {post.tags.slice(0, 2).map((t) => (
                  <span key={t} className={`${pill} bg-navy-50 font-medium text-navy-700`}>
                    {t}
                  </span>
                ))}
                {extra > 0 && <span className="text-xs font-medium text-navy-600">+{extra} more</span>}
              </div>
              <p className="mt-2 text-xs text-navy-600">
                {post.deletedAt
                  ? `Moved to the bin ${formatPostDate(post.deletedAt)}; deleted for good ${formatPostDate(
                      new Date(Date.parse(post.deletedAt) + POST_BIN_DAYS * DAY_MS).toISOString(),
                    )}`
                  : dateLine(post, status)}
              </p>
            </div>
            {inBin ? (
              <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
                <button
                  type="button"
                  onClick={() => onRestore(post)}
                  aria-label={`Restore “${post.title || post.slug}”`}
                  className={buttonClasses('outline', 'sm')}
                >
                  <RotateCcw aria-hidden="true" className="h-4 w-4" /> Restore
                </button>
              </div>
            ) : (
              <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
                <button
                  type="button"
                  onClick={() => onEdit(post)}
                  aria-label={`Edit “${post.title || post.slug}”`}
                  className={buttonClasses('default', 'sm')}
                >
                  <Pencil aria-hidden="true" className="hidden h-4 w-4 sm:block" /> Edit
                </button>
                {status === 'published' && (
                  <a
                    href={`/blog/${post.slug}`}
                    target="_blank"
                    rel="noopener"
                    aria-label={`View “${post.title || post.slug}” on the site (opens in a new tab)`}
                    className={buttonClasses('outline', 'sm')}
                  >
                    <ExternalLink aria-hidden="true" className="hidden h-4 w-4 sm:block" /> View
                  </a>
                )}
                <a
                  href={`/admin/blog/preview/${post.id}`}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Preview “${post.title || post.slug}” (opens in a new tab)`}
                  className={buttonClasses('outline', 'sm')}
                >
                  <Eye aria-hidden="true" className="hidden h-4 w-4 sm:block" /> Preview
                </a>
                <button
                  type="button"
                  onClick={() => onDelete(post)}
                  aria-label={`Delete “${post.title || post.slug}”`}
                  title="Delete"
                  className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50')}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" /> <span className="sr-only sm:not-sr-only">Delete</span>
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
