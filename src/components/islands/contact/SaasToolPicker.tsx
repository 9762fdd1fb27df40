import { useState, type Dispatch } from 'react';
import { COMMON_SAAS_TOOLS, OTHER_TOOL } from '../../../lib/enquiry/tools.ts';
import type { ToolAction, ToolState } from '../../../lib/enquiry/tool-state.ts';
import { buttonClasses } from '../../ui/button-styles.ts';
import { inputClass } from './Field.tsx';
import { ENQUIRY_FIELD_LABELS as LABEL } from '../../../lib/enquiry/field-labels.ts';

// One DOM before and after hydration. Controls that need JavaScript are in the
// server HTML too and hidden only when scripting is off (noscript:hidden); the
// 'Other tools' field shows while 'Other' is ticked by CSS alone, so a tick
// made before hydration shows it at once and nothing moves when React arrives.
export function SaasToolPicker({
  state,
  dispatch,
  freeText,
  onFreeText,
  error,
  initialCustomSaas,
}: {
  state: ToolState;
  dispatch: Dispatch<ToolAction>;
  freeText: string;
  onFreeText: (v: string) => void;
  error?: string | undefined;
  initialCustomSaas: string;
}) {
  const [note, setNote] = useState('');
  const add = () => {
    if (!freeText.trim()) {
      setNote('Type one or more tool names first.');
      return;
    }
    dispatch({ type: 'addText', text: freeText });
    onFreeText('');
    setNote('');
  };
  return (
    <fieldset className="group/picker rounded-xl border border-line p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold text-navy-900">{LABEL.saas_to_replace}</legend>
      <p className="text-xs text-navy-600">Tick any you pay for today, then add monthly costs to see your projected spend.</p>
      <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-4">
        {[...COMMON_SAAS_TOOLS, OTHER_TOOL].map((t) => (
          <li key={t.value}>
            <label className="flex items-center gap-2 text-sm text-navy-800">
              <input
                type="checkbox"
                name="saas_to_replace"
                value={t.value}
                checked={state.selected.includes(t.value)}
                onChange={(e) => dispatch({ type: 'toggle', value: t.value, checked: e.target.checked })}
                className="h-4 w-4 rounded border-navy-300 accent-navy-800"
              />
              {t.label}
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id="saas-error" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-4 hidden group-has-[input[value=other]:checked]/picker:block noscript:block">
        <label htmlFor="custom_saas" className="block text-sm font-semibold text-navy-900">
          {LABEL.custom_saas}
        </label>
        <input
          id="custom_saas"
          name="custom_saas"
          defaultValue={initialCustomSaas}
          maxLength={500}
          placeholder="e.g. Xero add-ons, Calendly, Deputy"
          className={inputClass}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-2 noscript:hidden">
        <div className="min-w-0 flex-1 basis-full sm:basis-0">
          <label htmlFor="saas_free_text" className="block text-sm font-semibold text-navy-900">
            Type tool names, separated by commas
          </label>
          <input
            id="saas_free_text"
            value={freeText}
            onChange={(e) => onFreeText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            maxLength={500}
            placeholder="e.g. HubSpot, Xero, Calendly"
            aria-describedby={note ? 'saas-free-text-note' : undefined}
            className={inputClass}
          />
        </div>
        <button type="button" onClick={add} className={buttonClasses('secondary')}>
          Add
        </button>
        <button
          type="button"
          onClick={() => dispatch({ type: 'clearAll' })}
          disabled={state.selected.length === 0 && state.rows.every((r) => !r.tool.trim())}
          className={buttonClasses('ghost')}
        >
          Clear all
        </button>
        {note && (
          <p id="saas-free-text-note" role="status" className="w-full text-xs text-navy-600">
            {note}
          </p>
        )}
      </div>
    </fieldset>
  );
}
