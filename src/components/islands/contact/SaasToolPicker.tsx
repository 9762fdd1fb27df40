import { useState, type Dispatch } from 'react';
import { COMMON_SAAS_TOOLS, OTHER_TOOL } from '../../../lib/enquiry/tools.ts';
import type { ToolAction, ToolState } from '../../../lib/enquiry/tool-state.ts';
import { buttonClasses } from '../../ui/button-styles.ts';
import { inputClass } from './Field.tsx';

export function SaasToolPicker({
  state,
  dispatch,
  hydrated,
  customSaas,
  onCustomSaas,
  error,
}: {
  state: ToolState;
  dispatch: Dispatch<ToolAction>;
  hydrated: boolean;
  customSaas: string;
  onCustomSaas: (v: string) => void;
  error?: string | undefined;
}) {
  const [freeText, setFreeText] = useState('');
  const otherTicked = state.selected.includes(OTHER_TOOL.value);
  const add = () => {
    dispatch({ type: 'addText', text: freeText });
    setFreeText('');
  };
  return (
    <fieldset className="rounded-xl border border-line p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold text-navy-900">SaaS tools you would like to replace</legend>
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
      {error && <p className="mt-2 text-sm font-medium text-red-700">{error}</p>}
      {(otherTicked || !hydrated) && (
        <div className="mt-4">
          <label htmlFor="custom_saas" className="block text-sm font-semibold text-navy-900">Other tools</label>
          <input id="custom_saas" name="custom_saas" value={customSaas} onChange={(e) => onCustomSaas(e.target.value)} maxLength={500} placeholder="e.g. Xero add-ons, Calendly, Deputy" className={inputClass} />
        </div>
      )}
      {hydrated && (
        <div className="mt-4 flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="saas_free_text" className="block text-sm font-semibold text-navy-900">Type tool names, separated by commas</label>
            <input
              id="saas_free_text"
              value={freeText}
              onChange={(e) => setFreeText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
              maxLength={500}
              placeholder="e.g. HubSpot, Xero, Calendly"
              className={inputClass}
            />
          </div>
          <button type="button" onClick={add} disabled={!freeText.trim()} className={buttonClasses('secondary')}>Add</button>
          <button type="button" onClick={() => dispatch({ type: 'clearAll' })} disabled={state.selected.length === 0 && state.rows.every((r) => !r.tool.trim())} className={buttonClasses('ghost')}>
            Clear All
          </button>
        </div>
      )}
    </fieldset>
  );
}
