import { CharCounter, FieldError, Hint, describedBy, fieldClass, labelClass } from '../ui/Field.tsx';

/** One labelled text input or textarea of the Proof forms, with its hint, counter and error. */
export function ProofField({
  id,
  label,
  value,
  onChange,
  max,
  error,
  hint,
  rows,
  type = 'text',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max?: number;
  error?: string | undefined;
  hint?: string;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  type?: 'text' | 'date';
}) {
  const common = {
    id,
    value,
    maxLength: max,
    className: fieldClass,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint: Boolean(hint), counter: Boolean(max && rows), error }),
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

export const badgeClass = 'rounded px-1.5 py-0.5 text-xs font-semibold';
export const publishedBadge = `${badgeClass} bg-green-100 text-green-900`;
export const draftBadge = `${badgeClass} bg-navy-100 text-navy-800`;
export const warnBadge = `${badgeClass} bg-mustard-100 text-mustard-900`;
