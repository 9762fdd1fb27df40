import { useState } from 'react';
import { actions } from 'astro:actions';
import { CalendarClock, Send, TestTube2 } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { FieldError, fieldClass, hintClass, labelClass } from '../ui/Field.tsx';
import { readFieldErrors } from '../../../lib/field-errors.ts';
import { formatUkDateTime } from '../../../lib/uk-time.ts';

interface Props {
  id: string;
  /** The version on screen (its last save): sending is refused if someone saved it since. */
  version: string;
  status: 'draft' | 'scheduled';
  scheduledAt: string | null;
  recipients: number;
  /** The policy's answers for this issue in its state (send or schedule; cancel a schedule). */
  canSchedule: boolean;
  canUnschedule: boolean;
  /** Unsaved edits: sending would send the old words. */
  dirty: boolean;
  mailConfigured: boolean;
  ratePerMinute: number;
  notify: (kind: 'success' | 'error' | 'info', message: string) => void;
}

/** Test to oneself, send now, or schedule (UK time). Sending needs the owner's permission. */
export function SendPanel(props: Props) {
  const {
    id,
    version,
    status,
    scheduledAt,
    recipients,
    canSchedule,
    canUnschedule,
    dirty,
    mailConfigured,
    ratePerMinute,
    notify,
  } = props;
  const [when, setWhen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const minutes = Math.max(1, Math.ceil(recipients / ratePerMinute));

  async function test() {
    setBusy(true);
    const { data, error: e } = await actions.admin.newsletter.sendTest({ id });
    setBusy(false);
    if (e || !data) return notify('error', readFieldErrors(e).fields.bodyHtml ?? e?.message ?? 'The test could not be sent.');
    notify(
      data.mailConfigured ? 'success' : 'info',
      data.mailConfigured
        ? `Test sent to ${data.to}.`
        : `Test queued for ${data.to}; it goes out once a mail server is configured.`,
    );
  }

  async function schedule(value: string | null) {
    setBusy(true);
    setError(undefined);
    const { data, error: e } = await actions.admin.newsletter.schedule({ id, when: value, updatedAt: version });
    setBusy(false);
    setConfirming(false);
    if (e || !data) {
      const { fields } = readFieldErrors(e);
      setError(fields.when);
      return notify('error', fields.bodyHtml ?? fields.when ?? e?.message ?? 'That did not work.');
    }
    // The page shows the new state (and the report, once sending starts).
    window.location.reload();
  }

  const blocked = dirty || busy;
  return (
    <section aria-labelledby="nl-send" className="rounded-xl border border-navy-100 bg-paper p-4">
      <h2 id="nl-send" className="text-lg font-bold text-navy-950">
        Send
      </h2>
      {dirty && <p className="mt-1 text-sm font-medium text-mustard-800">Save your changes first.</p>}
      {!mailConfigured && (
        <p className="mt-1 text-sm text-navy-700">
          No mail server is configured (SMTP_URL): messages wait in the outbox until one is.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void test()} disabled={blocked}>
          <TestTube2 aria-hidden="true" className="h-4 w-4" /> Send a test to me
        </Button>
        {canSchedule && (
          <Button onClick={() => setConfirming(true)} disabled={blocked || recipients === 0}>
            <Send aria-hidden="true" className="h-4 w-4" /> Send now
          </Button>
        )}
      </div>
      {status === 'scheduled' && scheduledAt && !canUnschedule && (
        <p className="mt-4 text-sm font-semibold text-navy-900">Scheduled for {formatUkDateTime(scheduledAt)} (UK time).</p>
      )}
      {canSchedule ? (
        <>
          <p className={hintClass}>
            Goes to {recipients.toLocaleString('en-GB')} confirmed subscriber{recipients === 1 ? '' : 's'}, {ratePerMinute} a
            minute (about {minutes} minute{minutes === 1 ? '' : 's'}).
          </p>
          {status === 'scheduled' && scheduledAt ? (
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <p className="text-sm font-semibold text-navy-900">Scheduled for {formatUkDateTime(scheduledAt)} (UK time).</p>
              {canUnschedule && (
                <Button variant="outline" size="sm" onClick={() => void schedule(null)} disabled={busy}>
                  Cancel the schedule
                </Button>
              )}
            </div>
          ) : (
            <div className="mt-4 flex flex-wrap items-end gap-2">
              <div>
                <label htmlFor="nl-when" className={labelClass}>
                  Or send at (UK time)
                </label>
                <input
                  id="nl-when"
                  type="datetime-local"
                  className={fieldClass}
                  value={when}
                  onChange={(e) => setWhen(e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'nl-when-error' : undefined}
                />
              </div>
              <Button variant="outline" onClick={() => void schedule(when)} disabled={blocked || !when}>
                <CalendarClock aria-hidden="true" className="h-4 w-4" /> Schedule
              </Button>
            </div>
          )}
          <FieldError id="nl-when" message={error} />
        </>
      ) : (
        <p className={hintClass}>Only the owner can send an issue to subscribers; you can send yourself a test.</p>
      )}
      {confirming && (
        <ConfirmDialog
          message={`Send this issue to ${recipients.toLocaleString('en-GB')} subscriber${recipients === 1 ? '' : 's'} now? It cannot be recalled.`}
          confirmLabel="Send now"
          onConfirm={() => void schedule('now')}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
