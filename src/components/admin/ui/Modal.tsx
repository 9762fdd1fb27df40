import { useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useModalDialog } from './use-modal-dialog.ts';

export { fieldClass, labelClass } from './Field.tsx';

// A real modal on the native <dialog>: showModal() traps focus and Escape
// closes it; focus returns to whatever opened it.
export function Modal({
  open,
  onClose,
  title,
  children,
  wide = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, open);
  return (
    <dialog
      ref={ref}
      aria-labelledby="modal-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-paper p-0 shadow-2xl backdrop:bg-navy-950/60 ${wide ? 'max-w-4xl' : 'max-w-lg'}`}
    >
      {open && (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="modal-title" className="text-xl font-bold text-navy-950">
              {title}
            </h2>
            <button type="button" onClick={onClose} aria-label="Close" className="rounded-md p-1 text-navy-600 hover:bg-navy-50">
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
