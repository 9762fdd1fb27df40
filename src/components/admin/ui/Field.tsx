import type { ReactNode } from 'react';

export const fieldClass =
  'mt-1 block w-full rounded-lg border border-navy-200 bg-paper px-3 py-2 text-navy-950 placeholder:text-navy-400 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-600';
export const labelClass = 'block text-sm font-semibold text-navy-900';
export const hintClass = 'mt-1 text-xs text-navy-600';

/** The ids a field's aria-describedby should list: its hint, counter and error. */
export function describedBy(
  id: string,
  { hint = false, counter = false, error }: { hint?: boolean; counter?: boolean; error?: string },
) {
  const ids = [hint && `${id}-hint`, counter && `${id}-count`, error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldError({ id, message }: { id: string; message?: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** "n/max", turning amber near the limit; the input's maxLength enforces it. */
export function CharCounter({ id, value, max }: { id: string; value: string; max: number }) {
  const near = value.length >= max - 5;
  return (
    <p
      id={`${id}-count`}
      className={`mt-1 text-right text-xs tabular-nums ${near ? 'font-semibold text-mustard-800' : 'text-navy-600'}`}
    >
      <span className="sr-only">Characters used: </span>
      {value.length}/{max}
    </p>
  );
}

export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className={hintClass}>
      {children}
    </p>
  );
}
