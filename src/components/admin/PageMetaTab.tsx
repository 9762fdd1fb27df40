import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { Pencil } from 'lucide-react';
import { buttonClasses } from '../ui/button-styles.ts';
import { Toaster, useToasts } from '../islands/Toaster.tsx';
import { Modal, fieldClass, labelClass } from './ui/Modal.tsx';
import type { PageMeta } from '../../lib/server/repositories/page-meta.ts';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '../../lib/admin/blog.ts';
import { ShareImageField } from './ShareImageField.tsx';
import { ConflictPanel, labelDifferences } from './ui/ConflictPanel.tsx';
import { useVersionConflict } from './ui/use-version-conflict.ts';
import { valueDifferences } from '../../lib/admin/versions.ts';

type Row = PageMeta & { version: number };

export function PageMetaTab({ initial }: { initial: Row[] }) {
  const [rows, setRows] = useState(initial);
  const [editing, setEditing] = useState<Row | null>(null);
  const stale = useVersionConflict();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [shareImageId, setShareImageId] = useState('');
  const [saving, setSaving] = useState(false);
  const { toasts, push, dismiss } = useToasts();

  const open = (row: Row) => {
    stale.clear();
    setEditing(row);
    setTitle(row.metaTitle);
    setDescription(row.metaDescription);
    setShareImageId(row.shareImageId ?? '');
  };
  const values = () => ({ metaTitle: title, metaDescription: description, shareImageId: shareImageId || null });
  async function save(e: FormEvent | null, overwrite = false) {
    e?.preventDefault();
    if (!editing) return;
    setSaving(true);
    const { error } = await actions.admin.pageMeta.update({ id: editing.id, ...values(), version: editing.version, overwrite });
    setSaving(false);
    if (error && stale.take(error)) return;
    if (error)
      return push(
        'error',
        error.code === 'BAD_REQUEST'
          ? error.message.replace(/^Failed to validate.*/s, 'Error updating page meta')
          : 'Error updating page meta',
      );
    push('success', 'Page meta updated successfully!');
    setEditing(null);
    const reloaded = await actions.admin.pageMeta.list({});
    if (reloaded.error) push('error', 'Error loading page meta');
    else setRows(reloaded.data);
  }

  return (
    <section aria-labelledby="page-meta-heading" className="rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
      <h2 id="page-meta-heading" className="text-xl font-bold text-navy-950">
        Page Meta
      </h2>
      <p className="mt-1 text-sm text-navy-600">
        The title and description search engines and social previews show for each public page.
      </p>
      <ul className="mt-4 divide-y divide-navy-100">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold text-navy-950">
                {row.pageName} <span className="font-mono text-xs font-normal text-navy-500">{row.pagePath}</span>
              </p>
              <p className="mt-1 text-sm text-navy-800">
                <span className="font-medium">Title:</span> {row.metaTitle || <em className="text-navy-500">Not set</em>}
              </p>
              <p className="mt-0.5 text-sm text-navy-700">
                <span className="font-medium">Description:</span>{' '}
                {row.metaDescription || <em className="text-navy-500">Not set</em>}
              </p>
              <p className="mt-0.5 text-sm text-navy-700">
                <span className="font-medium">Share image:</span>{' '}
                {row.shareImageId ? (
                  <span className="font-mono text-xs">{row.shareImageId}</span>
                ) : (
                  'Generated card with the title'
                )}
              </p>
            </div>
            <button
              type="button"
              onClick={() => open(row)}
              className={buttonClasses('outline', 'sm')}
              aria-label={`Edit meta for ${row.pageName}`}
            >
              <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
            </button>
          </li>
        ))}
      </ul>
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={`Edit meta: ${editing?.pageName ?? ''}`}>
        <form onSubmit={save} className="space-y-4">
          {stale.conflict && editing && (
            <ConflictPanel
              conflict={stale.conflict.info}
              message={stale.conflict.message}
              busy={saving}
              differences={labelDifferences(valueDifferences(values(), stale.conflict.info.stored))}
              onReload={() => {
                const theirs = stale.conflict!.info;
                open({ ...editing, ...(theirs.stored as Partial<Row>), version: theirs.version });
              }}
              onOverwrite={() => {
                stale.clear();
                void save(null, true);
              }}
            />
          )}
          <div>
            <label htmlFor="meta-title" className={labelClass}>
              Meta title
            </label>
            <input
              id="meta-title"
              value={title}
              maxLength={META_TITLE_MAX}
              onChange={(e) => setTitle(e.target.value)}
              aria-describedby="meta-title-count"
              className={fieldClass}
            />
            <p id="meta-title-count" className="mt-1 text-xs text-navy-600">
              {title.length}/{META_TITLE_MAX} characters
            </p>
          </div>
          <div>
            <label htmlFor="meta-description" className={labelClass}>
              Meta description
            </label>
            <textarea
              id="meta-description"
              value={description}
              maxLength={META_DESCRIPTION_MAX}
              rows={3}
              onChange={(e) => setDescription(e.target.value)}
              aria-describedby="meta-description-count"
              className={fieldClass}
            />
            <p id="meta-description-count" className="mt-1 text-xs text-navy-600">
              {description.length}/{META_DESCRIPTION_MAX} characters
            </p>
          </div>
          <ShareImageField id="meta-share-image" value={shareImageId} onChange={setShareImageId} />
          <div className="flex justify-end gap-2">
            <button type="button" onClick={() => setEditing(null)} className={buttonClasses('ghost')}>
              Cancel
            </button>
            <button type="submit" disabled={saving} className={buttonClasses('default')}>
              {saving ? 'Saving...' : 'Save'}
            </button>
          </div>
        </form>
      </Modal>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </section>
  );
}
