import type { ReactNode } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-lg border border-navy-200 bg-paper px-3 py-2.5 text-navy-950 placeholder:text-navy-400 focus:border-navy-500 aria-[invalid=true]:border-red-600';

/** A labelled field with its help text and error wired up for assistive tech. */
export function Field({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      {children}
      {help && (
        <p id={`${id}-help`} className="mt-1 text-xs text-navy-600">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, help?: string, error?: string): string | undefined {
  return [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}
