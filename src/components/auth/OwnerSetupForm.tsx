import { buttonClasses } from '../ui/button-styles.ts';
import { AuthCard, FormMessage, authInput, authLabel } from './AuthCard.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';

// The first sign-in without ADMIN_EMAIL: a plain form (no script), posted to
// setup.owner. Whoever holds the one-time password from the server's terminal
// becomes the owner, with the address and password they enter here.
export function OwnerSetupForm({
  error,
  values,
  passwordMin,
}: {
  error?: string | undefined;
  values: { name?: string; email?: string };
  passwordMin: number;
}) {
  return (
    <AuthCard title="Set up your admin account" wide backLink={false}>
      <FormMessage error={error} />
      <p className="text-sm text-navy-800">
        Nobody has an account yet. When the server started, it printed a <strong>one-time password</strong> in its log (the
        terminal, or <code className="rounded bg-navy-50 px-1">journalctl -u northmill</code>). Enter it below with your own
        details: you become the owner, and the one-time password stops working.
      </p>
      <form method="post" action="/admin?_action=setup.owner" className="mt-5 space-y-4">
        <div>
          <label htmlFor="setupPassword" className={authLabel}>
            One-time password from the server log
          </label>
          <input
            id="setupPassword"
            name="setupPassword"
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            className={`${authInput} font-mono`}
          />
        </div>
        <div>
          <label htmlFor="name" className={authLabel}>
            Your name
          </label>
          <input
            id="name"
            name="name"
            required
            autoComplete="name"
            maxLength={100}
            defaultValue={values.name}
            className={authInput}
          />
        </div>
        <div>
          <label htmlFor="email" className={authLabel}>
            Your e-mail address
          </label>
          <input
            id="email"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            defaultValue={values.email}
            aria-describedby="email-hint"
            className={authInput}
          />
          <p id="email-hint" className="mt-1 text-sm text-navy-700">
            You sign in with it, and password resets and security alerts go to it.
          </p>
        </div>
        <NewPasswordFields label="Choose a password" passwordMin={passwordMin} />
        <button type="submit" className={buttonClasses('default', 'lg', 'w-full')}>
          Create my owner account
        </button>
      </form>
    </AuthCard>
  );
}
