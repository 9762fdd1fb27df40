import { Plus, Trash2 } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { FIGURE_MAX, RESULTS_MAX, RESULT_LABEL_MAX } from '../../../lib/admin/proof.ts';
import type { CaseStudyResult } from '../../../lib/shapes/case-study.ts';
import { FieldError, fieldClass, labelClass } from '../ui/Field.tsx';

/** The results rows: a figure ('38 hours') and what it measures ('saved each month'). */
export function ResultsEditor({
  results,
  onChange,
  error,
}: {
  results: CaseStudyResult[];
  onChange: (results: CaseStudyResult[]) => void;
  error?: string | undefined;
}) {
  const update = (i: number, patch: Partial<CaseStudyResult>) =>
    onChange(results.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset aria-describedby={error ? 'cs-results-error' : undefined}>
      <legend className={labelClass}>Results</legend>
      <p className="mt-1 text-xs text-navy-600">
        Shown as a row of numbers at the top of the page; the first also appears on cards.
      </p>
      <ul className="mt-2 space-y-2">
        {results.map((r, i) => (
          <li key={i} className="grid grid-cols-[8rem_1fr_auto] items-end gap-2">
            <label className="text-xs text-navy-700">
              Figure {i + 1}
              <input
                value={r.figure}
                maxLength={FIGURE_MAX}
                onChange={(e) => update(i, { figure: e.target.value })}
                className={fieldClass}
              />
            </label>
            <label className="text-xs text-navy-700">
              Label {i + 1}
              <input
                value={r.label}
                maxLength={RESULT_LABEL_MAX}
                onChange={(e) => update(i, { label: e.target.value })}
                className={fieldClass}
              />
            </label>
            <button
              type="button"
              onClick={() => onChange(results.filter((_, j) => j !== i))}
              aria-label={`Remove result ${i + 1}`}
              className={buttonClasses('ghost', 'icon', 'text-red-700')}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
      {results.length < RESULTS_MAX && (
        <button
          type="button"
          onClick={() => onChange([...results, { figure: '', label: '' }])}
          className={buttonClasses('outline', 'sm', 'mt-2')}
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Add a result
        </button>
      )}
      <FieldError id="cs-results" message={error} />
    </fieldset>
  );
}
