import { useState, type SubmitEvent } from 'react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { fieldClass, labelClass } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';
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
      <TextField id="edit-opt-name" label="Option name" value={name} max={OPTION_NAME_MAX} onChange={setName} error={error} />
      <TextField
        id="edit-opt-value"
        label="Value"
        value={value}
        max={OPTION_VALUE_MAX}
        onChange={setValue}
        hint="Stored with new enquiries. Enquiries already received keep the value they were sent with."
      />
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
