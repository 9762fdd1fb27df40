import { useState } from 'react';
import { actions } from 'astro:actions';
import { Ban, CheckCircle2, MailOpen, Trash2 } from 'lucide-react';
import { BulkBar, BulkButton, type BulkChange } from '../ui/BulkBar.tsx';
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
          <BulkButton
            icon={MailOpen}
            disabled={disabled}
            onClick={() => apply(update({ kind: 'read', read: true }, (n) => `Marked ${plural(n)} as read.`))}
          >
            Mark read
          </BulkButton>
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
            <BulkButton
              disabled={disabled}
              onClick={() => apply(update({ kind: 'status', status }, (n) => `Moved ${plural(n)} to ${STATUS_LABELS[status]}.`))}
            >
              Set status
            </BulkButton>
          </span>
          <BulkButton
            icon={Ban}
            disabled={disabled}
            onClick={() => apply(update({ kind: 'spam', isSpam: true }, (n) => `Marked ${plural(n)} as spam.`))}
          >
            Spam
          </BulkButton>
          <BulkButton
            icon={CheckCircle2}
            disabled={disabled}
            onClick={() => apply(update({ kind: 'spam', isSpam: false }, (n) => `Marked ${plural(n)} as not spam.`))}
          >
            Not spam
          </BulkButton>
          <BulkButton
            icon={Trash2}
            danger
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
          >
            Delete
          </BulkButton>
        </>
      )}
    </BulkBar>
  );
}
