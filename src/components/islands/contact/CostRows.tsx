import type { Dispatch } from 'react';
import { X } from 'lucide-react';
import { costTotals, projections } from '../../../lib/enquiry/costs.ts';
import type { CostRowState, ToolAction } from '../../../lib/enquiry/tool-state.ts';
import { formatGBP } from '../../../lib/calculator.ts';
import { buttonClasses } from '../../ui/button-styles.ts';

const costInput = 'h-10 w-full rounded-lg border border-navy-200 bg-paper pl-7 pr-2 text-right tabular-nums text-navy-950';

export function CostRows({ rows, dispatch, hydrated, error }: { rows: CostRowState[]; dispatch: Dispatch<ToolAction>; hydrated: boolean; error?: string | undefined }) {
  const totals = costTotals(rows);
  return (
    <fieldset className="rounded-xl border border-line p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold text-navy-900">Monthly SaaS costs</legend>
      <p className="text-xs text-navy-600">What you pay each month, in whole pounds. Only amounts above £0 count towards the totals.</p>
      {rows.length > 0 && (
        <ul className="mt-3 space-y-3">
          {rows.map((r, i) => {
            const p = projections(r.cost);
            return (
              <li key={r.id} className="rounded-lg bg-cream p-3">
                <div className="grid grid-cols-[1fr_7.5rem_auto] items-center gap-2">
                  {r.linked ? (
                    <>
                      <span className="font-medium text-navy-900">{r.tool}</span>
                      <input type="hidden" name="cost_tool" value={r.tool} />
                    </>
                  ) : (
                    <>
                      <label htmlFor={`${r.id}-tool`} className="sr-only">Tool name for cost row {i + 1}</label>
                      <input id={`${r.id}-tool`} name="cost_tool" value={r.tool} maxLength={100} placeholder="Tool name" onChange={(e) => dispatch({ type: 'edit', id: r.id, tool: e.target.value })} className="h-10 w-full rounded-lg border border-navy-200 bg-paper px-3 text-navy-950" />
                    </>
                  )}
                  <div className="relative">
                    <label htmlFor={`${r.id}-cost`} className="sr-only">Monthly cost of {r.tool || `tool ${i + 1}`} in pounds</label>
                    <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-navy-500">£</span>
                    <input id={`${r.id}-cost`} name="cost_amount" type="number" min={0} max={1000000} step={1} inputMode="numeric" value={r.cost} placeholder="0" onChange={(e) => dispatch({ type: 'edit', id: r.id, cost: e.target.value })} className={costInput} />
                  </div>
                  {!r.linked && hydrated ? (
                    <button type="button" onClick={() => dispatch({ type: 'remove', id: r.id })} aria-label={`Remove ${r.tool || `cost row ${i + 1}`}`} className={buttonClasses('ghost', 'icon', 'h-10! w-10!')}>
                      <X aria-hidden="true" className="h-4 w-4" />
                    </button>
                  ) : (
                    <span className="w-10" />
                  )}
                </div>
                {p && (
                  <p className="mt-2 text-xs text-navy-700">
                    1 year {formatGBP(p.oneYear)} · 3 years {formatGBP(p.threeYears)} · 5 years {formatGBP(p.fiveYears)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {error && <p className="mt-2 text-sm font-medium text-red-700">{error}</p>}
      {hydrated && (
        <button type="button" onClick={() => dispatch({ type: 'addBlank' })} className={buttonClasses('link', 'sm', 'mt-3')}>
          + Add another SaaS tool
        </button>
      )}
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
              <dt className="text-xs font-semibold">Potential Savings</dt>
              <dd className="font-display text-xl font-extrabold tabular-nums">{formatGBP(totals.potentialSavings)} over 5 years</dd>
            </div>
          )}
        </dl>
      )}
    </fieldset>
  );
}
