import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { Download, Plus } from 'lucide-react';
import type { BlogPost } from '../../../lib/server/repositories/blog-posts.ts';
import type { AdminPost } from '../../../lib/server/repositories/blog-admin.ts';
import { POST_BIN_DAYS, type PostListFilter } from '../../../lib/admin/post-list.ts';
import { PostFilters } from './PostFilters.tsx';
import { PostBulkBar } from './PostBulkBar.tsx';
import { buttonClasses } from '../../ui/button-styles.ts';
import { Toaster, useToasts } from '../../islands/Toaster.tsx';
import { PostList } from './PostList.tsx';
import { PostEditorDialog } from './PostEditorDialog.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Modal } from '../ui/Modal.tsx';
import { AddExistingPanel, type SamplePost } from './AddExistingPanel.tsx';
import { emptyForm, postToForm, type PostForm } from './post-form.ts';

interface Props {
  initialPosts: AdminPost[];
  /** The search, filters and view (posts or bin) in the URL. */
  filter: PostListFilter;
  categories: string[];
  /** The business name: the author of a new post. */
  defaultAuthor: string;
  /** The server's clock when the page was rendered (Scheduled badges). */
  renderedAt: number;
  /** The sample articles 'Add Existing Blogs' would add now (it names them before adding). */
  samples: SamplePost[];
  /** /admin/blog?add=existing: the confirmation shown in the page (how it works without JavaScript). */
  confirmAdd: boolean;
  /** What the last plain-form 'Add Existing Blogs' did. */
  notice?: string | undefined;
}

export function BlogTab({
  initialPosts,
  filter,
  categories,
  defaultAuthor,
  renderedAt,
  samples: initialSamples,
  confirmAdd,
  notice,
}: Props) {
  const [samples, setSamples] = useState(initialSamples);
  const [asking, setAsking] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [posts, setPosts] = useState(initialPosts);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const inBin = filter.view === 'bin';
  const filtered = Boolean(filter.q || filter.status || filter.category);
  const [now, setNow] = useState(renderedAt);
  const [editing, setEditing] = useState<{ key: number; form: PostForm } | null>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);
  const [busy, setBusy] = useState<'add' | 'delete' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const sessions = useRef(0);
  const { toasts, push, dismiss } = useToasts();

  useEffect(() => setNow(Date.now()), [posts]);
  useEffect(() => {
    setHydrated(true);
    if (notice) push('success', notice);
    // The in-page confirmation (no-JS path) becomes the dialog once the script runs.
    if (confirmAdd) setAsking(true);
  }, [notice, confirmAdd, push]);

  /** Reloads the list; on failure the old list stays. */
  async function reload() {
    try {
      const { data, error } = await actions.admin.blog.list(filter);
      if (error) throw error;
      setPosts(data);
      setSelected((sel) => new Set(data.map((p) => p.id).filter((id) => sel.has(id))));
    } catch {
      push('error', 'Error loading blog posts');
    }
  }

  function open(form: PostForm) {
    sessions.current += 1;
    setEditing({ key: sessions.current, form });
  }

  async function addExisting(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget, e.nativeEvent.submitter);
    setBusy('add');
    try {
      const { data, error } = await actions.admin.blog.addExisting(form as never); // a form action (staffAction types it by its schema)
      if (error) {
        push('error', error.message || 'Error adding existing blogs');
      } else if (data.failed.length > 0) {
        for (const title of data.failed) push('error', `Error adding blog: ${title}`);
      } else if (data.added === 0) {
        push('info', 'They were all here already: nothing changed.');
      } else {
        push(
          'success',
          `Added ${data.added} sample article${data.added === 1 ? '' : 's'}${data.published ? ', published on /blog' : ' as drafts'}.`,
        );
      }
      if (!error) setSamples((list) => list.filter((p) => data.failed.includes(p.title)));
    } catch {
      push('error', 'Error adding existing blogs');
    }
    setAsking(false);
    await reload();
    setBusy(null);
  }

  async function restore(post: BlogPost) {
    try {
      const { error } = await actions.admin.blogBulk.apply({ ids: [post.id], op: 'restore' });
      if (error) throw error;
      push('success', `Restored “${post.title || post.slug}”.`);
      await reload();
      heading.current?.focus();
    } catch {
      push('error', 'Error restoring the post');
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy('delete');
    let ok = false;
    try {
      const { error } = await actions.admin.blog.remove({ id: deleting.id });
      if (error) push('error', error.code === 'NOT_FOUND' ? error.message : 'Error deleting blog post');
      else ok = true;
    } catch {
      push('error', 'Error deleting blog post');
    }
    setBusy(null);
    setDeleting(null);
    if (ok) {
      push('success', `Moved to the bin: you can restore it for ${POST_BIN_DAYS} days.`);
      await reload();
      // The row and its buttons are gone: continue from the list heading.
      heading.current?.focus();
    }
  }

  return (
    <section aria-labelledby="blog-heading" className="rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="blog-heading" ref={heading} tabIndex={-1} className="text-xl font-bold text-navy-950 focus:outline-none">
            Blog Management
          </h2>
          <p className="mt-1 text-sm text-navy-600">
            {inBin
              ? `${posts.length} in the bin. Each is deleted for good ${POST_BIN_DAYS} days after it was binned.`
              : `${posts.length} ${posts.length === 1 ? 'post' : 'posts'}${filtered ? ' match' : ''}, newest first. Published posts appear on /blog; drafts only here and in Preview.`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href="/admin/blog?add=existing"
            aria-haspopup={hydrated ? 'dialog' : undefined}
            onClick={(e) => {
              e.preventDefault();
              if (busy === null) setAsking(true);
            }}
            className={buttonClasses('outline', 'sm')}
          >
            <Download aria-hidden="true" className="h-4 w-4" /> {busy === 'add' ? 'Adding...' : 'Add Existing Blogs'}
          </a>
          <button type="button" onClick={() => open(emptyForm(defaultAuthor))} className={buttonClasses('mustard', 'sm')}>
            <Plus aria-hidden="true" className="h-4 w-4" /> New Post
          </button>
        </div>
      </div>

      {confirmAdd && !hydrated && (
        <section aria-labelledby="add-existing-title" className="mt-5 rounded-xl border border-mustard-300 bg-mustard-50 p-4">
          <h3 id="add-existing-title" className="text-lg font-bold text-navy-950">
            Add the sample articles?
          </h3>
          <div className="mt-2">
            <AddExistingPanel samples={samples} cancelHref="/admin/blog" />
          </div>
        </section>
      )}
      <div className="mt-5 space-y-3">
        <PostFilters filter={filter} categories={categories} />
        {posts.length > 0 && (
          <PostBulkBar
            pageIds={posts.map((p) => p.id)}
            selected={selected}
            inBin={inBin}
            onSelect={(ids) => setSelected(new Set(ids))}
            toast={push}
            onDone={reload}
          />
        )}
        <PostList
          posts={posts}
          now={now}
          inBin={inBin}
          filtered={filtered}
          selected={selected}
          onToggle={(id, on) =>
            setSelected((sel) => {
              const next = new Set(sel);
              if (on) next.add(id);
              else next.delete(id);
              return next;
            })
          }
          onEdit={(p) => open(postToForm(p))}
          onDelete={setDeleting}
          onRestore={restore}
        />
      </div>

      {editing && (
        <PostEditorDialog
          key={editing.key}
          initial={editing.form}
          toast={push}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        >
          <Toaster toasts={toasts} dismiss={dismiss} />
        </PostEditorDialog>
      )}
      {deleting && (
        <ConfirmDialog
          message={`Move “${deleting.title || deleting.slug}” to the bin? It leaves the site at once; you can restore it for ${POST_BIN_DAYS} days.`}
          confirmLabel="Move to bin"
          busy={busy === 'delete'}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
      <Modal open={asking} onClose={() => busy === null && setAsking(false)} title="Add the sample articles?">
        <AddExistingPanel
          samples={samples}
          busy={busy === 'add'}
          onSubmit={addExisting}
          cancelHref="/admin/blog"
          onCancel={() => setAsking(false)}
        />
      </Modal>
      {/* Outside an open modal everything is inert: the dialog shows the toasts then. */}
      <Toaster toasts={editing ? [] : toasts} dismiss={dismiss} />
    </section>
  );
}
