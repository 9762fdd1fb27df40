import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { itemName, singular } from '../../../lib/page-content/editor/names.ts';
import { emptyValue, type ListSpec } from '../../../lib/page-content/editor/form-spec.ts';
import { moveItem, pathKey, type Path } from '../../../lib/page-content/editor/paths.ts';
import { buttonClasses } from '../../ui/button-styles.ts';
import { controlId, useEditorApi } from './editor-context.ts';
import { FieldControl, FieldGroup } from './FieldControl.tsx';

const iconButton =
  'inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-md border border-navy-200 bg-paper text-navy-800 hover:bg-navy-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Add, remove and reorder with buttons: after a move the keyboard stays on the same button of the
 * moved item, and the live region says where it went.
 */
export function ListControl({ spec, path, value }: { spec: ListSpec; path: Path; value: unknown }) {
  const { errors, setValue, announce } = useEditorApi();
  const items = Array.isArray(value) ? value : [];
  const id = controlId(path);
  const error = errors[pathKey(path)];
  // 'Packages' → 'Package': an untitled item is named after its list.
  const itemLabel = spec.item.label && spec.item.label !== 'Item' ? spec.item.label : singular(spec.label);
  const itemSpec = { ...spec.item, label: itemLabel };
  const full = spec.maxItems !== undefined && items.length >= spec.maxItems;

  function focusLater(selector: string) {
    requestAnimationFrame(() => document.getElementById(selector)?.focus());
  }
  function move(from: number, to: number, dir: 'up' | 'down') {
    setValue(path, moveItem(items, from, to));
    announce(`${itemName(itemSpec, items[from], from)} moved to position ${to + 1} of ${items.length}.`);
    const edge = (dir === 'up' && to === 0) || (dir === 'down' && to === items.length - 1);
    focusLater(`${id}-${to}-${edge ? (dir === 'up' ? 'down' : 'up') : dir}`);
  }
  function remove(i: number) {
    setValue(
      path,
      items.filter((_, j) => j !== i),
    );
    announce(`${itemName(itemSpec, items[i], i)} removed. ${items.length - 1} left.`);
    focusLater(items.length > 1 ? `${id}-${Math.min(i, items.length - 2)}-remove` : `${id}-add`);
  }
  function add() {
    setValue(path, [...items, emptyValue(spec.item)]);
    announce(`New ${itemLabel.toLowerCase()} added at position ${items.length + 1}.`);
    focusLater(`${id}-${items.length}-first`);
  }

  return (
    <fieldset className="min-w-0 rounded-lg border border-navy-100 p-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 text-sm font-semibold text-navy-900">
        {spec.label}{' '}
        <span className="font-normal text-navy-600">
          ({items.length}
          {spec.maxItems ? ` of at most ${spec.maxItems}` : ''})
        </span>
      </legend>
      {spec.hint && <p className="text-xs text-navy-600">{spec.hint}</p>}
      <ol className="mt-2 space-y-3">
        {items.map((item, i) => {
          const name = itemName(itemSpec, item, i);
          return (
            <li key={i} className="rounded-lg border border-navy-100 bg-navy-50/50 p-3">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <p id={`${id}-${i}-name`} className="min-w-0 truncate text-sm font-semibold text-navy-800">
                  {name}
                </p>
                <div className="flex gap-1">
                  <button
                    type="button"
                    id={`${id}-${i}-up`}
                    className={iconButton}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1, 'up')}
                    aria-label={`Move ${name} up`}
                  >
                    <ArrowUp aria-hidden="true" className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    id={`${id}-${i}-down`}
                    className={iconButton}
                    disabled={i === items.length - 1}
                    onClick={() => move(i, i + 1, 'down')}
                    aria-label={`Move ${name} down`}
                  >
                    <ArrowDown aria-hidden="true" className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    id={`${id}-${i}-remove`}
                    className={iconButton}
                    disabled={items.length <= spec.minItems}
                    onClick={() => remove(i)}
                    aria-label={`Remove ${name}`}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </button>
                </div>
              </div>
              <div id={`${id}-${i}-first`} tabIndex={-1} className="focus:outline-none">
                {spec.item.kind === 'group' ? (
                  <FieldGroup spec={spec.item} path={[...path, i]} value={item} bare />
                ) : (
                  <FieldControl spec={{ ...spec.item, label: `${itemLabel} ${i + 1}` }} path={[...path, i]} value={item} />
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" id={`${id}-add`} onClick={add} disabled={full} className={`${buttonClasses('outline', 'sm')} mt-3`}>
        <Plus aria-hidden="true" className="h-4 w-4" /> Add {itemLabel.toLowerCase()}
      </button>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
