import { useState } from 'react';
import { actions } from 'astro:actions';
import { Ban, CheckCircle2, MailOpen, Trash2 } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import type { EnquiryBulkChange } from '../../../lib/admin/bulk.ts';
import { STATUSES, STATUS_LABELS, actionMessage, type EnquiryStatus, type PushToast } from './shared.tsx';

interface Props {
  /** Ids on the current page, for 'select all on this page'. */
  pageIds: string[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[]) => void;
  push: PushToast;
  /** After a bulk change: re-query the page. */
  onDone: () => Promise<unknown>;
}

const plural = (n: number) => `${n} ${n === 1 ? 'enquiry' : 'enquiries'}`;

/** Select many enquiries on this page, then change or delete them in one go. */
export function EnquiryBulkBar({ pageIds, selected, onSelect, push, onDone }: Props) {
  const [status, setStatus] = useState<EnquiryStatus>('contacted');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const ids = [...selected];
  const count = ids.length;
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  async function apply(change: EnquiryBulkChange, done: (n: number) => string) {
    if (busy || count === 0) return;
    setBusy(true);
    const { data, error } = await actions.admin.enquiries.bulkUpdate({ ids, change });
    setBusy(false);
    if (error) return push('error', actionMessage(error, 'Error updating the selected enquiries'));
    onSelect([]);
    push('success', done(data.count));
    await onDone();
  }

  async function remove() {
    setBusy(true);
    const { data, error } = await actions.admin.enquiries.bulkDelete({ ids });
    setBusy(false);
    setConfirming(false);
    if (error) return push('error', actionMessage(error, 'Error deleting the selected enquiries'));
    onSelect([]);
    push('success', `Deleted ${plural(data.count)}.`);
    await onDone();
  }

  const disabled = busy || count === 0;
  return (
    <div
      role="group"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-navy-100 bg-paper px-4 py-3"
    >
      <label className="mr-2 flex items-center gap-2 text-sm font-medium text-navy-900">
        <input
          type="checkbox"
          checked={allOnPage}
          disabled={pageIds.length === 0}
          onChange={(e) => onSelect(e.target.checked ? pageIds : [])}
          className="h-5 w-5 accent-navy-800"
        />
        Select all on this page
      </label>
      <p aria-live="polite" className="mr-auto text-sm text-navy-700">
        {count === 0 ? 'None selected' : `${plural(count)} selected`}
      </p>
      <button
        type="button"
        disabled={disabled}
        onClick={() => apply({ kind: 'read', read: true }, (n) => `Marked ${plural(n)} as read.`)}
        className={buttonClasses('outline', 'sm')}
      >
        <MailOpen aria-hidden="true" className="h-4 w-4" /> Mark read
      </button>
      <span className="flex items-center gap-1">
        <label htmlFor="bulk-status" className="sr-only">
          New status for the selected enquiries
        </label>
        <select
          id="bulk-status"
          value={status}
          onChange={(e) => setStatus(e.target.value as EnquiryStatus)}
          className="h-9 rounded-lg border border-navy-200 bg-paper px-2 text-sm text-navy-900"
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={disabled}
          onClick={() => apply({ kind: 'status', status }, (n) => `Moved ${plural(n)} to ${STATUS_LABELS[status]}.`)}
          className={buttonClasses('outline', 'sm')}
        >
          Set status
        </button>
      </span>
      <button
        type="button"
        disabled={disabled}
        onClick={() => apply({ kind: 'spam', isSpam: true }, (n) => `Marked ${plural(n)} as spam.`)}
        className={buttonClasses('outline', 'sm')}
      >
        <Ban aria-hidden="true" className="h-4 w-4" /> Spam
      </button>
      <button
        type="button"
        disabled={disabled}
        onClick={() => apply({ kind: 'spam', isSpam: false }, (n) => `Marked ${plural(n)} as not spam.`)}
        className={buttonClasses('outline', 'sm')}
      >
        <CheckCircle2 aria-hidden="true" className="h-4 w-4" /> Not spam
      </button>
      <button
        type="button"
        disabled={disabled}
        onClick={() => setConfirming(true)}
        className={buttonClasses('outline', 'sm', 'border-red-300 text-red-800 hover:bg-red-50')}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
      </button>
      {confirming && (
        <ConfirmDialog
          message={`Delete ${plural(count)}? Their attachments go too, and this cannot be undone.`}
          confirmLabel={`Delete ${plural(count)}`}
          busy={busy}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
