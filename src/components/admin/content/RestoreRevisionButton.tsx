import { useRef, useState } from 'react';
import { actions } from 'astro:actions';
import { RotateCcw } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

interface Props {
  kind: 'page' | 'post';
  revisionId: string;
  /** e.g. '12 Nov 2026, 10:42': the confirmation names the version. */
  when: string;
  /** Where to go once restored (the history page, which then says so). */
  doneUrl: string;
}

/** 'Restore' with a confirmation. Restoring publishes the old version again as a new revision. */
export function RestoreRevisionButton({ kind, revisionId, when, doneUrl }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const opener = useRef<HTMLButtonElement>(null);

  async function restore() {
    setBusy(true);
    setError('');
    try {
      const { error: failed } =
        kind === 'page'
          ? await actions.admin.content.restoreRevision({ id: revisionId })
          : await actions.admin.blog.restoreRevision({ id: revisionId });
      if (failed) throw new Error(failed.message);
      location.assign(doneUrl);
    } catch (err) {
      setBusy(false);
      setAsking(false);
      setError(err instanceof Error && err.message ? err.message : 'Error restoring that version');
      opener.current?.focus();
    }
  }

  const what = kind === 'page' ? 'page' : 'post';
  return (
    <div>
      <button ref={opener} type="button" onClick={() => setAsking(true)} className={buttonClasses('default', 'sm')}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" /> Restore this version
      </button>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          message={`Restore the version saved ${when}? The live ${what} changes to it at once${kind === 'page' ? ' and any unpublished draft is replaced' : ''}; the current version stays in the history.`}
          confirmLabel="Restore"
          busy={busy}
          onConfirm={() => void restore()}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
