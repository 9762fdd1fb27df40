import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { Lock } from 'lucide-react';
import { buttonClasses } from '../ui/button-styles.ts';
import { Toaster, useToasts } from '../islands/Toaster.tsx';
import { authInput } from '../auth/AuthCard.tsx';
import { labelClass } from './ui/Field.tsx';
import { afterSignIn } from '../../lib/admin/next-path.ts';

// The sign-in gate. A real form posting to the login action, so it works
// without JavaScript; with it, errors show as toasts without a reload.
export function LoginGate({
  next,
  message,
  notice,
  email = '',
}: {
  next: string;
  message?: string | undefined;
  notice?: string | undefined;
  email?: string;
}) {
  const [error, setError] = useState(message);
  const [busy, setBusy] = useState(false);
  const { toasts, push, dismiss } = useToasts();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    const { data, error: err } = await actions.auth
      .login(new FormData(e.currentTarget))
      .catch(() => ({ data: undefined, error: { message: 'Could not reach the server. Try again.' } }));
    // A reset password to replace, or the authenticator code, comes first.
    if (!err && data?.next) {
      window.location.assign(data.next);
      return;
    }
    if (!err) {
      // The server's own check again, never a URL resolution: a path it refused becomes /admin.
      window.location.assign(afterSignIn(next));
      return;
    }
    setError(err.message);
    push('error', err.message);
    setBusy(false);
  }

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-navy-950 px-4">
      <div className="w-full max-w-sm rounded-2xl bg-paper p-8 shadow-2xl">
        <div className="flex items-center gap-3">
          <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-mustard-100 text-mustard-800">
            <Lock aria-hidden="true" className="h-5 w-5" />
          </span>
          <h1 className="text-2xl font-bold text-navy-950">Staff sign-in</h1>
        </div>
        <form
          method="post"
          action={`/admin?_action=auth.login&next=${encodeURIComponent(next)}`}
          onSubmit={onSubmit}
          className="mt-6 space-y-4"
        >
          {notice && !error && (
            <p
              role="status"
              className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900"
            >
              {notice}
            </p>
          )}
          {error && (
            <p
              id="login-error"
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
            >
              {error}
            </p>
          )}
          <div>
            <label htmlFor="email" className={labelClass}>
              E-mail address
            </label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={email}
              className={authInput}
              aria-describedby={error ? 'login-error' : undefined}
            />
          </div>
          <div>
            <label htmlFor="password" className={labelClass}>
              Password
            </label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className={authInput}
              aria-describedby={error ? 'login-error' : undefined}
            />
          </div>
          <button type="submit" disabled={busy} className={buttonClasses('default', 'lg', 'w-full')}>
            {busy ? 'Signing in...' : 'Sign in'}
          </button>
        </form>
        <p className="mt-4 text-center text-sm">
          <a href="/auth/forgot-password" className="text-navy-700 underline">
            Forgot your password?
          </a>
        </p>
        <p className="mt-2 text-center text-sm">
          <a href="/" className="text-navy-700 underline">
            Back to the website
          </a>
        </p>
      </div>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </main>
  );
}
