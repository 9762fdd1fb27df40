import type { ReactNode } from 'react';
import { KeyRound } from 'lucide-react';
import { labelClass } from '../admin/ui/Field.tsx';

// The frame of the signed-out account pages (forgot password, set password,
// two-factor code): HTML only, no script.
export const authInput = 'mt-1 block w-full rounded-lg border border-navy-200 bg-paper px-3 py-2.5 text-navy-950';
export const authLabel = labelClass;

export function AuthCard({
  title,
  wide = false,
  backLink = true,
  children,
}: {
  title: string;
  wide?: boolean;
  /** Off where /admin would show this same page (the first owner's setup). */
  backLink?: boolean;
  children: ReactNode;
}) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-navy-950 px-4 py-10">
      <div className={`w-full ${wide ? 'max-w-lg' : 'max-w-sm'} rounded-2xl bg-paper p-6 shadow-2xl sm:p-8`}>
        <div className="flex items-center gap-3">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-mustard-100 text-mustard-800">
            <KeyRound aria-hidden="true" className="h-5 w-5" />
          </span>
          <h1 className="text-2xl font-bold text-navy-950">{title}</h1>
        </div>
        <div className="mt-6">{children}</div>
        {backLink && (
          <p className="mt-6 text-center text-sm">
            <a href="/admin" className="text-navy-700 underline">
              Back to sign-in
            </a>
          </p>
        )}
      </div>
    </main>
  );
}

export function FormMessage({ error, notice }: { error?: string | undefined; notice?: string | undefined }) {
  if (error)
    return (
      <p
        id="form-error"
        role="alert"
        className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
      >
        {error}
      </p>
    );
  if (notice)
    return (
      <p
        role="status"
        className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900"
      >
        {notice}
      </p>
    );
  return null;
}
