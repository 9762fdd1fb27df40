import { useLayoutEffect, useRef, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { ToolCombobox } from './ToolCombobox.tsx';
import {
  DEFAULT_TOOL,
  calculate,
  canRemoveRow,
  carePlanSentence,
  formatGBP,
  parseMonthlySpend,
  savingsSentence,
  type CarePlanFigure,
} from '../../lib/calculator.ts';
import { parseMoney } from '../../lib/money.ts';
import { useIslandReady } from '../../lib/client/island-ready.ts';
import { useToolSuggestions } from '../../lib/client/tool-suggestions.ts';
import { buttonClasses } from '../ui/button-styles.ts';
import { reportCalculatorUse } from '../../lib/client/calculator-beacon.ts';

/** A row as typed: the amount stays text so '12.' keeps its point while typing. */
interface Row {
  id: string;
  name: string;
  spend: string;
}

let nextId = 1;
const newRow = (): Row => ({ id: `tool-${nextId++}`, name: '', spend: '' });

// Rendered on the server with the default example (so it reads correctly
// without JavaScript) and hydrated near the viewport (client:early).
// The rows sit in a GET form to /contact: 'Use these figures in my enquiry'
// carries them over as cost_tool/cost_amount, with or without JavaScript.
// The tool suggestions are fetched after hydration, not sent in the page.
export function SavingsCalculator({
  suggestionsUrl,
  buildCost,
  carePlan,
}: {
  suggestionsUrl: string;
  buildCost?: number | undefined;
  carePlan?: CarePlanFigure | null | undefined;
}) {
  const [rows, setRows] = useState<Row[]>(() => [
    { id: 'tool-0', name: DEFAULT_TOOL.name, spend: String(DEFAULT_TOOL.monthlySpend) },
  ]);
  const [announcement, setAnnouncement] = useState('');
  const suggestions = useToolSuggestions(suggestionsUrl);
  const root = useRef<HTMLFormElement>(null);
  const results = calculate(
    rows.map((r) => ({ monthlySpend: parseMonthlySpend(r.spend) })),
    buildCost,
  );
  const sentence = savingsSentence(results);
  const update = (id: string, patch: Partial<Row>) => {
    reportCalculatorUse();
    setRows((rs) => rs.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  };

  // Whatever was typed before hydration is still in the DOM: take it in.
  useLayoutEffect(() => {
    const items = root.current?.querySelectorAll('li[data-row]') ?? [];
    setRows((rs) =>
      rs.map((r, i) => {
        const item = items[i];
        const name = item?.querySelector<HTMLInputElement>('input[role=combobox]')?.value;
        const spend = item?.querySelector<HTMLInputElement>('input[inputmode=decimal]')?.value;
        return { ...r, name: name ?? r.name, spend: spend ?? r.spend };
      }),
    );
  }, []);
  // A click held before hydration (e.g. on 'Show suggestions') waits for the list.
  useIslandReady(root, suggestions !== null);

  return (
    <form ref={root} method="get" action="/contact" className="card p-0 overflow-visible">
      <div className="grid gap-0 lg:grid-cols-[1.3fr_1fr]">
        <div className="p-6 sm:p-8">
          <h3 className="text-xl font-bold text-navy-950">Your current subscriptions</h3>
          <p className="mt-1 text-sm text-navy-600">Add each tool and what you pay for it a month, in pounds.</p>
          <ul className="mt-6 space-y-3">
            {rows.map((row, index) => {
              const money = parseMoney(row.spend);
              const error = money.ok ? '' : money.message;
              return (
                <li
                  key={row.id}
                  data-row
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 min-[481px]:grid-cols-[minmax(0,1fr)_8rem_auto]"
                >
                  {/* ≤ 480 px the tool name has the whole line above the amount. */}
                  <div className="col-span-2 min-w-0 min-[481px]:col-span-1">
                    <ToolCombobox
                      name="cost_tool"
                      value={row.name}
                      onChange={(name) => update(row.id, { name })}
                      suggestions={suggestions}
                      label={`Tool ${index + 1} name`}
                      onAnnounce={setAnnouncement}
                    />
                  </div>
                  <div className="relative">
                    <label htmlFor={`${row.id}-spend`} className="sr-only">
                      Tool {index + 1} monthly spend in pounds
                    </label>
                    <span
                      aria-hidden="true"
                      className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-navy-500"
                    >
                      £
                    </span>
                    <input
                      id={`${row.id}-spend`}
                      name="cost_amount"
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      maxLength={20}
                      value={row.spend}
                      placeholder="0"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${row.id}-spend-error` : undefined}
                      onChange={(e) => update(row.id, { spend: e.target.value })}
                      // Enter recalculates, as typing does; only the button sends the figures on.
                      onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
                      onFocus={(e) => e.target.select()}
                      className="h-11 w-full rounded-lg border border-navy-200 bg-paper pl-7 pr-3 text-right tabular-nums text-navy-950 aria-[invalid=true]:border-red-600"
                    />
                  </div>
                  <button
                    type="button"
                    onClick={() => setRows((rs) => (canRemoveRow(rs) ? rs.filter((r) => r.id !== row.id) : rs))}
                    disabled={!canRemoveRow(rows)}
                    aria-label={`Remove tool ${index + 1}${row.name ? ` (${row.name})` : ''}`}
                    className={buttonClasses('ghost', 'icon')}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </button>
                  {error && (
                    <p id={`${row.id}-spend-error`} className="col-span-full text-sm font-medium text-red-700">
                      {error}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            onClick={() => {
              reportCalculatorUse();
              setRows((rs) => [...rs, newRow()]);
            }}
            className={buttonClasses('outline', 'default', 'mt-4')}
          >
            <Plus aria-hidden="true" className="h-4 w-4" /> Add
          </button>
          <noscript>
            <p className="mt-4 rounded-lg bg-mustard-50 p-3 text-sm text-navy-800">
              Without JavaScript the totals stay as shown, but &lsquo;Use these figures in my enquiry&rsquo; still takes this row
              to the enquiry form.
            </p>
          </noscript>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </div>
        <div className="rounded-b-[var(--radius-card)] bg-navy-950 p-6 text-white sm:p-8 lg:rounded-r-[var(--radius-card)] lg:rounded-bl-none">
          <h3 className="text-xl font-bold">What it costs you</h3>
          <dl className="mt-6 space-y-4" aria-live="polite">
            <Figure label="Per year" value={formatGBP(results.annual)} />
            <Figure label="Over 5 years" value={formatGBP(results.fiveYear)} />
            <Figure label="Custom build (one-time)" value={formatGBP(results.customBuild)} />
          </dl>
          {/* The spec's banner ('Save X over 5 years', only above the build cost) as a sentence, or an honest note. */}
          <p
            aria-live="polite"
            className={`mt-6 border-l-4 border-mustard-400 pl-4 text-lg font-semibold${sentence.saving ? '' : ' text-navy-100'}`}
          >
            {sentence.text}
          </p>
          {carePlan && results.monthly > 0 && (
            <p className="mt-3 text-sm text-navy-200">
              <span className="font-semibold text-navy-100">Optional: </span>
              {carePlanSentence(results, carePlan)}
            </p>
          )}
          <p className="mt-6 text-sm text-navy-100">
            Custom build from {formatGBP(results.customBuild)}, payable in monthly instalments.
          </p>
          <p className="mt-2 text-xs text-navy-300">
            <strong className="font-semibold text-navy-100">Illustrative:</strong> a typical build is used for comparison. Your
            fixed quote depends on what you need.
          </p>
          <button type="submit" className={buttonClasses('hero', 'lg', 'mt-6 w-full')}>
            Use these figures in my enquiry
          </button>
        </div>
      </div>
    </form>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-white/10 pb-3">
      <dt className="text-navy-200">{label}</dt>
      <dd className="font-display text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}
