import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import type { MediaUseSummary } from '../../../lib/admin/media.ts';
import { deletePicture } from './media-client.ts';

/** Where the picture is used, and its delete button (refused by the server while anything uses it). */
export function MediaUsePanel({
  id,
  uses,
  onDeleted,
  onError,
}: {
  id: string;
  uses: MediaUseSummary[];
  onDeleted: () => void;
  onError: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    const result = await deletePicture(id);
    setBusy(false);
    setConfirming(false);
    if (result.ok) onDeleted();
    else onError(result.message);
  }
  return (
    <div className="space-y-3 border-t border-navy-100 pt-4">
      <h3 className="text-sm font-semibold text-navy-900">Where it is used</h3>
      {uses.length === 0 ? (
        <p className="text-sm text-navy-600">Not used anywhere yet.</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm text-navy-800">
          {uses.map((u, i) => (
            <li key={`${u.kind}-${u.label}-${i}`}>
              {u.kind}:{' '}
              <a href={u.href} className="font-medium underline">
                {u.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className={buttonClasses('outline', 'sm')}
        aria-describedby={uses.length ? `${id}-in-use` : undefined}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete picture
      </button>
      {uses.length > 0 && (
        <p id={`${id}-in-use`} className="text-xs text-navy-600">
          It cannot be deleted while it is used: remove it from the places above first.
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          message="Delete this picture from the library? This cannot be undone."
          confirmLabel="Delete"
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
