import type { ReactNode } from 'react';
import type { HistoryView } from '../../../lib/server/loaders/content-editor.ts';
import type { FieldChange } from '../../../lib/revisions/revision-diff.ts';
import { formatUkDateTime } from '../../../lib/uk-time.ts';

/**
 * A field's changes as text: removed words in <del>, added in <ins>, each with a hidden label so
 * a screen reader (or a print without colour) still says which is which.
 */
function ChangeText({ change }: { change: FieldChange }) {
  return (
    <p className="mt-1 whitespace-pre-wrap break-words rounded-md bg-navy-50 p-3 text-sm leading-relaxed text-navy-900">
      {change.segments.map((s, i) =>
        s.op === 'same' ? (
          <span key={i}>{s.text}</span>
        ) : s.op === 'del' ? (
          <del key={i} className="bg-red-100 text-red-900 decoration-red-800">
            <span className="sr-only">[removed: </span>
            {s.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <ins key={i} className="bg-green-100 text-green-900 no-underline decoration-green-800">
            <span className="sr-only">[added: </span>
            {s.text}
            <span className="sr-only">]</span>
          </ins>
        ),
      )}
    </p>
  );
}

/** Pages and posts keep a version when published; offers and build costs each time they are saved. */
const EMPTY_NOTE = {
  page: 'None yet: a version is kept each time this page is published.',
  post: 'None yet: a version is kept each time this post is published.',
  offer: 'None yet: the first change on the Prices view keeps the figures from before it and after it.',
  setting: 'None yet: the first change on the Prices view keeps the figures from before it and after it.',
} as const;

const CHANGE_LABEL = { added: 'Added since', removed: 'Removed since', changed: 'Changed since' } as const;

/** Server-rendered: the revision list and, when one is picked, what changed since it. */
export function RevisionHistory({
  view,
  historyUrl,
  restoreButton,
}: {
  view: HistoryView;
  historyUrl: string;
  restoreButton?: ReactNode;
}) {
  const { selected } = view;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <section aria-labelledby="versions-heading">
        <h3 id="versions-heading" className="font-semibold text-navy-950">
          {view.kind === 'page' || view.kind === 'post' ? 'Published versions' : 'Saved versions'}, newest first
        </h3>
        {view.revisions.length === 0 ? (
          <p className="mt-2 text-sm text-navy-700">{EMPTY_NOTE[view.kind]}</p>
        ) : (
          <ol className="mt-2 divide-y divide-navy-100 rounded-xl border border-navy-100 text-sm">
            {view.revisions.map((r, i) => (
              <li key={r.id} className={`p-3 ${selected?.id === r.id ? 'bg-mustard-50' : ''}`}>
                <p className="font-semibold text-navy-900">
                  {formatUkDateTime(r.createdAt)} {i === 0 && <span className="font-normal text-navy-600">(current)</span>}
                </p>
                <p className="text-navy-700">{[r.by, r.note].filter(Boolean).join(' · ')}</p>
                {i > 0 && (
                  <a
                    href={`${historyUrl}?rev=${encodeURIComponent(r.id)}`}
                    aria-current={selected?.id === r.id ? 'true' : undefined}
                    className="font-semibold text-navy-900 underline underline-offset-2"
                  >
                    View changes<span className="sr-only"> since {formatUkDateTime(r.createdAt)}</span>
                  </a>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="changes-heading" className="min-w-0">
        {selected ? (
          <>
            <h3 id="changes-heading" className="font-semibold text-navy-950">
              Changes since the version of {formatUkDateTime(selected.createdAt)}
              {selected.by ? ` (${selected.by})` : ''}
            </h3>
            <p className="mt-1 text-sm text-navy-700">
              Text struck through and marked red was in that version and is gone now; text marked green was added since.
            </p>
            <div className="mt-3">{restoreButton}</div>
            {selected.changes.length === 0 ? (
              <p className="mt-4 text-sm text-navy-800">Nothing differs: the current version has the same content.</p>
            ) : (
              <ul className="mt-4 space-y-4">
                {selected.changes.map((c) => (
                  <li key={c.key}>
                    <p className="text-sm font-semibold text-navy-900">
                      {c.label}{' '}
                      <span className="font-normal text-navy-600">({CHANGE_LABEL[c.change].toLowerCase()} that version)</span>
                    </p>
                    <ChangeText change={c} />
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <>
            <h3 id="changes-heading" className="font-semibold text-navy-950">
              Compare and restore
            </h3>
            <p className="mt-1 text-sm text-navy-700">
              Pick ‘View changes’ beside an earlier version to see what differs from the current one and to restore it.
            </p>
          </>
        )}
      </section>
    </div>
  );
}
