import { useState } from 'react';
import { actions } from 'astro:actions';
import { CalendarClock } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { FieldError, fieldClass, hintClass, labelClass } from '../ui/Field.tsx';
import { addCalendarDays, ukDay } from '../../../lib/uk-time.ts';
import { readFieldErrors } from '../../../lib/field-errors.ts';

interface Props {
  slug: string;
  /** A saved draft exists (only a saved draft can be scheduled). */
  hasDraft: boolean;
  /** A change is scheduled already (shown at the top of the editor): one at a time. */
  pending: boolean;
  /** Why scheduling is the owner's here (the policy), or null. */
  refusal: string | null;
}

/**
 * 'Publish later': the saved draft becomes a scheduled change of its own, going live at a UK date
 * and time whatever the browser's time zone (a background job; it survives restarts). The draft
 * starts again from the live page, so a fix published meanwhile goes live alone; at its time the
 * scheduled change goes live on top of it (ScheduledChange shows it until then).
 */
export function SchedulePublish({ slug, hasDraft, pending, refusal }: Props) {
  // Tomorrow at 09:00, UK time.
  const [value, setValue] = useState(() => `${addCalendarDays(ukDay(), 1)}T09:00`);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `schedule-${slug}`;

  async function schedule() {
    setBusy(true);
    setError('');
    const { error: failed } = await actions.admin.pageSchedule.set({ slug, publishAt: value });
    if (failed) {
      setBusy(false);
      return setError(readFieldErrors(failed).fields.publishAt ?? failed.message);
    }
    // The draft moved into the schedule: the editor opens again on the live page, the change shown above.
    location.reload();
  }

  const hint = pending
    ? 'A change is already scheduled (see the top of the editor): move it back to the draft to add to it, or publish this draft now.'
    : !hasDraft
      ? 'Save a draft first: there are no changes to schedule.'
      : refusal
        ? 'Only the owner can schedule this draft (see above).'
        : 'The saved draft is set aside to go live then; you can go on fixing and publishing the page meanwhile.';
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-navy-100 bg-paper p-3 sm:p-4">
      <h3 id={`${id}-heading`} className="flex items-center gap-2 font-semibold text-navy-950">
        <CalendarClock aria-hidden="true" className="h-4 w-4" /> Publish later
      </h3>
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
            disabled={busy || !hasDraft || pending || refusal !== null}
            className={`${buttonClasses('outline', 'sm')} mt-1`}
          >
            <CalendarClock aria-hidden="true" className="h-4 w-4" /> Schedule
          </button>
        </div>
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
        <FieldError id={id} message={error} />
      </div>
    </section>
  );
}
