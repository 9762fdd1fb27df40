import { useState } from 'react';
import { ICON_NAMES, type IconName } from '../../../lib/page-content/fields.ts';
import type { ChoiceSpec } from '../../../lib/page-content/editor/form-spec.ts';
import { humanise } from '../../../lib/page-content/editor/form-spec.ts';
import { pathKey, type Path } from '../../../lib/page-content/editor/paths.ts';
import { buttonClasses } from '../../ui/button-styles.ts';
import { controlId, useEditorApi } from './editor-context.ts';
import * as ICONS from '../../../lib/page-content/icons.ts';

const isIcon = (v: unknown): v is IconName => typeof v === 'string' && (ICON_NAMES as readonly string[]).includes(v);

/**
 * The current icon and a 'Change icon' button that opens a grid of radio buttons: arrow keys move
 * through the icons and pick (native radio behaviour); 'Done' closes the grid.
 */
export function IconPicker({ spec, path, value }: { spec: ChoiceSpec; path: Path; value: unknown }) {
  const { errors, setValue } = useEditorApi();
  const [open, setOpen] = useState(false);
  const id = controlId(path);
  const error = errors[pathKey(path)];
  const current = isIcon(value) ? value : undefined;
  const Current = current ? ICONS[current] : undefined;
  const options = spec.options.filter(isIcon);

  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-navy-900">{spec.label}</legend>
      <div className="mt-1 flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-lg border border-navy-200 bg-navy-50 text-navy-800">
          {Current ? <Current aria-hidden="true" className="h-5 w-5" /> : null}
        </span>
        <span className="text-sm text-navy-800">{current ? humanise(current) : 'None picked'}</span>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-grid`}
          onClick={() => setOpen(!open)}
          className={buttonClasses('outline', 'sm')}
        >
          {open ? 'Done' : 'Change icon'}
        </button>
      </div>
      {open && (
        <div
          id={`${id}-grid`}
          role="group"
          aria-label={`${spec.label}: pick an icon`}
          data-icon-grid
          className="mt-2 grid max-h-64 grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))] gap-1 overflow-y-auto rounded-lg border border-navy-200 p-2"
        >
          {options.map((name) => {
            const Icon = ICONS[name];
            return (
              <label
                key={name}
                className="flex cursor-pointer flex-col items-center gap-1 rounded-md p-1.5 text-center text-[0.7rem] leading-tight text-navy-800 hover:bg-navy-50 has-[:checked]:bg-navy-900 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-mustard-400"
              >
                <input
                  type="radio"
                  name={`${id}-icon`}
                  value={name}
                  checked={current === name}
                  onChange={() => setValue(path, name)}
                  className="sr-only"
                />
                <Icon aria-hidden="true" className="h-5 w-5" />
                {humanise(name)}
              </label>
            );
          })}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
