import { useState, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { Answer as ActionAnswer } from './versioned-save.tsx';
import { readFieldErrors } from '../../../lib/field-errors.ts';

type Toast = (kind: 'success' | 'error' | 'info', message: string) => void;
type Answer = ActionAnswer<{ count: number }>;

/** What one bulk change sends and says: the action call, the toast after it, the toast if it is refused. */
export interface BulkChange {
  send(ids: string[]): Promise<Answer>;
  done(count: number): string;
  failure: string;
}

interface Props {
  /** '3 enquiries', '1 post'. */
  count: (n: number) => string;
  /** Ids on the current page, for 'Select all on this page'. */
  pageIds: string[];
  selected: ReadonlySet<string>;
  onSelect(ids: string[]): void;
  toast: Toast;
  /** After a change: re-query the page. */
  onDone(): Promise<unknown>;
  /** The bar's buttons: `apply(change)` runs one; `confirm(change)` asks first, with the message the change gives. */
  children(bar: {
    disabled: boolean;
    apply(change: BulkChange): void;
    confirm(change: BulkChange & Confirmation): void;
  }): ReactNode;
}

interface Confirmation {
  /** The question, for this many. */
  question(n: number): string;
  confirmLabel(n: number): string;
}

/**
 * Select many rows on this page, then change them in one go (the enquiries' and
 * the posts' lists). One change at a time; a destructive one asks first.
 */
export function BulkBar({ count, pageIds, selected, onSelect, toast, onDone, children }: Props) {
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<(BulkChange & Confirmation) | null>(null);
  const ids = [...selected];
  const n = ids.length;
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  async function apply(change: BulkChange) {
    if (busy || n === 0) return;
    setBusy(true);
    try {
      const { data, error } = await change.send(ids);
      if (error) {
        const { fields, handlerMessage } = readFieldErrors(error);
        return toast('error', Object.values(fields)[0] ?? handlerMessage ?? (error.message || change.failure));
      }
      onSelect([]);
      toast('success', change.done(data.count));
      await onDone();
    } catch {
      toast('error', change.failure);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  const disabled = busy || n === 0;
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
        {n === 0 ? 'None selected' : `${count(n)} selected`}
      </p>
      {children({ disabled, apply: (change) => void apply(change), confirm: (change) => n > 0 && setAsking(change) })}
      {asking && (
        <ConfirmDialog
          message={asking.question(n)}
          confirmLabel={asking.confirmLabel(n)}
          busy={busy}
          onConfirm={() => apply(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}

/** One of a bar's buttons; `danger` for one that deletes or bins. */
export function BulkButton({
  icon: Icon,
  danger = false,
  disabled,
  onClick,
  children,
}: {
  icon?: LucideIcon;
  danger?: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className={
        danger ? buttonClasses('outline', 'sm', 'border-red-300 text-red-800 hover:bg-red-50') : buttonClasses('outline', 'sm')
      }
    >
      {Icon && <Icon aria-hidden="true" className="h-4 w-4" />}
      {Icon && ' '}
      {children}
    </button>
  );
}
