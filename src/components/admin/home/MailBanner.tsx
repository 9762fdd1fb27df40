import { MailWarning } from 'lucide-react';
import type { MailBannerData } from '../../../lib/server/loaders/admin-home.ts';
import { formatUkDateTime } from '../../../lib/uk-time.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// At the top of every admin page while mail cannot go out (issue 23): lost
// leads must not go unnoticed. HTML only; it disappears once mail works.
export function MailBanner({ data }: { data: MailBannerData }) {
  const waiting =
    data.waiting > 0
      ? `${plural(data.waiting, 'e-mail is', 'e-mails are')} waiting in the outbox${
          data.oldestWaitingAt ? ` (the oldest since ${formatUkDateTime(data.oldestWaitingAt)})` : ''
        }.`
      : 'Nothing is waiting yet.';
  return (
    <section aria-labelledby="mail-banner-title" className="border-b-2 border-red-300 bg-red-50 text-red-950">
      <div className="mx-auto flex max-w-7xl gap-3 px-4 py-3 sm:px-6">
        <MailWarning aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
        <div className="min-w-0 text-sm">
          <p id="mail-banner-title" className="font-bold">
            {data.problem === 'no-server'
              ? 'E-mail is not being sent: no mail server is configured.'
              : 'E-mail is failing to send.'}{' '}
            <span className="font-normal">{waiting}</span>
          </p>
          {data.problem === 'failing' && data.lastError && (
            <p className="mt-1 break-words">
              Last attempt{data.lastAttemptAt ? `, ${formatUkDateTime(data.lastAttemptAt)}` : ''}:{' '}
              <code className="break-all">{data.lastError}</code>
            </p>
          )}
          {data.givenUp > 0 && (
            <p className="mt-1">
              {plural(data.givenUp, 'message was', 'messages were')} given up after repeated failures: open the enquiry and choose
              Resend once mail works.
            </p>
          )}
          <p className="mt-1">
            New enquiries are still saved in the inbox, but nobody is told about them.{' '}
            {data.canFix ? (
              data.problem === 'no-server' ? (
                <>
                  <a href="/admin/content#mail" className="font-semibold underline">
                    Fill in your mail server
                  </a>{' '}
                  (your e-mail provider gives its name, port, user name and password); waiting mail then goes out by itself,
                  without a restart. Then send a test e-mail from the same place.
                </>
              ) : (
                <>
                  Check the mail server’s name, port, user name and password, then{' '}
                  <a href="/admin/content#mail" className="font-semibold underline">
                    send a test e-mail
                  </a>
                  . Waiting mail is retried by itself.
                </>
              )
            ) : (
              'Tell the site owner: they can set up the mail server.'
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
