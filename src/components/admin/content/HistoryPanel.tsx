import { History } from 'lucide-react';
import { formatUkDateTime } from '../../../lib/uk-time.ts';

export interface RevisionRow {
  id: string;
  createdAt: string;
  /** Who saved it (a staff name or e-mail); '' for the install's copy and older post words. */
  by: string;
  note: string;
}

/**
 * The latest published versions (who, when) with a link to compare each with the current one and
 * restore it. `historyUrl` is the full history page (server-rendered diff and Restore).
 */
export function HistoryPanel({ revisions, historyUrl }: { revisions: RevisionRow[]; historyUrl: string }) {
  return (
    <section aria-labelledby="history-heading" className="rounded-xl border border-navy-100 bg-paper p-3 sm:p-4">
      <h3 id="history-heading" className="flex items-center gap-2 font-semibold text-navy-950">
        <History aria-hidden="true" className="h-4 w-4" /> History
      </h3>
      {revisions.length === 0 ? (
        <p className="mt-2 text-sm text-navy-700">No published versions yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-navy-100 text-sm">
          {revisions.map((r, i) => (
            <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
              <span className="min-w-0">
                <span className="font-semibold text-navy-900">{formatUkDateTime(r.createdAt)}</span>
                {i === 0 && <span className="ml-1 text-navy-600">(live)</span>}
                <span className="block text-navy-700">{[r.by, r.note].filter(Boolean).join(' · ')}</span>
              </span>
              {i > 0 && (
                <a
                  href={`${historyUrl}?rev=${encodeURIComponent(r.id)}`}
                  className="font-semibold text-navy-900 underline underline-offset-2"
                >
                  View changes<span className="sr-only"> since {formatUkDateTime(r.createdAt)}</span>
                </a>
              )}
            </li>
          ))}
        </ol>
      )}
      <p className="mt-2 text-sm">
        <a href={historyUrl} className="font-semibold text-navy-900 underline underline-offset-2">
          Full history and restore
        </a>
      </p>
    </section>
  );
}
