import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { buttonClasses } from '../ui/button-styles.ts';
import { fieldClass, labelClass } from './ui/Modal.tsx';
import { AUDIT_PER_PAGE, AUDIT_SEARCH_MAX, auditQuery, type AuditFilter } from '../../lib/audit-filter.ts';
import { auditSentence, type AuditView } from '../../lib/audit-sentence.ts';
import { humanise } from '../../lib/audit-words.ts';
import { formatUkDateTime } from '../../lib/uk-time.ts';

export interface AuditRow extends AuditView {
  id: string;
  createdAt: string;
}

interface Props {
  entries: AuditRow[];
  total: number;
  page: number;
  pageCount: number;
  filter: AuditFilter;
  facets: { actors: { email: string; name: string | null }[]; actions: string[] };
}

const when = formatUkDateTime;

/** The entry as recorded: the code, the target and every detail, for when the sentence is not enough. */
function RawEntry({ e }: { e: AuditRow }) {
  return (
    <details className="mt-1 text-xs text-navy-700">
      <summary className="cursor-pointer font-medium text-navy-700 hover:text-navy-950">Recorded details</summary>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-lg bg-navy-50 p-3">
        <dt className="font-semibold">Action</dt>
        <dd className="font-mono break-all">{e.action}</dd>
        <dt className="font-semibold">By</dt>
        <dd className="break-all">{e.actorEmail}</dd>
        <dt className="font-semibold">Target</dt>
        <dd className="break-all">
          {e.targetType}
          {e.targetId ? ` ${e.targetId}` : ''}
        </dd>
        {e.count !== undefined && e.count > 1 && (
          <>
            <dt className="font-semibold">Times</dt>
            <dd>
              {e.count} from one connection in 10 minutes
              {e.lastAt ? (
                <>
                  , the last at <time dateTime={e.lastAt}>{when(e.lastAt)}</time>
                </>
              ) : null}
            </dd>
          </>
        )}
        <dt className="font-semibold">Detail</dt>
        <dd>
          <pre className="font-mono break-all whitespace-pre-wrap">{JSON.stringify(e.detail, null, 1)}</pre>
        </dd>
      </dl>
    </details>
  );
}

/** The audit log as sentences, with filters, search, pages and a CSV export (server-rendered; owner only). */
export function AuditTab({ entries, total, page, pageCount, filter, facets }: Props) {
  const first = (page - 1) * AUDIT_PER_PAGE + 1;
  const pageLink = (target: number, label: string, rel: 'prev' | 'next') => (
    <a href={`/admin/audit${auditQuery(filter, target)}`} rel={rel} className={buttonClasses('outline', 'sm')}>
      {rel === 'prev' && <ChevronLeft aria-hidden="true" className="h-4 w-4" />}
      {label}
      {rel === 'next' && <ChevronRight aria-hidden="true" className="h-4 w-4" />}
    </a>
  );
  return (
    <section aria-labelledby="audit-heading" className="rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="audit-heading" className="text-xl font-bold text-navy-950">
            Audit log
          </h2>
          <p className="mt-1 text-sm text-navy-600">Changes, sign-ins, and every view or export of personal data.</p>
        </div>
        <a href={`/admin/audit.csv${auditQuery(filter)}`} className={buttonClasses('outline')} download>
          <Download aria-hidden="true" className="h-4 w-4" /> Export CSV
        </a>
      </div>
      <form
        method="get"
        action="/admin/audit"
        className="mt-4 grid gap-3 rounded-lg bg-navy-50 p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <div className="sm:col-span-2 lg:col-span-3">
          <label htmlFor="audit-q" className={labelClass}>
            Search
          </label>
          <input
            id="audit-q"
            name="q"
            type="search"
            maxLength={AUDIT_SEARCH_MAX}
            defaultValue={filter.q ?? ''}
            placeholder="A name, a post title, an address…"
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="audit-actor" className={labelClass}>
            Person
          </label>
          <select id="audit-actor" name="actor" defaultValue={filter.actor ?? ''} className={fieldClass}>
            <option value="">Everyone</option>
            {facets.actors.map((a) => (
              <option key={a.email} value={a.email}>
                {a.name ? `${a.name} (${a.email})` : a.email}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-action" className={labelClass}>
            Action
          </label>
          <select id="audit-action" name="action" defaultValue={filter.action ?? ''} className={fieldClass}>
            <option value="">All actions</option>
            {facets.actions.map((a) => (
              <option key={a} value={a}>
                {humanise(a)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-1">
          <div>
            <label htmlFor="audit-from" className={labelClass}>
              From
            </label>
            <input id="audit-from" name="from" type="date" defaultValue={filter.from ?? ''} className={fieldClass} />
          </div>
          <div>
            <label htmlFor="audit-to" className={labelClass}>
              To
            </label>
            <input id="audit-to" name="to" type="date" defaultValue={filter.to ?? ''} className={fieldClass} />
          </div>
        </div>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
          <button type="submit" className={buttonClasses('default')}>
            Filter
          </button>
          <a href="/admin/audit" className={buttonClasses('ghost')}>
            Clear
          </a>
        </div>
      </form>
      <p className="mt-4 text-sm text-navy-700">
        {total === 0 ? 'No entries match these filters.' : `Showing ${first}–${first + entries.length - 1} of ${total}`}
      </p>
      <ol className="mt-2 divide-y divide-navy-100 rounded-xl border border-navy-100">
        {entries.map((e) => (
          <li key={e.id} className="px-4 py-3">
            <p className="break-words text-sm text-navy-950">{auditSentence(e)}</p>
            <p className="text-xs text-navy-600">
              <time dateTime={e.createdAt}>{when(e.createdAt)}</time>
            </p>
            <RawEntry e={e} />
          </li>
        ))}
      </ol>
      {pageCount > 1 && (
        <nav aria-label="Audit log pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
          {page > 1 ? pageLink(page - 1, 'Newer', 'prev') : <span />}
          <span className="text-sm text-navy-700">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? pageLink(page + 1, 'Older', 'next') : <span />}
        </nav>
      )}
    </section>
  );
}
