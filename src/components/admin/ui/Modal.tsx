import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';

// A real modal on the native <dialog>: showModal() traps focus and Escape
// closes it; focus returns to whatever opened it.
export function Modal({ open, onClose, title, children, wide = false }: { open: boolean; onClose: () => void; title: string; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      (opener.current as HTMLElement | null)?.focus?.();
    }
  }, [open]);
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
            <h2 id="modal-title" className="text-xl font-bold text-navy-950">{title}</h2>
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

export const fieldClass = 'mt-1 block w-full rounded-lg border border-navy-200 bg-paper px-3 py-2 text-navy-950 aria-[invalid=true]:border-red-600';
export const labelClass = 'block text-sm font-semibold text-navy-900';
