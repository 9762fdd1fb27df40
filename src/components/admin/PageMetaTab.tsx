import { useMemo, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import { Pencil } from 'lucide-react';
import { buttonClasses } from '../ui/button-styles.ts';
import { Toaster, useToasts } from '../islands/Toaster.tsx';
import { Modal, fieldClass, labelClass } from './ui/Modal.tsx';
import { FieldError } from './ui/Field.tsx';
import { readFieldErrors } from '../../lib/field-errors.ts';
import { PAGE_META_LIMITS } from '../../lib/admin/page-meta.ts';
import { fillOfferTokens, offerTokenValues } from '../../lib/page-content/offer-tokens.ts';
import type { PageMetaAdminData } from '../../lib/server/loaders/page-meta-admin.ts';
import { ShareImageField } from './ShareImageField.tsx';
import { MetaPreview } from './MetaPreview.tsx';
import { InsertOfferFigure } from './content/InsertOfferFigure.tsx';
import { SaveConflict, useVersionedSave } from './ui/versioned-save.tsx';

type Row = PageMetaAdminData['rows'][number];

/** Characters typed against where Google cuts; amber past the cut (saved whole up to the hard maximum). */
function Count({ id, shown, soft }: { id: string; shown: string; soft: number }) {
  const over = shown.length > soft;
  return (
    <p id={`${id}-count`} className={`mt-1 text-xs ${over ? 'font-semibold text-mustard-900' : 'text-navy-600'}`}>
      {shown.length} characters{over ? `: Google shows about ${soft}` : ` of about ${soft} Google shows`}
    </p>
  );
}

export function PageMetaTab({ rows: initial, offers, site }: PageMetaAdminData) {
  const [rows, setRows] = useState(initial);
  const [editing, setEditing] = useState<Row | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [shareImageId, setShareImageId] = useState('');
  const values = { metaTitle: title, metaDescription: description, shareImageId: shareImageId || null };
  const descriptionBox = useRef<HTMLTextAreaElement>(null);
  // Where the caret last was in the description; never placed: insert at the end.
  const caret = useRef<{ start: number; end: number } | null>(null);
  const { toasts, push, dismiss } = useToasts();
  const figures = useMemo(() => offerTokenValues(offers), [offers]);
  const fill = (s: string) => fillOfferTokens(s, figures);
  const saving = useVersionedSave({
    send: (meta: typeof values, overwrite) =>
      actions.admin.pageMeta.update({ id: editing!.id, ...meta, version: editing!.version, overwrite }),
    onSaved: async () => {
      push('success', 'Page meta updated successfully!');
      setEditing(null);
      const reloaded = await actions.admin.pageMeta.list({});
      if (reloaded.error) push('error', 'Error loading page meta');
      else setRows(reloaded.data);
    },
    onRefused: (error) => push('error', Object.values(readFieldErrors(error).fields)[0] ?? 'Error updating page meta'),
  });
  const { errors } = saving;

  const open = (row: Row) => {
    saving.reset();
    setEditing(row);
    setTitle(row.metaTitle);
    setDescription(row.metaDescription);
    setShareImageId(row.shareImageId ?? '');
    caret.current = null;
  };
  const insert = (token: string) => {
    const el = descriptionBox.current;
    const { start, end } = caret.current ?? { start: description.length, end: description.length };
    setDescription(description.slice(0, start) + token + description.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <section aria-labelledby="page-meta-heading" className="rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
      <h2 id="page-meta-heading" className="text-xl font-bold text-navy-950">
        Page Meta
      </h2>
      <p className="mt-1 text-sm text-navy-600">
        The title and description search engines and social previews show for each public page. Prices inserted with &lsquo;Insert
        price&rsquo; follow the Prices page.
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
                {row.metaDescription ? fill(row.metaDescription) : <em className="text-navy-500">Not set</em>}
              </p>
              <p className="mt-0.5 text-sm text-navy-700">
                <span className="font-medium">Share image:</span>{' '}
                {row.shareImageId ? 'A picture from the media library (1200 × 630 crop)' : 'Generated card with the title'}
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
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={`Edit meta: ${editing?.pageName ?? ''}`} wide>
        {editing && (
          <form onSubmit={(e) => saving.submit(e, values)} className="grid gap-6 lg:grid-cols-2">
            <SaveConflict
              saving={saving}
              mine={values}
              onReload={(theirs) => open({ ...editing, ...(theirs.stored as Partial<Row>), version: theirs.version })}
              className="lg:col-span-2"
            />
            <div className="min-w-0 space-y-4">
              <div>
                <label htmlFor="meta-title" className={labelClass}>
                  Meta title
                </label>
                <input
                  id="meta-title"
                  value={title}
                  maxLength={PAGE_META_LIMITS.titleHard}
                  onChange={(e) => setTitle(e.target.value)}
                  aria-invalid={errors.metaTitle ? true : undefined}
                  aria-describedby={`meta-title-count${errors.metaTitle ? ' meta-title-error' : ''}`}
                  className={fieldClass}
                />
                <Count id="meta-title" shown={fill(title)} soft={PAGE_META_LIMITS.titleSoft} />
                <FieldError id="meta-title" message={errors.metaTitle} />
              </div>
              <div>
                <label htmlFor="meta-description" className={labelClass}>
                  Meta description
                </label>
                <textarea
                  id="meta-description"
                  ref={descriptionBox}
                  value={description}
                  maxLength={PAGE_META_LIMITS.descriptionHard}
                  rows={4}
                  onChange={(e) => setDescription(e.target.value)}
                  onSelect={(e) => {
                    const el = e.currentTarget;
                    caret.current = { start: el.selectionStart, end: el.selectionEnd };
                  }}
                  aria-invalid={errors.metaDescription ? true : undefined}
                  aria-describedby={`meta-description-count${errors.metaDescription ? ' meta-description-error' : ''}`}
                  className={fieldClass}
                />
                <Count id="meta-description" shown={fill(description)} soft={PAGE_META_LIMITS.descriptionSoft} />
                <InsertOfferFigure offers={offers} fieldLabel="Meta description" onInsert={insert} />
                <FieldError id="meta-description" message={errors.metaDescription} />
              </div>
              <ShareImageField
                id="meta-share-image"
                value={shareImageId}
                onChange={setShareImageId}
                error={errors.shareImageId}
              />
              <div className="flex justify-end gap-2">
                <button type="button" onClick={() => setEditing(null)} className={buttonClasses('ghost')}>
                  Cancel
                </button>
                <button type="submit" disabled={saving.busy} className={buttonClasses('default')}>
                  {saving.busy ? 'Saving...' : 'Save'}
                </button>
              </div>
            </div>
            <MetaPreview
              title={fill(title)}
              description={fill(description)}
              url={new URL(editing.pagePath, site.url).href}
              siteName={site.name}
              share={editing.share}
              sharePending={(shareImageId || null) !== editing.shareImageId}
              cardStale={!editing.shareImageId && title.trim() !== editing.metaTitle}
            />
          </form>
        )}
      </Modal>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </section>
  );
}
