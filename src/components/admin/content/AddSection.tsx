import { useId, useState } from 'react';
import { Plus } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { fieldClass, labelClass } from '../ui/Field.tsx';
import type { SectionTypeInfo } from './SectionCard.tsx';

/** Picks a section type from the registry and adds it at the end of the page. */
export function AddSection({
  types,
  disabled,
  onAdd,
}: {
  types: SectionTypeInfo[];
  disabled: boolean;
  onAdd(type: string): void;
}) {
  const id = useId();
  const addable = types.filter((t) => t.spec);
  const [type, setType] = useState(addable[0]?.type ?? '');
  const picked = addable.find((t) => t.type === type);
  return (
    <div className="rounded-xl border border-dashed border-navy-200 p-3 sm:p-4">
      <label htmlFor={id} className={labelClass}>
        Add a section
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <select
          id={id}
          value={type}
          onChange={(e) => setType(e.target.value)}
          aria-describedby={`${id}-hint`}
          className={`${fieldClass} mt-0 sm:flex-1`}
        >
          {addable.map((t) => (
            <option key={t.type} value={t.type}>
              {t.label}
            </option>
          ))}
        </select>
        <button type="button" disabled={disabled || !picked} onClick={() => onAdd(type)} className={buttonClasses('outline')}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add section
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-navy-600">
        {disabled ? 'A page holds at most 40 sections.' : (picked?.description ?? '')}
      </p>
    </div>
  );
}
