import { CharCounter, FieldError, Hint, describedBy, fieldClass, labelClass } from './Field.tsx';

/**
 * One labelled text input or textarea of an admin form, with its hint, counter (a textarea with a
 * maximum) and error, each tied to the field by aria-describedby and aria-invalid.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  max,
  error,
  hint,
  rows,
  type = 'text',
  ...attributes
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max?: number;
  error?: string | null | undefined;
  hint?: string;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  type?: 'text' | 'date' | 'email';
  placeholder?: string;
  required?: boolean;
  inputMode?: 'numeric';
}) {
  const common = {
    ...attributes,
    id,
    value,
    maxLength: max,
    className: fieldClass,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint: Boolean(hint), counter: Boolean(max && rows), error: error ?? undefined }),
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && <Hint id={id}>{hint}</Hint>}
      {max && rows ? <CharCounter id={id} value={value} max={max} /> : null}
      <FieldError id={id} message={error} />
    </div>
  );
}
