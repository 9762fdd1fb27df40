import { useState } from 'react';
import { actions } from 'astro:actions';
import { CalendarClock, X } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { FieldError, fieldClass, hintClass, labelClass } from '../ui/Field.tsx';
import { addCalendarDays, formatUkDateTime, ukDay } from '../../../lib/uk-time.ts';
import { readFieldErrors } from '../../../lib/field-errors.ts';

interface Props {
  slug: string;
  /** A saved draft exists (only a saved draft can be scheduled). */
  hasDraft: boolean;
  /** The scheduled time as last known, ISO. */
  initial: string | null;
  onChange(scheduledAt: string | null): void;
  /** Why scheduling or cancelling is the owner's here (the policy), or null. */
  refusal: string | null;
}

/**
 * 'Publish later': the saved draft goes live at a UK date and time, whatever the browser's time
 * zone. The server publishes it then (a background job; it survives restarts) and the live page
 * changes at once. Edits saved before that time are included.
 */
export function SchedulePublish({ slug, hasDraft, initial, onChange, refusal }: Props) {
  const [scheduled, setScheduled] = useState<string | null>(initial);
  // Tomorrow at 09:00, UK time.
  const [value, setValue] = useState(() => `${addCalendarDays(ukDay(), 1)}T09:00`);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `schedule-${slug}`;

  async function schedule() {
    setBusy(true);
    setError('');
    const { data, error: failed } = await actions.admin.pageSchedule.set({ slug, publishAt: value });
    setBusy(false);
    if (failed) return setError(readFieldErrors(failed).fields.publishAt ?? failed.message);
    setScheduled(data.publishAt);
    onChange(data.publishAt);
  }

  async function cancel() {
    setBusy(true);
    setError('');
    const { error: failed } = await actions.admin.pageSchedule.cancel({ slug });
    setBusy(false);
    if (failed) return setError(failed.message);
    setScheduled(null);
    onChange(null);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-navy-100 bg-paper p-3 sm:p-4">
      <h3 id={`${id}-heading`} className="flex items-center gap-2 font-semibold text-navy-950">
        <CalendarClock aria-hidden="true" className="h-4 w-4" /> Publish later
      </h3>
      {scheduled ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p role="status" className="text-sm text-navy-800">
            <strong>Scheduled:</strong> the saved draft goes live on {formatUkDateTime(scheduled)} (UK time). Changes you save
            before then go live with it.
          </p>
          {/* The owner's scheduled price or booking change is the owner's to call off. */}
          {!refusal && (
            <button type="button" onClick={() => void cancel()} disabled={busy} className={buttonClasses('ghost', 'sm')}>
              <X aria-hidden="true" className="h-4 w-4" /> Cancel schedule
            </button>
          )}
        </div>
      ) : (
        <div className="mt-2">
          <label htmlFor={id} className={labelClass}>
            Go live on (UK time)
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={id}
              type="datetime-local"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              className={`${fieldClass} w-auto`}
            />
            <button
              type="button"
              onClick={() => void schedule()}
              disabled={busy || !hasDraft || refusal !== null}
              className={`${buttonClasses('outline', 'sm')} mt-1`}
            >
              <CalendarClock aria-hidden="true" className="h-4 w-4" /> Schedule
            </button>
          </div>
          <p id={`${id}-hint`} className={hintClass}>
            {!hasDraft
              ? 'Save a draft first: there are no changes to schedule.'
              : refusal
                ? 'Only the owner can schedule this draft (see above).'
                : 'The saved draft goes live then.'}
          </p>
          <FieldError id={id} message={error} />
        </div>
      )}
      {scheduled && error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
