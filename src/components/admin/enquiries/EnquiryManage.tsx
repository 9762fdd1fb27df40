import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { Ban, CheckCircle2, Save, Trash2 } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import {
  STATUSES,
  STATUS_LABELS,
  SectionTitle,
  actionMessage,
  fieldClass,
  labelClass,
  type Enquiry,
  type EnquiryStatus,
  type PushToast,
} from './shared.tsx';

interface Props {
  enquiry: Enquiry;
  push: PushToast;
  onChanged: (next: Enquiry) => void;
  onDeleted: (id: string) => void;
  /** Told whether status or notes differ from what is saved, so the dialog can guard closing. */
  onDirtyChange?: (dirty: boolean) => void;
}

const NOTES_MAX = 20_000;
const busyClass = 'aria-disabled:cursor-wait aria-disabled:opacity-70';

/**
 * Staff-only fields: status, internal notes, spam flag and deletion. Buttons
 * use aria-disabled while busy so focus never drops out of the dialog.
 */
export function EnquiryManage({ enquiry, push, onChanged, onDeleted, onDirtyChange }: Props) {
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const [notes, setNotes] = useState(enquiry.notes);
  const [busy, setBusy] = useState<null | 'save' | 'spam' | 'delete'>(null);
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const dirty = status !== enquiry.status || notes !== enquiry.notes;

  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);
  // Also told from the change handlers themselves: an Escape pressed before effects run (a busy
  // phone) must already know the notes are unsaved.
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const changeStatus = (next: EnquiryStatus) => {
    setStatus(next);
    onDirtyChange?.(next !== enquiry.status || notes !== enquiry.notes);
  };
  const changeNotes = (next: string) => {
    setNotes(next);
    onDirtyChange?.(status !== enquiry.status || next !== enquiry.notes);
  };

  async function save(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy('save');
    const { error } = await actions.admin.enquiries.update({ id: enquiry.id, status, notes });
    setBusy(null);
    // On failure what was typed stays in the form and the dialog stays open.
    if (error) return push('error', actionMessage(error, 'Error updating enquiry'));
    onChanged({ ...enquiry, status, notes });
    push('success', 'Enquiry updated.');
  }

  async function toggleSpam() {
    if (busy) return;
    setBusy('spam');
    const isSpam = !enquiry.isSpam;
    const { error } = await actions.admin.enquiries.update({ id: enquiry.id, isSpam });
    setBusy(null);
    if (error) return push('error', actionMessage(error, 'Error updating enquiry'));
    onChanged({ ...enquiry, isSpam, spamReason: isSpam ? 'marked by staff' : null });
    push('success', isSpam ? 'Marked as spam.' : 'Marked as not spam.');
  }

  async function remove() {
    if (busy) return;
    setBusy('delete');
    const { error } = await actions.admin.enquiries.remove({ id: enquiry.id });
    setBusy(null);
    if (error) return push('error', actionMessage(error, 'Error deleting enquiry'));
    onDeleted(enquiry.id);
  }

  return (
    <section aria-labelledby="enq-manage" className="space-y-4">
      <SectionTitle id="enq-manage">Manage</SectionTitle>
      <form onSubmit={save} className="space-y-3">
        <div>
          <label htmlFor="enq-status-edit" className={labelClass}>
            Status
          </label>
          <select
            id="enq-status-edit"
            value={status}
            onChange={(e) => changeStatus(e.target.value as EnquiryStatus)}
            className={`${fieldClass} sm:max-w-56`}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="enq-notes" className={labelClass}>
            Internal notes
          </label>
          <textarea
            id="enq-notes"
            value={notes}
            rows={4}
            maxLength={NOTES_MAX}
            onChange={(e) => changeNotes(e.target.value)}
            aria-describedby="enq-notes-help"
            className={`${fieldClass} resize-y`}
          />
          <p id="enq-notes-help" className="mt-1 text-xs text-navy-600">
            Only staff see these notes.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" aria-disabled={busy !== null || undefined} className={buttonClasses('default', 'sm', busyClass)}>
            <Save aria-hidden="true" className="h-4 w-4" /> {busy === 'save' ? 'Saving…' : 'Save'}
          </button>
          {dirty && <p className="text-xs font-medium text-mustard-800">Unsaved changes</p>}
        </div>
      </form>

      <div className="flex flex-wrap gap-2 border-t border-navy-100 pt-4">
        <button
          type="button"
          onClick={toggleSpam}
          aria-disabled={busy !== null || undefined}
          className={buttonClasses('outline', 'sm', busyClass)}
        >
          {enquiry.isSpam ? (
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Ban aria-hidden="true" className="h-4 w-4" />
          )}
          {enquiry.isSpam ? 'Not spam' : 'Mark as spam'}
        </button>
        {!confirming && (
          <button
            ref={deleteRef}
            type="button"
            onClick={() => setConfirming(true)}
            className={buttonClasses('outline', 'sm', 'border-red-300 text-red-800 hover:bg-red-50')}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
          </button>
        )}
      </div>
      {confirming && (
        <div role="group" aria-labelledby="enq-delete-q" className="rounded-lg border border-red-200 bg-red-50 p-3">
          <p id="enq-delete-q" className="text-sm font-medium text-red-900">
            Are you sure? This deletes the enquiry and its attachment permanently.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              ref={cancelRef}
              type="button"
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => deleteRef.current?.focus());
              }}
              className={buttonClasses('outline', 'sm')}
            >
              Cancel
            </button>
            <button
              type="button"
              onClick={remove}
              aria-disabled={busy !== null || undefined}
              className={buttonClasses('destructive', 'sm', busyClass)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" /> {busy === 'delete' ? 'Deleting…' : 'Delete'}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
