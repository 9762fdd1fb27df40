import type { MailFormValues, MailSecurity, MailServer } from '../../../lib/server/email/mail-settings.ts';
import { buttonClasses } from '../../ui/button-styles.ts';
import { FieldError, describedBy, fieldClass, hintClass, labelClass } from '../ui/Field.tsx';

export type { MailFormValues };

const SECURITY: Record<MailSecurity, string> = {
  starttls: 'STARTTLS (usually port 587)',
  tls: 'TLS from the start (usually port 465)',
  none: 'None: a relay on your own network',
};

// The mail server form (issue 38, owner only). A plain form posting to
// admin.mail.saveSettings: it works without JavaScript, and a save applies on the
// next message without a restart (email/transport.ts). The saved password is never
// sent back to the browser: a blank box keeps it. With SMTP_URL set the
// environment wins, so the form shows read-only and says so.
export function MailServerForm({
  saved,
  fromEnvironment,
  values,
  fieldErrors,
}: {
  saved: (MailServer & { passwordSaved: boolean }) | null;
  fromEnvironment: boolean;
  /** What the owner typed, shown again after a refused save. */
  values?: MailFormValues | undefined;
  fieldErrors?: Record<string, string[] | undefined> | undefined;
}) {
  const v: MailFormValues = values ?? {
    host: saved?.host ?? '',
    port: String(saved?.port ?? 587),
    security: saved?.security ?? 'starttls',
    user: saved?.user ?? '',
    fromName: saved?.fromName ?? '',
    fromAddress: saved?.fromAddress ?? '',
    replyTo: saved?.replyTo ?? '',
  };
  const error = (f: string) => fieldErrors?.[f]?.[0];
  const text = (id: keyof MailFormValues, label: string, o: { type?: string; hint?: string; autoComplete?: string } = {}) => {
    const fid = `mail-${id}`;
    return (
      <div>
        <label htmlFor={fid} className={labelClass}>
          {label}
        </label>
        <input
          id={fid}
          name={id}
          type={o.type ?? 'text'}
          defaultValue={v[id] ?? ''}
          autoComplete={o.autoComplete ?? 'off'}
          disabled={fromEnvironment}
          aria-invalid={error(id) ? true : undefined}
          aria-describedby={describedBy(fid, { hint: Boolean(o.hint), error: error(id) })}
          className={`${fieldClass} disabled:bg-navy-50 disabled:text-navy-600`}
        />
        {o.hint && (
          <p id={`${fid}-hint`} className={hintClass}>
            {o.hint}
          </p>
        )}
        <FieldError id={fid} message={error(id)} />
      </div>
    );
  };
  const environmentNote = (
    <p className="rounded-lg border border-mustard-300 bg-mustard-50 p-3 text-sm text-navy-900 sm:col-span-2">
      SMTP_URL is set in this site’s environment, and it wins:{' '}
      {saved ? 'the mail server below is not used, and' : 'the mail server'} cannot be changed here. Ask whoever runs the server
      to remove SMTP_URL and restart the site to manage the mail server from this page.
    </p>
  );
  // Nothing saved to show: the note alone, not a form of empty boxes nobody can fill in.
  if (fromEnvironment && !saved)
    return (
      <div className="mt-5">
        <h3 className="text-base font-bold text-navy-950">Mail server</h3>
        <div className="mt-2">{environmentNote}</div>
      </div>
    );
  return (
    <form method="post" action="/admin/content?_action=admin.mail.saveSettings#mail" className="mt-5 grid gap-4 sm:grid-cols-2">
      <h3 className="text-base font-bold text-navy-950 sm:col-span-2">Mail server</h3>
      {fromEnvironment && environmentNote}
      <input type="hidden" name="version" value={saved?.version ?? 0} />
      {text('host', 'Server name', { hint: 'From your e-mail provider, for example smtp.office365.com or smtp.gmail.com.' })}
      {text('port', 'Port', { type: 'text', hint: 'Usually 587; 465 for TLS from the start.' })}
      <div className="sm:col-span-2">
        <label htmlFor="mail-security" className={labelClass}>
          Security
        </label>
        <select
          id="mail-security"
          name="security"
          defaultValue={v.security}
          disabled={fromEnvironment}
          aria-invalid={error('security') ? true : undefined}
          className={`${fieldClass} disabled:bg-navy-50 disabled:text-navy-600`}
        >
          {Object.entries(SECURITY).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <FieldError id="mail-security" message={error('security')} />
      </div>
      {text('user', 'User name', { hint: 'Often the full e-mail address. Leave blank if the server needs no sign-in.' })}
      <div>
        <label htmlFor="mail-password" className={labelClass}>
          Password
        </label>
        <input
          id="mail-password"
          name="password"
          type="password"
          autoComplete="new-password"
          disabled={fromEnvironment}
          placeholder={saved?.passwordSaved ? 'saved — leave blank to keep' : ''}
          aria-describedby="mail-password-hint"
          className={`${fieldClass} disabled:bg-navy-50 disabled:text-navy-600`}
        />
        <p id="mail-password-hint" className={hintClass}>
          {saved?.passwordSaved
            ? 'A password is saved (encrypted). Type a new one only to change it.'
            : 'Stored encrypted with a key kept outside the database. An app password if your provider offers one.'}
        </p>
      </div>
      {text('fromName', 'Sender name', { hint: 'What people see the e-mail from, usually your business name.' })}
      {text('fromAddress', 'Sender address', {
        type: 'email',
        hint: 'An address at your own domain that this server may send as.',
      })}
      <div className="sm:col-span-2">
        {text('replyTo', 'Reply-To (optional)', {
          type: 'email',
          hint: 'Where replies go, if not to the sender address. An enquiry notification still replies to the enquirer.',
        })}
      </div>
      {!fromEnvironment && (
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClasses('primary', 'default', 'min-h-11')}>
            Save mail settings
          </button>
        </div>
      )}
    </form>
  );
}
