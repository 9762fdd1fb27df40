import { useState, type SubmitEvent } from 'react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { fieldClass, labelClass } from '../ui/Modal.tsx';
import { FieldError } from '../ui/Field.tsx';
import { OPTION_NAME_MAX, OPTION_VALUE_MAX } from '../../../lib/admin/calculator.ts';
import { OPTION_CATEGORIES, OPTION_CATEGORY_LABELS, type CalculatorOption, type OptionCategory } from '../../../lib/options.ts';

interface Props {
  option: CalculatorOption;
  busy: boolean;
  error: string | null;
  onSave: (o: { category: OptionCategory; name: string; value: string }) => void;
  onCancel: () => void;
}

/** The body of the 'Edit option' dialog: name, stored value and category. */
export function OptionEditForm({ option, busy, error, onSave, onCancel }: Props) {
  const [category, setCategory] = useState(option.category);
  const [name, setName] = useState(option.name);
  const [value, setValue] = useState(option.value);
  function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    onSave({ category, name: name.trim(), value: value.trim() });
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <label htmlFor="edit-opt-name" className={labelClass}>
          Option name
        </label>
        <input
          id="edit-opt-name"
          value={name}
          maxLength={OPTION_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'edit-opt-name-error' : undefined}
          className={fieldClass}
        />
        <FieldError id="edit-opt-name" message={error} />
      </div>
      <div>
        <label htmlFor="edit-opt-value" className={labelClass}>
          Value
        </label>
        <input
          id="edit-opt-value"
          value={value}
          maxLength={OPTION_VALUE_MAX}
          onChange={(e) => setValue(e.target.value)}
          aria-describedby="edit-opt-value-help"
          className={fieldClass}
        />
        <p id="edit-opt-value-help" className="mt-1 text-xs text-navy-600">
          Stored with new enquiries. Enquiries already received keep the value they were sent with.
        </p>
      </div>
      <div>
        <label htmlFor="edit-opt-category" className={labelClass}>
          Category
        </label>
        <select
          id="edit-opt-category"
          value={category}
          onChange={(e) => setCategory(e.target.value as OptionCategory)}
          className={fieldClass}
        >
          {OPTION_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {OPTION_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onCancel} className={buttonClasses('ghost')}>
          Cancel
        </button>
        <button type="submit" disabled={busy} className={buttonClasses('default')}>
          {busy ? 'Saving…' : 'Save option'}
        </button>
      </div>
    </form>
  );
}
