import { useState } from 'react';
import { actions } from 'astro:actions';
import { RotateCw } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { formatUkDateTime } from '../../../lib/uk-time.ts';
import { Badge, SectionTitle, actionMessage, type OutboxSummary, type PushToast } from './shared.tsx';

const KIND_LABELS: Record<string, string> = {
  'enquiry-notification': 'Notification to the team',
  'enquiry-confirmation': 'Confirmation to the enquirer',
};

const STATUS: Record<string, { label: string; tone: string }> = {
  pending: { label: 'Queued', tone: 'border-sky-200 bg-sky-50 text-sky-900' },
  sending: { label: 'Sending', tone: 'border-sky-200 bg-sky-50 text-sky-900' },
  sent: { label: 'Sent', tone: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  failed: { label: 'Failed', tone: 'border-red-200 bg-red-50 text-red-800' },
};

interface Props {
  emails: OutboxSummary[];
  mailConfigured: boolean;
  isSpam: boolean;
  push: PushToast;
  /** Reloads the delivery list after a resend. */
  onChanged: () => Promise<void>;
}

/** The enquiry's notification e-mails: where each went, whether it was delivered, and 'Resend'. */
export function EmailDeliveries({ emails, mailConfigured, isSpam, push, onChanged }: Props) {
  const [busyId, setBusyId] = useState<string | null>(null);

  async function resend(outboxId: string, status: string) {
    if (busyId || status === 'sending') return;
    setBusyId(outboxId);
    const { error } = await actions.admin.enquiries.resendEmail({ outboxId });
    if (error) {
      push('error', actionMessage(error, 'Error queueing the e-mail again'));
    } else {
      push('success', mailConfigured ? 'E-mail queued to send again.' : 'E-mail queued, but no mail server is configured.');
      await onChanged();
    }
    setBusyId(null);
  }

  return (
    <section aria-labelledby="enq-emails">
      <SectionTitle id="enq-emails">E-mail notifications</SectionTitle>
      {emails.length === 0 ? (
        <p className="mt-2 text-sm text-navy-700">
          No e-mails were queued for this enquiry.{isSpam && ' Enquiries flagged as spam when they arrive send none.'}
        </p>
      ) : (
        <ul className="mt-2 space-y-2">
          {emails.map((m) => {
            const status = STATUS[m.status] ?? { label: m.status, tone: 'border-navy-200 bg-paper text-navy-800' };
            const unsent = !mailConfigured && m.status === 'pending';
            return (
              <li key={m.id} className="rounded-lg border border-navy-100 p-3 text-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium text-navy-950">{KIND_LABELS[m.kind] ?? m.kind}</p>
                    <p className="break-all text-navy-700">To {m.to}</p>
                  </div>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </div>
                <p className="mt-1 text-navy-700">
                  {m.attempts} {m.attempts === 1 ? 'attempt' : 'attempts'}
                  {m.sentAt && (
                    <>
                      {' '}
                      · sent <time dateTime={m.sentAt}>{formatUkDateTime(m.sentAt)}</time>
                    </>
                  )}
                </p>
                {unsent && <p className="mt-1 font-medium text-mustard-800">Not sent: no mail server configured</p>}
                {m.lastError && m.status !== 'sent' && (
                  <p className="mt-1 break-words text-red-800">
                    <span className="font-medium">Last error:</span> {m.lastError}
                  </p>
                )}
                <button
                  type="button"
                  onClick={() => resend(m.id, m.status)}
                  aria-disabled={m.status === 'sending' || busyId !== null || undefined}
                  className={buttonClasses('outline', 'sm', 'mt-2 aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
                >
                  <RotateCw aria-hidden="true" className="h-4 w-4" />
                  {busyId === m.id ? 'Resending…' : 'Resend'}
                  <span className="sr-only"> {KIND_LABELS[m.kind]?.toLowerCase() ?? 'e-mail'}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
