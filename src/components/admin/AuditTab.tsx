import { Download } from 'lucide-react';
import { buttonClasses } from '../ui/button-styles.ts';
import { fieldClass, labelClass } from './ui/Modal.tsx';
import { auditQuery, type AuditFilter } from '../../lib/audit-filter.ts';

interface Entry {
  id: string;
  createdAt: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  detail: Record<string, unknown>;
}

const short = (v: unknown) => {
  const s = v === null || v === undefined || v === '' ? '(empty)' : typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > 80 ? `${s.slice(0, 79)}…` : s;
};

/** 'field: old → new' lines for recorded changes, then any other detail. */
function Detail({ detail }: { detail: Record<string, unknown> }) {
  const { changes, ...rest } = detail as { changes?: Record<string, { from: unknown; to: unknown }> };
  return (
    <>
      {changes && Object.keys(changes).length === 0 && <span className="block italic">No values changed</span>}
      {changes &&
        Object.entries(changes).map(([field, c]) => (
          <span key={field} className="block break-words">
            <span className="font-semibold">{field}</span>: {short(c.from)} → {short(c.to)}
          </span>
        ))}
      {Object.keys(rest).length > 0 && <span className="block break-words">{JSON.stringify(rest).slice(0, 160)}</span>}
    </>
  );
}

/** The audit log with filters and a CSV export (server-rendered; owner only). */
export function AuditTab({
  entries,
  filter,
  facets,
}: {
  entries: Entry[];
  filter: AuditFilter;
  facets: { actors: string[]; actions: string[] };
}) {
  return (
    <section aria-labelledby="audit-heading" className="rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="audit-heading" className="text-xl font-bold text-navy-950">
            Audit log
          </h2>
          <p className="mt-1 text-sm text-navy-600">
            Changes, sign-ins, and every view or export of personal data: the latest {entries.length} matching entries.
          </p>
        </div>
        <a href={`/admin/audit.csv${auditQuery(filter)}`} className={buttonClasses('outline')} download>
          <Download aria-hidden="true" className="h-4 w-4" /> Export CSV
        </a>
      </div>
      <form
        method="get"
        action="/admin/audit"
        className="mt-4 grid gap-3 rounded-lg bg-navy-50 p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <div>
          <label htmlFor="audit-actor" className={labelClass}>
            Person
          </label>
          <select id="audit-actor" name="actor" defaultValue={filter.actor ?? ''} className={fieldClass}>
            <option value="">Everyone</option>
            {facets.actors.map((a) => (
              <option key={a} value={a}>
                {a}
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
                {a}
              </option>
            ))}
          </select>
        </div>
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
        <div className="flex gap-2">
          <button type="submit" className={buttonClasses('default')}>
            Filter
          </button>
          <a href="/admin/audit" className={buttonClasses('ghost')}>
            Clear
          </a>
        </div>
      </form>
      <div className="mt-4 overflow-x-auto">
        {/* A table from 640 px; below that each entry stacks, so nothing hides off-screen. */}
        <table className="block w-full text-left text-sm sm:table">
          <thead className="hidden border-b border-navy-100 text-navy-600 sm:table-header-group">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                When
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Who
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                What
              </th>
              <th scope="col" className="py-2 font-semibold">
                Target and changes
              </th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-navy-50 sm:table-row-group">
            {entries.map((e) => (
              <tr key={e.id} className="block py-2 align-top sm:table-row sm:py-0">
                <td className="block pr-4 text-navy-700 sm:table-cell sm:py-2 sm:whitespace-nowrap">
                  {new Date(e.createdAt).toLocaleString('en-GB', {
                    dateStyle: 'medium',
                    timeStyle: 'medium',
                    timeZone: 'Europe/London',
                  })}
                </td>
                <td className="block pr-4 break-all text-navy-900 sm:table-cell sm:py-2">{e.actorEmail}</td>
                <td className="block pr-4 font-mono text-xs text-navy-900 sm:table-cell sm:py-2">{e.action}</td>
                <td className="block text-xs text-navy-600 sm:table-cell sm:py-2">
                  <span className="block">
                    {e.targetType}
                    {e.targetId ? ` · ${e.targetId.slice(0, 8)}` : ''}
                  </span>
                  <Detail detail={e.detail} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {entries.length === 0 && <p className="py-6 text-center text-sm text-navy-600">No entries match these filters.</p>}
      </div>
    </section>
  );
}
