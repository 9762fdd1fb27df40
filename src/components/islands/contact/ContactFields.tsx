import { Field, describedBy, inputClass } from './Field.tsx';
import type { ContactFormProps, InitialEnquiry } from './types.ts';
import { ENQUIRY_FIELD_LABELS as LABEL } from '../../../lib/enquiry/field-labels.ts';

// Uncontrolled inputs: the browser keeps what was typed, FormData reads it,
// and the no-JavaScript re-render fills them from the posted values.
export function ContactFields({
  options,
  initial,
  errors,
}: {
  options: ContactFormProps['options'];
  initial?: InitialEnquiry | undefined;
  errors: Record<string, string>;
}) {
  const text = (
    id: keyof InitialEnquiry,
    label: string,
    extra: { type?: string; autoComplete?: string; required?: boolean; maxLength: number; placeholder?: string; help?: string },
  ) => (
    <Field id={id} label={label} help={extra.help} error={errors[id]}>
      <input
        id={id}
        name={id}
        type={extra.type ?? 'text'}
        autoComplete={extra.autoComplete}
        required={extra.required}
        maxLength={extra.maxLength}
        placeholder={extra.placeholder}
        defaultValue={(initial?.[id] as string | undefined) ?? ''}
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={describedBy(id, extra.help, errors[id])}
        className={inputClass}
      />
    </Field>
  );
  const select = (
    id: 'project_type' | 'budget' | 'timeline',
    label: string,
    opts: { value: string; name: string }[],
    required = false,
  ) => (
    <Field id={id} label={label} error={errors[id]}>
      <select
        id={id}
        name={id}
        required={required}
        defaultValue={initial?.[id] ?? ''}
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={describedBy(id, undefined, errors[id])}
        className={inputClass}
      >
        <option value="">{required ? 'Choose one' : 'Prefer not to say'}</option>
        {opts.map((o) => (
          <option key={o.value} value={o.value}>
            {o.name}
          </option>
        ))}
      </select>
    </Field>
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {text('name', `${LABEL.name} *`, { autoComplete: 'name', required: true, maxLength: 200, placeholder: 'Jane Smith' })}
      {text('email', `${LABEL.email} *`, {
        type: 'email',
        autoComplete: 'email',
        required: true,
        maxLength: 254,
        placeholder: 'jane@example.co.uk',
      })}
      {text('company', `${LABEL.company} *`, {
        autoComplete: 'organization',
        required: true,
        maxLength: 200,
        placeholder: 'Your company name',
      })}
      {text('phone', LABEL.phone, {
        type: 'tel',
        autoComplete: 'tel',
        maxLength: 40,
        placeholder: '07700 900123',
        help: 'Optional, if you would prefer a call back.',
      })}
      {select('project_type', `${LABEL.project_type} *`, options.projectTypes, true)}
      {select('budget', LABEL.budget, options.budgets)}
      {select('timeline', LABEL.timeline, options.timelines)}
      <div className="sm:col-span-2">
        <Field id="project" label={`${LABEL.project} *`} error={errors.project}>
          <textarea
            id="project"
            name="project"
            required
            rows={6}
            maxLength={10000}
            defaultValue={initial?.project ?? ''}
            placeholder="What do you want to build or replace, who will use it, and what is not working today?"
            aria-invalid={errors.project ? true : undefined}
            aria-describedby={describedBy('project', undefined, errors.project)}
            className={inputClass}
          />
        </Field>
      </div>
    </div>
  );
}
