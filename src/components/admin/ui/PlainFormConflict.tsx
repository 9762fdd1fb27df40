import { ConflictPanel, labelDifferences } from './ConflictPanel.tsx';
import { valueDifferences, type ConflictInfo } from '../../../lib/admin/versions.ts';

/**
 * The conflict of a plain form post (no script): theirs beside what was posted, a checkbox to
 * save over theirs on the next submit, and a link that starts again from theirs. The form keeps
 * the version it was based on in its hidden field, so the overwrite is recorded as a choice.
 */
export function PlainFormConflict({
  conflict,
  message,
  mine,
  labels,
  reloadHref,
  overwriteId,
}: {
  conflict: ConflictInfo;
  message: string;
  mine: Record<string, unknown>;
  labels?: Record<string, string>;
  reloadHref: string;
  overwriteId: string;
}) {
  return (
    <ConflictPanel
      conflict={conflict}
      message={message}
      differences={labelDifferences(valueDifferences(mine, conflict.stored), labels)}
      choices={
        <div className="mt-3 space-y-2 text-sm">
          <div className="flex items-start gap-2">
            <input id={overwriteId} type="checkbox" name="overwrite" value="on" className="mt-1 h-4 w-4" />
            <label htmlFor={overwriteId}>
              <span className="font-semibold">Save mine over {conflict.by}’s version</span> when I press Save (the audit log
              records the choice).
            </label>
          </div>
          <p>
            Or{' '}
            <a href={reloadHref} className="font-semibold underline underline-offset-2">
              start again from their version
            </a>
            .
          </p>
        </div>
      }
    />
  );
}
