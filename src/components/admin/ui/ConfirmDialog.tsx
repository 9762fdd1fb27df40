import { useId, useRef } from 'react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { useModalDialog } from './use-modal-dialog.ts';

interface Props {
  message: string;
  confirmLabel: string;
  busy?: boolean;
  /** What the confirm button says while it works ('Deleting...' for the usual delete). */
  busyLabel?: string;
  /** A confirmation that destroys nothing (publishing the sample) is not painted as a delete. */
  tone?: 'destructive' | 'default';
  onConfirm: () => void;
  onCancel: () => void;
}

// A small native modal <dialog>, mounted while open. Focus starts on Cancel
// (the safe choice), Escape cancels, and focus returns to the opener.
export function ConfirmDialog({
  message,
  confirmLabel,
  busy = false,
  busyLabel = 'Deleting...',
  tone = 'destructive',
  onConfirm,
  onCancel,
}: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useModalDialog(dialog, true, cancel);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={`${id}-message`}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-paper p-6 text-navy-900 shadow-2xl backdrop:bg-navy-950/60"
    >
      <p id={`${id}-message`} className="text-lg font-semibold text-navy-950">
        {message}
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <button ref={cancel} type="button" onClick={onCancel} disabled={busy} className={buttonClasses('outline', 'sm')}>
          Cancel
        </button>
        <button type="button" onClick={onConfirm} disabled={busy} className={buttonClasses(tone, 'sm')}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
