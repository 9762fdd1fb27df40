import { useState } from 'react';
import { actions } from 'astro:actions';
import { Eye, EyeOff, RotateCcw, Trash2 } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import type { PostBulkOp } from '../../../lib/admin/bulk.ts';
import { POST_BIN_DAYS } from '../../../lib/admin/post-list.ts';

interface Props {
  pageIds: string[];
  selected: ReadonlySet<string>;
  inBin: boolean;
  onSelect: (ids: string[]) => void;
  toast: (kind: 'success' | 'error' | 'info', message: string) => void;
  onDone: () => Promise<unknown>;
}

const posts = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;
const DONE: Record<PostBulkOp, (n: number) => string> = {
  publish: (n) => `Published ${posts(n)}.`,
  unpublish: (n) => `Unpublished ${posts(n)}: they are drafts now.`,
  bin: (n) => `Moved ${posts(n)} to the bin.`,
  restore: (n) => `Restored ${posts(n)} from the bin.`,
};

/** Select many posts, then publish, unpublish, bin or restore them in one go. */
export function PostBulkBar({ pageIds, selected, inBin, onSelect, toast, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const ids = [...selected];
  const count = ids.length;
  const all = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  async function run(op: PostBulkOp) {
    if (busy || count === 0) return;
    setBusy(true);
    try {
      const { data, error } = await actions.admin.blogBulk.apply({ ids, op });
      if (error) throw error;
      onSelect([]);
      toast('success', DONE[op](data.count));
      await onDone();
    } catch (err) {
      toast('error', err instanceof Error && err.message ? err.message : 'Error updating the selected posts');
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  const disabled = busy || count === 0;
  return (
    <div
      role="group"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-navy-100 px-4 py-3"
    >
      <label className="mr-2 flex items-center gap-2 text-sm font-medium text-navy-900">
        <input
          type="checkbox"
          checked={all}
          onChange={(e) => onSelect(e.target.checked ? pageIds : [])}
          className="h-5 w-5 accent-navy-800"
        />
        Select all
      </label>
      <p aria-live="polite" className="mr-auto text-sm text-navy-700">
        {count === 0 ? 'None selected' : `${posts(count)} selected`}
      </p>
      {inBin ? (
        <button type="button" disabled={disabled} onClick={() => run('restore')} className={buttonClasses('outline', 'sm')}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" /> Restore
        </button>
      ) : (
        <>
          <button type="button" disabled={disabled} onClick={() => run('publish')} className={buttonClasses('outline', 'sm')}>
            <Eye aria-hidden="true" className="h-4 w-4" /> Publish
          </button>
          <button type="button" disabled={disabled} onClick={() => run('unpublish')} className={buttonClasses('outline', 'sm')}>
            <EyeOff aria-hidden="true" className="h-4 w-4" /> Unpublish
          </button>
          <button
            type="button"
            disabled={disabled}
            onClick={() => setConfirming(true)}
            className={buttonClasses('outline', 'sm', 'border-red-300 text-red-800 hover:bg-red-50')}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" /> Move to bin
          </button>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          message={`Move ${posts(count)} to the bin? They leave the site at once and can be restored for ${POST_BIN_DAYS} days.`}
          confirmLabel={`Move ${posts(count)} to the bin`}
          busy={busy}
          onConfirm={() => run('bin')}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
