import { authInput, authLabel } from './AuthCard.tsx';

/**
 * A new password and the same again, for the plain forms outside the admin: the set-password
 * link and the first owner's set-up. Posted as `password` and `confirm`; the action compares them.
 */
export function NewPasswordFields({ label, passwordMin }: { label: string; passwordMin: number }) {
  return (
    <>
      <div>
        <label htmlFor="password" className={authLabel}>
          {label}
        </label>
        <input
          id="password"
          name="password"
          type="password"
          required
          autoComplete="new-password"
          minLength={passwordMin}
          maxLength={128}
          aria-describedby="password-hint"
          className={authInput}
        />
        <p id="password-hint" className="mt-1 text-sm text-navy-700">
          At least {passwordMin} characters. A few unrelated words work well.
        </p>
      </div>
      <div>
        <label htmlFor="confirm" className={authLabel}>
          The same password again
        </label>
        <input
          id="confirm"
          name="confirm"
          type="password"
          required
          autoComplete="new-password"
          maxLength={128}
          className={authInput}
        />
      </div>
    </>
  );
}
