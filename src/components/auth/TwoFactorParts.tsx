import type { Enrolment } from '../../lib/server/auth/two-factor.ts';
import { buttonClasses } from '../ui/button-styles.ts';
import { authInput, authLabel } from './AuthCard.tsx';
import { ACCOUNT_LIMITS } from '../../lib/security-limits.ts';

// Pieces shared by the sign-in step and the account's two-factor page. HTML only.

/** The QR code (server-made SVG) and the same secret as text, for typing in by hand. */
export function EnrolPanel({ enrolment }: { enrolment: Enrolment }) {
  const grouped = enrolment.secret.match(/.{1,4}/g)!.join(' ');
  return (
    <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <div
        role="img"
        aria-label="QR code for your authenticator app"
        className="h-44 w-44 shrink-0 rounded-lg border border-navy-200 bg-white p-1 [&>svg]:h-full [&>svg]:w-full"
        dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
      />
      <div className="min-w-0 text-sm text-navy-800">
        <p>Scan the code with your app (for example Google Authenticator, Microsoft Authenticator or 1Password).</p>
        <p className="mt-2">Cannot scan? Enter this key instead:</p>
        <p
          className="mt-1 rounded-md bg-navy-50 px-2 py-1.5 font-mono text-base tracking-wide break-all text-navy-950"
          data-testid="totp-secret"
        >
          {grouped}
        </p>
        <p className="mt-2 text-xs text-navy-700">
          This key is yours alone and lasts {ACCOUNT_LIMITS.setupMs / 60000} minutes; after that the page shows a new one.
        </p>
      </div>
    </div>
  );
}

export function CodeForm({
  action,
  label,
  submit,
  remember,
}: {
  action: string;
  label: string;
  submit: string;
  remember: boolean;
}) {
  return (
    <form method="post" action={action} className="mt-4 space-y-4">
      <div>
        <label htmlFor="code" className={authLabel}>
          {label}
        </label>
        <input
          id="code"
          name="code"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          required
          maxLength={40}
          className={`${authInput} font-mono tracking-widest`}
        />
      </div>
      {remember && (
        <div className="flex items-start gap-2">
          <input id="remember" name="remember" type="checkbox" value="true" className="mt-1 h-4 w-4" />
          <label htmlFor="remember" className="text-sm text-navy-800">
            Remember this device for 30 days
          </label>
        </div>
      )}
      <button type="submit" className={buttonClasses('default', 'lg', 'w-full')}>
        {submit}
      </button>
    </form>
  );
}

export function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <div>
      <p className="text-sm text-navy-800">
        If you lose your phone, each of these codes lets you sign in once instead of a code from the app. Keep them somewhere
        safe, such as a password manager. They are shown only now.
      </p>
      <ul
        className="mt-4 grid grid-cols-2 gap-2 rounded-lg bg-navy-950 p-4 font-mono text-base text-mustard-300"
        data-testid="recovery-codes"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}
