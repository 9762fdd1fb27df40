import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { buttonClasses } from '../ui/button-styles.ts';
import { Toaster, useToasts } from '../islands/Toaster.tsx';
import { fieldClass, labelClass } from './ui/Modal.tsx';
import { FieldError } from './ui/Field.tsx';
import { readFieldErrors } from '../../lib/field-errors.ts';

export function AccountTab() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { toasts, push, dismiss } = useToasts();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const { error } = await actions.admin.staff.changeOwnPassword({ current, next });
    if (error) {
      const { fields } = readFieldErrors(error);
      setErrors(fields);
      return push('error', fields.current ?? fields.next ?? error.message);
    }
    setCurrent('');
    setNext('');
    setErrors({});
    push('success', 'Password changed. Your other sessions were signed out.');
  }
  return (
    <section aria-labelledby="account-heading" className="max-w-lg rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
      <h2 id="account-heading" className="text-xl font-bold text-navy-950">
        Change your password
      </h2>
      <p className="mt-1 text-sm text-navy-600">At least 12 characters. A short sentence you can remember works well.</p>
      <form onSubmit={submit} className="mt-4 space-y-4">
        <div>
          <label htmlFor="current" className={labelClass}>
            Current password
          </label>
          <input
            id="current"
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            aria-invalid={errors.current ? true : undefined}
            aria-describedby={errors.current ? 'current-error' : undefined}
            className={fieldClass}
          />
          <FieldError id="current" message={errors.current} />
        </div>
        <div>
          <label htmlFor="next" className={labelClass}>
            New password
          </label>
          <input
            id="next"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            maxLength={128}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            aria-invalid={errors.next ? true : undefined}
            aria-describedby={errors.next ? 'next-error' : undefined}
            className={fieldClass}
          />
          <FieldError id="next" message={errors.next} />
        </div>
        <button type="submit" className={buttonClasses('default')}>
          Change password
        </button>
      </form>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </section>
  );
}
