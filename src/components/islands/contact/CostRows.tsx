import type { Dispatch } from 'react';
import { X } from 'lucide-react';
import { costTotals, projections } from '../../../lib/enquiry/costs.ts';
import type { CostRowState, ToolAction } from '../../../lib/enquiry/tool-state.ts';
import { formatGBP } from '../../../lib/calculator.ts';
import { parseMoney } from '../../../lib/money.ts';
import { buttonClasses } from '../../ui/button-styles.ts';
import { ENQUIRY_FIELD_LABELS as LABEL } from '../../../lib/enquiry/field-labels.ts';

const costInput =
  'h-10 w-full rounded-lg border border-navy-200 bg-paper pl-7 pr-2 text-right tabular-nums text-navy-950 aria-[invalid=true]:border-red-600';

/** The message for a row's amount, read as the server will read it; '' when fine. */
export function costRowError(row: Pick<CostRowState, 'cost'>): string {
  const money = parseMoney(row.cost);
  return money.ok ? '' : money.message;
}

// The same rows on the server and in the browser: SPARE_ROWS blank rows come
// with the first render, so nothing appears or vanishes when React takes over.
// Buttons that need JavaScript are hidden only when scripting is off.
export function CostRows({
  rows,
  dispatch,
  error,
  buildCost,
}: {
  rows: CostRowState[];
  dispatch: Dispatch<ToolAction>;
  error?: string | undefined;
  buildCost?: number | undefined;
}) {
  const totals = costTotals(rows, buildCost);
  const rowErrors = rows.map(costRowError);
  // A row's own message is shown beside it; the fieldset line is for the rest.
  const listError = error && !rowErrors.some(Boolean) ? error : '';
  return (
    <fieldset className="rounded-xl border border-line p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold text-navy-900">{LABEL.monthly_saas_costs}</legend>
      <p className="text-xs text-navy-600">
        What you pay each month, in pounds (pence are fine, up to £1,000,000). Only amounts above £0 count towards the totals.
      </p>
      <ul className="mt-3 space-y-3">
        {rows.map((r, i) => {
          const p = rowErrors[i] ? null : projections(r.cost);
          const errorId = `${r.id}-error`;
          return (
            <li key={r.id} className="rounded-lg bg-cream p-3">
              {/* ≤ 480 px: the tool name on its own line above the amount. */}
              <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 min-[481px]:grid-cols-[minmax(0,1fr)_8rem_auto]">
                <div className="col-span-2 min-w-0 min-[481px]:col-span-1">
                  {r.linked ? (
                    <>
                      <span className="flex h-10 items-center truncate font-medium text-navy-900">{r.tool}</span>
                      <input type="hidden" name="cost_tool" value={r.tool} />
                    </>
                  ) : (
                    <>
                      <label htmlFor={`${r.id}-tool`} className="sr-only">
                        Tool name for cost row {i + 1}
                      </label>
                      <input
                        id={`${r.id}-tool`}
                        name="cost_tool"
                        value={r.tool}
                        maxLength={100}
                        placeholder="Tool name"
                        autoComplete="off"
                        onChange={(e) => dispatch({ type: 'edit', id: r.id, tool: e.target.value })}
                        className="h-10 w-full rounded-lg border border-navy-200 bg-paper px-3 text-navy-950"
                      />
                    </>
                  )}
                </div>
                <div className="relative">
                  <label htmlFor={`${r.id}-cost`} className="sr-only">
                    Monthly cost of {r.tool || `tool ${i + 1}`} in pounds
                  </label>
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-navy-500"
                  >
                    £
                  </span>
                  <input
                    id={`${r.id}-cost`}
                    name="cost_amount"
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    value={r.cost}
                    placeholder="0"
                    maxLength={20}
                    aria-invalid={rowErrors[i] ? true : undefined}
                    aria-describedby={rowErrors[i] ? errorId : undefined}
                    onChange={(e) => dispatch({ type: 'edit', id: r.id, cost: e.target.value })}
                    className={costInput}
                  />
                </div>
                {r.linked ? (
                  <span className="w-10" />
                ) : (
                  <button
                    type="button"
                    onClick={() => dispatch({ type: 'remove', id: r.id })}
                    aria-label={`Remove ${r.tool || `cost row ${i + 1}`}`}
                    className={buttonClasses('ghost', 'icon', 'h-10! w-10! noscript:invisible')}
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                  </button>
                )}
              </div>
              {rowErrors[i] && (
                <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
                  {rowErrors[i]}
                </p>
              )}
              {p && (
                <p className="mt-2 text-xs text-navy-700">
                  1 year {formatGBP(p.oneYear)} · 3 years {formatGBP(p.threeYears)} · 5 years {formatGBP(p.fiveYears)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {listError && (
        <p id="costs-error" className="mt-2 text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      <button
        type="button"
        onClick={() => dispatch({ type: 'addBlank' })}
        className={buttonClasses('link', 'sm', 'mt-3 noscript:hidden')}
      >
        + Add another SaaS tool
      </button>
      {totals.monthly > 0 && (
        <dl className="mt-4 grid grid-cols-2 gap-3 rounded-lg bg-navy-950 p-4 text-white sm:grid-cols-4">
          {[
            ['Monthly', totals.monthly],
            ['Yearly', totals.yearly],
            ['3 years', totals.threeYears],
            ['5 years', totals.fiveYears],
          ].map(([label, value]) => (
            <div key={label as string}>
              <dt className="text-xs text-navy-200">{label}</dt>
              <dd className="font-display text-lg font-bold tabular-nums">{formatGBP(value as number)}</dd>
            </div>
          ))}
          {totals.potentialSavings !== null && (
            <div className="col-span-2 rounded-md bg-mustard-400 px-3 py-2 text-navy-950 sm:col-span-4">
              <dt className="text-xs font-semibold">Potential savings</dt>
              <dd className="font-display text-xl font-extrabold tabular-nums">
                {formatGBP(totals.potentialSavings)} over 5 years
              </dd>
            </div>
          )}
        </dl>
      )}
    </fieldset>
  );
}
