import { useState } from 'react';
import { actions } from 'astro:actions';
import { Ban, CheckCircle2, MailOpen, Trash2 } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { BulkBar, type BulkChange } from '../ui/BulkBar.tsx';
import type { EnquiryBulkChange } from '../../../lib/admin/bulk.ts';
import { STATUSES, STATUS_LABELS, type EnquiryStatus, type PushToast } from './shared.tsx';

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

const update = (change: EnquiryBulkChange, done: (n: number) => string): BulkChange => ({
  send: (ids) => actions.admin.enquiries.bulkUpdate({ ids, change }),
  done,
  failure: 'Error updating the selected enquiries',
});

/** Select many enquiries on this page, then change or delete them in one go. */
export function EnquiryBulkBar({ pageIds, selected, onSelect, push, onDone }: Props) {
  const [status, setStatus] = useState<EnquiryStatus>('contacted');
  return (
    <BulkBar count={plural} pageIds={pageIds} selected={selected} onSelect={onSelect} toast={push} onDone={onDone}>
      {({ disabled, apply, confirm }) => (
        <>
          <button
            type="button"
            disabled={disabled}
            onClick={() => apply(update({ kind: 'read', read: true }, (n) => `Marked ${plural(n)} as read.`))}
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
              onClick={() => apply(update({ kind: 'status', status }, (n) => `Moved ${plural(n)} to ${STATUS_LABELS[status]}.`))}
              className={buttonClasses('outline', 'sm')}
            >
              Set status
            </button>
          </span>
          <button
            type="button"
            disabled={disabled}
            onClick={() => apply(update({ kind: 'spam', isSpam: true }, (n) => `Marked ${plural(n)} as spam.`))}
            className={buttonClasses('outline', 'sm')}
          >
            <Ban aria-hidden="true" className="h-4 w-4" /> Spam
          </button>
          <button
            type="button"
            disabled={disabled}
            onClick={() => apply(update({ kind: 'spam', isSpam: false }, (n) => `Marked ${plural(n)} as not spam.`))}
            className={buttonClasses('outline', 'sm')}
          >
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" /> Not spam
          </button>
          <button
            type="button"
            disabled={disabled}
            onClick={() =>
              confirm({
                send: (ids) => actions.admin.enquiries.bulkDelete({ ids }),
                done: (n) => `Deleted ${plural(n)}.`,
                failure: 'Error deleting the selected enquiries',
                question: (n) => `Delete ${plural(n)}? Their attachments go too, and this cannot be undone.`,
                confirmLabel: (n) => `Delete ${plural(n)}`,
              })
            }
            className={buttonClasses('outline', 'sm', 'border-red-300 text-red-800 hover:bg-red-50')}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
          </button>
        </>
      )}
    </BulkBar>
  );
}
