import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { actions } from 'astro:actions';
import { Eye, History, Pencil, X } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { PostFields } from './PostFields.tsx';
import { PostSettings } from './PostSettings.tsx';
import { PostPreview } from './PostPreview.tsx';
import { SharePreview } from '../preview/SharePreview.tsx';
import { useModalDialog } from '../ui/use-modal-dialog.ts';
import { fieldErrorsFrom, formToPayload, storedToForm, type PostForm } from './post-form.ts';
import { SaveConflict, useVersionedSave } from '../ui/versioned-save.tsx';
import { PresenceNotice, usePresence } from '../PresenceNotice.tsx';

/** What the form would send, for comparing with the stored post (dates as instants). */
const comparable = (f: PostForm) => {
  const {
    id: _id,
    version: _v,
    overwrite: _o,
    publishedAt,
    ...rest
  } = formToPayload(f) as ReturnType<typeof formToPayload> & {
    id?: string;
    version?: number;
    overwrite?: boolean;
  };
  return { ...rest, publishedAt: publishedAt ? new Date(publishedAt).toISOString() : null };
};

interface Props {
  initial: PostForm;
  onClose: () => void;
  onSaved: () => void;
  toast: (kind: 'error' | 'success' | 'info', message: string) => void;
  /** The toaster: inside the modal, where it is not inert and is announced. */
  children?: ReactNode;
}

// Mounted while open. A native modal <dialog>: focus stays inside, Escape
// asks to close (and, with unsaved changes, to confirm), focus goes back to
// the button that opened it.
export function PostEditorDialog({ initial, onClose, onSaved, toast, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLInputElement>(null);
  const keepEditing = useRef<HTMLButtonElement>(null);
  const [form, setForm] = useState(initial);
  const [preview, setPreview] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [errorFocus, setErrorFocus] = useState(0);
  const editing = !!initial.id;
  const failed = editing ? 'Error updating blog post' : 'Error creating blog post';
  const saving = useVersionedSave({
    send: (post: PostForm, overwrite) => {
      setConfirming(false);
      return actions.admin.blog.save(formToPayload(post, overwrite));
    },
    onSaved: () => {
      toast('success', 'Blog post saved successfully!');
      finish(onSaved);
    },
    // The post's own fields only: the share image has its own picker and message.
    errorsOf: fieldErrorsFrom,
    onRefused: (error, fields) => {
      const first = Object.values(fields).find(Boolean);
      setPreview(false);
      if (first) toast('error', `${failed}: ${first}`);
      else if (error.code === 'NOT_FOUND' || error.code === 'UNAUTHORIZED' || error.code === 'FORBIDDEN')
        toast('error', error.message);
      else toast('error', failed);
      setErrorFocus((n) => n + 1);
    },
    onUnreachable: () => toast('error', `${failed}: the server could not be reached.`),
  });
  const { errors, setErrors } = saving;
  const others = usePresence('post', initial.id ?? null);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);

  useModalDialog(dialog, true, title);
  useEffect(() => {
    if (confirming) keepEditing.current?.focus();
  }, [confirming]);
  // After a failed save, take the keyboard to the first field with a problem.
  useEffect(() => {
    if (errorFocus) dialog.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorFocus]);

  // Closing unmounts the dialog; the modal hook then returns focus to the opener.
  function finish(after: () => void) {
    dialog.current?.close();
    after();
  }
  // Where the keyboard was when "Discard?" was asked: it goes back there.
  const beforeConfirm = useRef<HTMLElement | null>(null);
  function keepEditingNow() {
    setConfirming(false);
    const back = beforeConfirm.current;
    requestAnimationFrame(() => (back?.isConnected ? back : title.current)?.focus());
  }
  function requestClose() {
    if (saving.busy) return;
    if (confirming) return keepEditingNow();
    if (!dirty) return finish(onClose);
    beforeConfirm.current = document.activeElement as HTMLElement | null;
    setConfirming(true);
  }
  function set<K extends keyof PostForm>(key: K, value: PostForm[K]) {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
    setConfirming(false);
  }

  // The preview is drawn by the server from the unsaved fields (PostPreview).
  function showPreview() {
    setPreview(true);
  }

  function onKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key !== 'Escape') return;
    // Handled here rather than by the dialog's own cancel, which browsers may
    // force through on a second Escape. (The link/image bar stops its own
    // Escape from getting here; the editor's "select parent node" on Escape
    // gives way to closing.)
    e.preventDefault();
    requestClose();
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="post-dialog-title"
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        requestClose();
      }}
      className="m-auto h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-4xl flex-col overflow-hidden rounded-2xl bg-paper p-0 text-navy-900 shadow-2xl backdrop:bg-navy-950/60 open:flex sm:h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)]"
    >
      <div className="flex items-center justify-between gap-4 border-b border-navy-100 px-4 py-3 sm:px-6">
        <h2 id="post-dialog-title" className="text-xl font-bold text-navy-950">
          {editing ? 'Edit Blog Post' : 'Create New Blog Post'}
        </h2>
        <div className="flex items-center gap-2">
          {/* Published versions of this post: compare and restore (a new tab keeps this form open). */}
          {initial.id && (
            <a
              href={`/admin/blog/${encodeURIComponent(initial.id)}/history`}
              target="_blank"
              rel="noopener"
              className={buttonClasses('ghost', 'sm')}
            >
              <History aria-hidden="true" className="h-4 w-4" /> History<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          <button
            type="button"
            onClick={requestClose}
            aria-label="Close"
            className="cursor-pointer rounded-md p-1.5 text-navy-600 hover:bg-navy-50"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      </div>
      <form onSubmit={(e) => saving.submit(e, form)} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="relative min-h-0 flex-1">
          <div className="h-full overflow-y-auto px-4 py-5 sm:px-6">
            <PresenceNotice others={others} what="post" />
            {/* Someone saved this post since it was opened: theirs beside this form, and the editor chooses. */}
            {initial.id && (
              <SaveConflict
                saving={saving}
                mine={form}
                theirs={(info) => storedToForm(initial.id!, info.version, info.stored)}
                compared={comparable}
                onReload={(info) => setForm(storedToForm(initial.id!, info.version, info.stored))}
                className="mb-6"
              />
            )}
            <div hidden={preview} className="space-y-8">
              <PostFields form={form} errors={errors} set={set} titleRef={title} />
              <PostSettings form={form} errors={errors} set={set} />
              {/* A saved post only: the link shows what is saved, not these unsaved fields. */}
              {initial.id && <SharePreview kind="post" itemKey={initial.id} />}
            </div>
            {preview && <PostPreview form={form} />}
          </div>
          {/* The transform makes this box the toaster's frame: toasts sit over
              the fields' bottom corner, never over the Save button. */}
          <div className="pointer-events-none absolute inset-0 [transform:translateZ(0)]">{children}</div>
        </div>
        <div className="border-t border-navy-100 bg-navy-50 px-4 py-3 sm:px-6">
          {confirming ? (
            <div role="group" aria-labelledby="post-discard-question" className="flex flex-wrap items-center justify-end gap-2">
              <p id="post-discard-question" className="mr-auto text-sm font-semibold text-navy-900">
                Discard your unsaved changes?
              </p>
              <button ref={keepEditing} type="button" onClick={keepEditingNow} className={buttonClasses('outline', 'sm')}>
                Keep editing
              </button>
              <button type="button" onClick={() => finish(onClose)} className={buttonClasses('destructive', 'sm')}>
                Discard changes
              </button>
            </div>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-2">
              {preview ? (
                <button type="button" onClick={() => setPreview(false)} className={buttonClasses('outline', 'sm')}>
                  <Pencil aria-hidden="true" className="h-4 w-4" /> Back to editing
                </button>
              ) : (
                <button type="button" onClick={showPreview} className={buttonClasses('outline', 'sm')}>
                  <Eye aria-hidden="true" className="h-4 w-4" /> Preview
                </button>
              )}
              <div className="flex gap-2">
                <button type="button" onClick={requestClose} disabled={saving.busy} className={buttonClasses('ghost', 'sm')}>
                  Cancel
                </button>
                <button type="submit" disabled={saving.busy} className={buttonClasses('default', 'sm')}>
                  {saving.busy ? 'Saving...' : editing ? 'Save changes' : 'Create post'}
                </button>
              </div>
            </div>
          )}
        </div>
      </form>
    </dialog>
  );
}
