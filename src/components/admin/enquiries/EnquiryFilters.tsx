import type { SubmitEvent, MouseEvent, ReactNode } from 'react';
import { Search, X } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import {
  SPAM_LABELS,
  STATUSES,
  STATUS_LABELS,
  fieldClass,
  isFiltered,
  labelClass,
  type EnquiryFilters as Filters,
  type EnquiryOptionLists,
} from './shared.tsx';

interface Props {
  draft: Filters;
  applied: Filters;
  options: EnquiryOptionLists;
  busy: boolean;
  onChange: (next: Filters) => void;
  onSubmit: () => void;
  onClear: (e: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A real GET form to /admin: without JavaScript it reloads the page with the
 * query in the URL; with it, the tab re-queries in place (onSubmit).
 */
export function EnquiryFilters({ draft, applied, options, busy, onChange, onSubmit, onClear }: Props) {
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => onChange({ ...draft, [key]: value });
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form
      method="get"
      action="/admin"
      role="search"
      aria-label="Search enquiries"
      onSubmit={submit}
      className="rounded-xl border border-navy-100 bg-paper p-4"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor="enq-q" className={labelClass}>
            Search
          </label>
          <input
            id="enq-q"
            name="q"
            type="search"
            value={draft.q}
            maxLength={200}
            onChange={(e) => set('q', e.target.value)}
            placeholder="Name, e-mail, company or description"
            className={fieldClass}
          />
        </div>
        <Select
          id="enq-project-type"
          name="projectType"
          label="Project type"
          value={draft.projectType}
          onChange={(v) => set('projectType', v)}
        >
          <option value="">All project types</option>
          {options.projectTypes.map((o) => (
            <option key={o.value} value={o.value}>
              {o.name}
            </option>
          ))}
        </Select>
        <Select id="enq-budget" name="budget" label="Budget" value={draft.budget} onChange={(v) => set('budget', v)}>
          <option value="">All budgets</option>
          {options.budgets.map((o) => (
            <option key={o.value} value={o.value}>
              {o.name}
            </option>
          ))}
        </Select>
        <Select
          id="enq-status"
          name="status"
          label="Status"
          value={draft.status}
          onChange={(v) => set('status', v as Filters['status'])}
        >
          <option value="">All statuses</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
        <Select id="enq-spam" name="spam" label="Spam" value={draft.spam} onChange={(v) => set('spam', v as Filters['spam'])}>
          {(Object.keys(SPAM_LABELS) as Filters['spam'][]).map((k) => (
            <option key={k} value={k}>
              {SPAM_LABELS[k]}
            </option>
          ))}
        </Select>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button type="submit" className={buttonClasses('default', 'sm')} aria-disabled={busy || undefined}>
          <Search aria-hidden="true" className="h-4 w-4" /> {busy ? 'Searching…' : 'Search'}
        </button>
        {isFiltered(applied) && (
          <a href="/admin" onClick={onClear} className={buttonClasses('ghost', 'sm')}>
            <X aria-hidden="true" className="h-4 w-4" /> Clear filters
          </a>
        )}
      </div>
    </form>
  );
}

function Select({
  id,
  name,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)} className={fieldClass}>
        {children}
      </select>
    </div>
  );
}
