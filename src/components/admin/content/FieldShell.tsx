import type { ReactNode } from 'react';
import { CharCounter, FieldError, labelClass } from '../ui/Field.tsx';

interface Props {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  error?: string;
  counter?: { value: string; max: number };
  /** A fieldset-style control (radio grid, list) labels itself; the shell then only adds hint and error. */
  asGroup?: boolean;
  /** Helpers under the control ('Insert price'), shown while the field is in use. */
  tools?: ReactNode;
  children: ReactNode;
}

/** Label, hint, the control, its counter and its error: the same frame for every generated field. */
export function FieldShell({ id, label, hint, required, error, counter, asGroup, tools, children }: Props) {
  return (
    <div className="group min-w-0">
      {!asGroup && (
        <label htmlFor={id} className={labelClass}>
          {label}
          {!required && <span className="font-normal text-navy-600"> (optional)</span>}
        </label>
      )}
      {hint && !asGroup && (
        <p id={`${id}-hint`} className="text-xs text-navy-600">
          {hint}
        </p>
      )}
      {children}
      {tools ? (
        <div className="flex items-start justify-between gap-2">
          {/* Out of the way until the field is hovered or focused (keyboard focus reaches it too). */}
          <div className="min-w-0 flex-1 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 has-[[aria-expanded=true]]:opacity-100">
            {tools}
          </div>
          {counter && <CharCounter id={id} value={counter.value} max={counter.max} />}
        </div>
      ) : (
        counter && <CharCounter id={id} value={counter.value} max={counter.max} />
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** aria-describedby for a generated control. */
export function describedByIds(id: string, o: { hint?: string; counter?: boolean; error?: string; extra?: string }) {
  const ids = [o.hint && `${id}-hint`, o.counter && `${id}-count`, o.extra, o.error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
