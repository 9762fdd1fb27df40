import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { formatUkDateTime } from '../../../lib/uk-time.ts';
import { Toaster, type Toast } from '../../islands/Toaster.tsx';
import { EnquiryDetails } from './EnquiryDetails.tsx';
import { EnquiryManage } from './EnquiryManage.tsx';
import { EmailDeliveries } from './EmailDeliveries.tsx';
import { useModalDialog } from '../ui/use-modal-dialog.ts';
import {
  ReviewBadge,
  SpamBadge,
  StatusBadge,
  type Enquiry,
  type EnquiryDetail,
  type EnquiryOptionLists,
  type PushToast,
} from './shared.tsx';

interface Props {
  detail: EnquiryDetail;
  options: EnquiryOptionLists;
  buildCost: number;
  toasts: Toast[];
  dismiss: (id: number) => void;
  push: PushToast;
  /** The native dialog closed (close button, Escape). */
  onClose: () => void;
  /** Where focus goes once the dialog is gone (its row's button may have been re-rendered meanwhile). */
  returnFocus: () => HTMLElement | null;
  onChanged: (next: Enquiry) => void;
  onDeleted: (id: string) => void;
  onReload: () => Promise<void>;
}

/**
 * 'View Details': a native <dialog> opened with showModal(), so focus is
 * trapped and Escape closes it without any script of ours. Toasts render
 * inside it while it is open (the page behind is inert).
 */
export function EnquiryDialog({
  detail,
  options,
  buildCost,
  toasts,
  dismiss,
  push,
  onClose,
  returnFocus,
  onChanged,
  onDeleted,
  onReload,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const keepEditing = useRef<HTMLButtonElement>(null);
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const e = detail.enquiry;
  useModalDialog(ref, true, undefined, returnFocus);
  useEffect(() => {
    if (confirming) keepEditing.current?.focus();
  }, [confirming]);

  // As in the post editor: with unsaved status or notes, closing asks first.
  function requestClose() {
    if (confirming) return stayOpen();
    if (!dirty) return ref.current?.close();
    setConfirming(true);
  }
  function stayOpen() {
    setConfirming(false);
    requestAnimationFrame(() => document.getElementById('enq-notes')?.focus());
  }
  function onKeyDown(ev: KeyboardEvent<HTMLDialogElement>) {
    if (ev.key !== 'Escape') return;
    // Handled here, not by the dialog's cancel, which browsers may force through on a second Escape.
    ev.preventDefault();
    requestClose();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby="enq-dialog-title"
      onClose={onClose}
      onKeyDown={onKeyDown}
      onCancel={(ev) => {
        ev.preventDefault();
        requestClose();
      }}
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-5xl overflow-y-auto overscroll-contain rounded-2xl border-0 bg-paper p-0 text-navy-900 shadow-2xl backdrop:bg-navy-950/60"
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-navy-100 bg-paper px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id="enq-dialog-title" className="break-words text-xl font-bold text-navy-950">
            {e.name}
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-navy-700">
            <span>
              Received <time dateTime={e.createdAt}>{formatUkDateTime(e.createdAt)}</time>
            </span>
            <StatusBadge status={e.status} />
            {e.isSpam && <SpamBadge />}
            {!e.isSpam && e.reviewReason && <ReviewBadge reason={e.reviewReason} />}
          </div>
          {e.isSpam && e.spamReason && <p className="mt-1 text-xs text-navy-600">Flagged as spam: {e.spamReason}</p>}
          {!e.isSpam && e.reviewReason && (
            <p className="mt-1 text-xs text-navy-600">
              Needs review: {e.reviewReason}. It may be automated, or a visitor using autofill.
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={requestClose}
          aria-label="Close"
          className="shrink-0 rounded-lg p-2 text-navy-700 hover:bg-navy-50 hover:text-navy-950"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {confirming && (
        <div
          role="group"
          aria-labelledby="enq-discard-question"
          className="flex flex-wrap items-center justify-end gap-2 border-b border-mustard-200 bg-mustard-50 px-5 py-3 sm:px-6"
        >
          <p id="enq-discard-question" className="mr-auto text-sm font-semibold text-navy-900">
            Discard your unsaved changes to this enquiry?
          </p>
          <button ref={keepEditing} type="button" onClick={stayOpen} className={buttonClasses('outline', 'sm')}>
            Keep editing
          </button>
          <button type="button" onClick={() => ref.current?.close()} className={buttonClasses('destructive', 'sm')}>
            Discard changes
          </button>
        </div>
      )}
      <div className="grid gap-8 px-5 py-5 sm:px-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
        <EnquiryDetails detail={detail} options={options} buildCost={buildCost} />
        <div className="space-y-8 lg:border-l lg:border-navy-100 lg:pl-8">
          <EnquiryManage
            key={e.id}
            enquiry={e}
            push={push}
            onChanged={onChanged}
            onDeleted={onDeleted}
            onDirtyChange={setDirty}
          />
          <EmailDeliveries
            emails={detail.emails}
            mailConfigured={detail.mailConfigured}
            isSpam={e.isSpam}
            push={push}
            onChanged={onReload}
          />
        </div>
      </div>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </dialog>
  );
}
