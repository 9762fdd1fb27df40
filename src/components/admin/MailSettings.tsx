import type { MailHealth } from '../../lib/server/repositories/outbox.ts';
import type { TestMailResult } from '../../lib/server/email/test-mail.ts';
import { buttonClasses } from '../ui/button-styles.ts';
import { formatUkDateTime } from '../../lib/uk-time.ts';
import type { MailServer } from '../../lib/server/email/mail-settings.ts';
import { MailServerForm, type MailFormValues } from './settings/MailServerForm.tsx';

// Outgoing mail on the settings page (issue 23): where it goes out from, how
// the last send went, the mail server the owner sets (issue 38), and a test the
// owner can run. Plain forms: no script.
export function MailSettings({
  server,
  source,
  from,
  to,
  health,
  canTest,
  result,
  error,
  saved,
  canConfigure,
  save,
}: {
  /** SMTP_URL's host and port (never its user or password), the saved server's, or null without one. */
  server: string | null;
  source: 'environment' | 'admin' | 'none';
  saved: (MailServer & { passwordSaved: boolean }) | null;
  canConfigure: boolean;
  /** The answer to a save posted with this page: done, or refused with messages and what was typed. */
  save?:
    | { done: boolean; error?: string | undefined; fields?: Record<string, string[] | undefined>; values?: MailFormValues }
    | undefined;
  from: string;
  to: string;
  health: MailHealth;
  canTest: boolean;
  result?: TestMailResult | undefined;
  error?: string | undefined;
}) {
  return (
    <section id="mail" aria-labelledby="mail-heading" className="mt-6 rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
      <h2 id="mail-heading" className="text-xl font-bold text-navy-950">
        Outgoing e-mail
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-navy-900">Mail server</dt>
        <dd className={`text-navy-800 ${server ? 'break-all' : 'break-words'}`}>
          {server
            ? `${server} (${source === 'environment' ? 'set by SMTP_URL' : 'set on this page'})`
            : 'None yet: mail waits in the outbox until a mail server is saved below.'}
        </dd>
        <dt className="font-semibold text-navy-900">Sent as</dt>
        <dd className="break-all text-navy-800">{from}</dd>
        <dt className="font-semibold text-navy-900">Waiting</dt>
        <dd className="text-navy-800">
          {health.waiting === 0 ? 'Nothing' : `${health.waiting} e-mail${health.waiting === 1 ? '' : 's'}`}
          {health.givenUp > 0 && `, and ${health.givenUp} given up after repeated failures`}
        </dd>
        <dt className="font-semibold text-navy-900">Last attempt</dt>
        <dd className="break-words text-navy-800">
          {health.lastAttempt
            ? `${formatUkDateTime(health.lastAttempt.at)}: ${health.lastAttempt.ok ? 'accepted by the mail server' : `failed (${health.lastAttempt.detail})`}`
            : 'None yet'}
        </dd>
      </dl>
      {canConfigure && (
        <MailServerForm
          saved={saved}
          fromEnvironment={source === 'environment'}
          values={save?.values}
          fieldErrors={save?.fields}
        />
      )}
      {save?.done && (
        <p
          role="status"
          className="mt-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900"
        >
          Mail settings saved. The next e-mail goes out through {server}; send a test e-mail to check it arrives.
        </p>
      )}
      {save?.error && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900">
          {save.error}
        </p>
      )}
      {canTest && (
        <form method="post" action="/admin/content?_action=admin.mail.sendTest#mail" className="mt-4">
          <button
            type="submit"
            disabled={!server}
            className={buttonClasses('outline', 'default', 'h-auto! min-h-11 py-2 text-left whitespace-normal!')}
          >
            Send a test e-mail to {to}
          </button>
          {!server && <p className="mt-2 text-sm text-navy-700">Save a mail server above to send one.</p>}
        </form>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900">
          {error}
        </p>
      )}
      {result && (
        <p
          role={result.status === 'sent' ? 'status' : 'alert'}
          className={`mt-3 rounded-lg border p-3 text-sm font-medium ${
            result.status === 'sent'
              ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
              : result.status === 'failed'
                ? 'border-red-200 bg-red-50 text-red-900'
                : 'border-mustard-300 bg-mustard-50 text-navy-900'
          }`}
        >
          {result.status === 'sent'
            ? `The mail server accepted the test e-mail to ${result.to}. If it is not in the inbox within a few minutes, look in spam and check the sender's domain (SPF and DKIM).`
            : result.status === 'failed'
              ? `The test e-mail to ${result.to} could not be sent. ${result.error} It is retried by itself once the settings are right.`
              : `The test e-mail to ${result.to} is queued, but the mail server has not answered within 10 seconds. Reload this page in a minute to see the last attempt.`}
        </p>
      )}
    </section>
  );
}
