import { buttonClasses } from '../../ui/button-styles.ts';

/** The foot of an admin form: a message for the whole form (if any), then Cancel and the save button. */
export function FormActions({
  error,
  busy,
  onCancel,
  saveLabel,
}: {
  error?: string | undefined;
  busy: boolean;
  onCancel: () => void;
  saveLabel: string;
}) {
  return (
    <>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onCancel} className={buttonClasses('ghost')}>
          Cancel
        </button>
        <button type="submit" disabled={busy} className={buttonClasses('default')}>
          {busy ? 'Saving...' : saveLabel}
        </button>
      </div>
    </>
  );
}
