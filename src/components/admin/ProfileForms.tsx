import type { StaffUser } from '../../lib/server/repositories/staff.ts';
import { buttonClasses } from '../ui/button-styles.ts';
import { fieldClass, labelClass } from './ui/Field.tsx';
import { formatUkDateTime } from '../../lib/uk-time.ts';

interface Message {
  error?: string | undefined;
  notice?: string | undefined;
}

function Note({ message, id }: { message: Message; id: string }) {
  if (message.error)
    return (
      <p id={id} role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900">
        {message.error}
      </p>
    );
  if (message.notice)
    return (
      <p
        role="status"
        className="mt-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900"
      >
        {message.notice}
      </p>
    );
  return null;
}

// Your name and e-mail address (issue 23): plain forms posting to the profile
// actions, so they work without JavaScript. A new address changes only once
// the link sent to it is followed; the page says which change is waiting.
export function ProfileForms({
  user,
  pending,
  name,
  email,
}: {
  user: StaffUser;
  pending: { newEmail: string; sentAt: string; expiresAt: string } | null;
  name: Message;
  email: Message;
}) {
  return (
    <section aria-labelledby="profile-heading" className="max-w-lg rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
      <h2 id="profile-heading" className="text-xl font-bold text-navy-950">
        Your details
      </h2>
      <form method="post" action="/admin/account?_action=admin.profile.updateName" className="mt-4">
        <label htmlFor="displayName" className={labelClass}>
          Name
        </label>
        <p id="displayName-hint" className="text-sm text-navy-700">
          Shown to other staff in the audit log and on drafts you save.
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id="displayName"
            name="displayName"
            required
            maxLength={100}
            autoComplete="name"
            defaultValue={user.displayName}
            aria-describedby={name.error ? 'displayName-hint name-error' : 'displayName-hint'}
            aria-invalid={name.error ? true : undefined}
            className={`${fieldClass} mt-0 min-w-0 flex-1`}
          />
          <button type="submit" className={buttonClasses('default', 'default')}>
            Save name
          </button>
        </div>
        <Note message={name} id="name-error" />
      </form>

      <form id="email" method="post" action="/admin/account?_action=admin.profile.requestEmailChange" className="mt-6 space-y-3">
        <div>
          <label htmlFor="new-email" className={labelClass}>
            E-mail address
          </label>
          <p id="new-email-hint" className="text-sm text-navy-700">
            You sign in as <strong className="break-all">{user.email}</strong>. To change it, enter the new address: we send it a
            link, and the change happens when you follow it. {user.email} is told once it has changed.
          </p>
          <input
            id="new-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            aria-describedby={email.error ? 'new-email-hint email-error' : 'new-email-hint'}
            aria-invalid={email.error ? true : undefined}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="email-current-password" className={labelClass}>
            Your current password
          </label>
          <input
            id="email-current-password"
            name="currentPassword"
            type="password"
            required
            maxLength={256}
            autoComplete="current-password"
            className={fieldClass}
          />
        </div>
        <button type="submit" className={buttonClasses('outline', 'default')}>
          Send confirmation link
        </button>
        <Note message={email} id="email-error" />
        {pending && !email.error && (
          <p role="status" className="rounded-lg border border-mustard-300 bg-mustard-50 p-3 text-sm text-navy-900">
            A confirmation link went to <strong className="break-all">{pending.newEmail}</strong> on{' '}
            {formatUkDateTime(pending.sentAt)}. It works until {formatUkDateTime(pending.expiresAt)}; until then you keep signing
            in as {user.email}.
          </p>
        )}
      </form>
    </section>
  );
}
