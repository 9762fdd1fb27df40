import { useState } from 'react';
import { actions } from 'astro:actions';
import { CalendarClock, Undo2, X } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { FieldError, fieldClass, labelClass } from '../ui/Field.tsx';
import { formatUkDateTime, ukInputValue } from '../../../lib/uk-time.ts';
import { readFieldErrors } from '../../../lib/field-errors.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

export interface ScheduledView {
  publishAt: string;
  /** The fields the scheduled change sets ('Hero: headline'). */
  fields: string[];
  /** Why the viewer may not move or cancel it (an owner's price change), or null. */
  refusal: string | null;
}

/**
 * The pending scheduled change of a page (issue 38, trap 1): a change of its own, apart from the
 * draft, so publishing a quick fix today does not take it live. It says when and what, and
 * offers another time, moving it back into the draft, or cancelling it.
 */
export function ScheduledChange({ slug, scheduled }: { slug: string; scheduled: ScheduledView }) {
  const [publishAt, setPublishAt] = useState(scheduled.publishAt);
  const [value, setValue] = useState(() => ukInputValue(new Date(scheduled.publishAt)));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const id = `scheduled-${slug}`;

  async function run(step: 'reschedule' | 'toDraft' | 'cancel') {
    setBusy(true);
    setError('');
    const result =
      step === 'reschedule'
        ? await actions.admin.pageSchedule.reschedule({ slug, publishAt: value })
        : await actions.admin.pageSchedule[step]({ slug });
    if (result.error) {
      setBusy(false);
      return setError(readFieldErrors(result.error).fields.publishAt ?? result.error.message);
    }
    if (step === 'reschedule' && 'publishAt' in result.data) {
      setBusy(false);
      return setPublishAt(result.data.publishAt);
    }
    // The draft (or the page) changed on the server: the editor opens again with it.
    location.reload();
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-3 rounded-xl border border-navy-200 bg-navy-50 p-3 text-sm text-navy-900 sm:p-4"
    >
      <h3 id={`${id}-heading`} className="flex items-center gap-2 font-semibold text-navy-950">
        <CalendarClock aria-hidden="true" className="h-4 w-4" /> Scheduled change: goes live {formatUkDateTime(publishAt)} (UK
        time)
      </h3>
      <p className="mt-1">
        It changes {scheduled.fields.length ? scheduled.fields.join('; ') : 'nothing any more'}. It is kept apart from the draft
        below: publishing the draft now publishes only the draft, and at its time this change goes live on top of whatever is live
        then.
      </p>
      {scheduled.refusal ? (
        <p className="mt-2 font-medium">{scheduled.refusal}</p>
      ) : (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={id} className={labelClass}>
              New time (UK time)
            </label>
            <input
              id={id}
              type="datetime-local"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={`${fieldClass} w-auto`}
            />
          </div>
          <button type="button" disabled={busy} onClick={() => void run('reschedule')} className={buttonClasses('outline', 'sm')}>
            <CalendarClock aria-hidden="true" className="h-4 w-4" /> Change time
          </button>
          <button type="button" disabled={busy} onClick={() => void run('toDraft')} className={buttonClasses('outline', 'sm')}>
            <Undo2 aria-hidden="true" className="h-4 w-4" /> Move back to draft
          </button>
          <button type="button" disabled={busy} onClick={() => setConfirming(true)} className={buttonClasses('ghost', 'sm')}>
            <X aria-hidden="true" className="h-4 w-4" /> Cancel scheduled change
          </button>
        </div>
      )}
      <FieldError id={id} message={error} />
      {confirming && (
        <ConfirmDialog
          message="Cancel the scheduled change? Its words are not kept anywhere else; to keep them, move it back to the draft instead."
          confirmLabel="Cancel scheduled change"
          busy={busy}
          onConfirm={() => void run('cancel').finally(() => setConfirming(false))}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
