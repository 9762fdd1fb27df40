import { useRef, useState } from 'react';
import { actions } from 'astro:actions';
import { RotateCcw } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

interface Props {
  kind: 'page' | 'post' | 'offer' | 'setting';
  revisionId: string;
  /** e.g. '12 Nov 2026, 10:42': the confirmation names the version. */
  when: string;
  /** Where to go once restored (the history page, which then says so). */
  doneUrl: string;
  /** Why the server would refuse this restore (the policy), shown instead of offering it. */
  refusal?: string | undefined;
}

/** 'Restore' with a confirmation. Restoring publishes the old version again as a new revision. */
export function RestoreRevisionButton({ kind, revisionId, when, doneUrl, refusal }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const opener = useRef<HTMLButtonElement>(null);

  async function restore() {
    setBusy(true);
    setError('');
    try {
      const restoreAction = {
        page: actions.admin.content.restoreRevision,
        post: actions.admin.blog.restoreRevision,
        offer: actions.admin.prices.restoreRevision,
        setting: actions.admin.prices.restoreRevision,
      }[kind];
      const { error: failed } = await restoreAction({ id: revisionId });
      if (failed) throw new Error(failed.message);
      location.assign(doneUrl);
    } catch (err) {
      setBusy(false);
      setAsking(false);
      setError(err instanceof Error && err.message ? err.message : 'Error restoring that version');
      opener.current?.focus();
    }
  }

  const consequence = {
    page: 'The live page changes to it at once and any unpublished draft is replaced',
    post: 'The live post changes to it at once',
    offer: 'Every page that shows this offer changes to it at once',
    setting: 'The savings calculator and the enquiry form change to it at once',
  }[kind];
  if (refusal)
    return (
      <div>
        <button
          type="button"
          disabled
          aria-describedby={`restore-refusal-${revisionId}`}
          className={buttonClasses('default', 'sm')}
        >
          <RotateCcw aria-hidden="true" className="h-4 w-4" /> Restore this version
        </button>
        <p id={`restore-refusal-${revisionId}`} className="mt-2 max-w-prose text-sm text-navy-800">
          {refusal}
        </p>
      </div>
    );
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
          message={`Restore the version saved ${when}? ${consequence}; the current version stays in the history.`}
          confirmLabel="Restore"
          busy={busy}
          onConfirm={() => void restore()}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
