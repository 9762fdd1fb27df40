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

  // Styled by the few classes of src/styles/calculator.css (why: there), not by utility lists.
  return (
    <form ref={root} method="get" action="/contact" className="card calc">
      <div className="calc-tools">
        <h3>Your current subscriptions</h3>
        <p>Add each tool and what you pay for it a month, in pounds.</p>
        <ul className="calc-rows">
          {rows.map((row, index) => {
            const money = parseMoney(row.spend);
            const error = money.ok ? '' : money.message;
            return (
              <li key={row.id} data-row className="calc-row">
                {/* ≤ 480 px the tool name has the whole line above the amount. */}
                <ToolCombobox
                  name="cost_tool"
                  value={row.name}
                  onChange={(name) => update(row.id, { name })}
                  suggestions={suggestions}
                  label={`Tool ${index + 1} name`}
                  onAnnounce={setAnnouncement}
                />
                <div>
                  <label htmlFor={`${row.id}-spend`} className="sr-only">
                    Tool {index + 1} monthly spend in pounds
                  </label>
                  <span aria-hidden="true">£</span>
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
                    className="calc-field"
                  />
                </div>
                <button
                  type="button"
                  onClick={() => setRows((rs) => (canRemoveRow(rs) ? rs.filter((r) => r.id !== row.id) : rs))}
                  disabled={!canRemoveRow(rows)}
                  aria-label={`Remove tool ${index + 1}${row.name ? ` (${row.name})` : ''}`}
                  className={buttonClasses('ghost', 'icon')}
                >
                  <Trash2 aria-hidden="true" />
                </button>
                {error && <p id={`${row.id}-spend-error`}>{error}</p>}
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
          <Plus aria-hidden="true" /> Add
        </button>
        <noscript>
          <p>
            Without JavaScript the totals stay as shown, but &lsquo;Use these figures in my enquiry&rsquo; still takes this row to
            the enquiry form.
          </p>
        </noscript>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
      <div className="calc-results">
        <h3>What it costs you</h3>
        <dl aria-live="polite">
          <Figure label="Per year" value={formatGBP(results.annual)} />
          <Figure label="Over 5 years" value={formatGBP(results.fiveYear)} />
          <Figure label="Custom build (one-time)" value={formatGBP(results.customBuild)} />
        </dl>
        {/* The spec's banner ('Save X over 5 years', only above the build cost) as a sentence, or an honest note. */}
        <p aria-live="polite" className="calc-saving" data-none={sentence.saving ? undefined : ''}>
          {sentence.text}
        </p>
        {carePlan && results.monthly > 0 && (
          <p className="calc-care">
            <span>Optional: </span>
            {carePlanSentence(results, carePlan)}
          </p>
        )}
        <p>Custom build from {formatGBP(results.customBuild)}, payable in monthly instalments.</p>
        <p className="calc-fine">
          <strong>Illustrative:</strong> a typical build is used for comparison. Your fixed quote depends on what you need.
        </p>
        <button type="submit" className={buttonClasses('hero', 'lg', 'mt-6 w-full')}>
          Use these figures in my enquiry
        </button>
      </div>
    </form>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
