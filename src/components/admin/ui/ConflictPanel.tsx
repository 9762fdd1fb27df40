import { useEffect, useRef, type ReactNode } from 'react';
import { RefreshCw, Save, TriangleAlert } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import type { ConflictInfo, ValueDifference } from '../../../lib/admin/versions.ts';

export interface LabelledDifference extends ValueDifference {
  label: string;
}

interface Props {
  conflict: ConflictInfo;
  /** The server's message: who saved a newer version, and when (UK time). */
  message: string;
  differences: LabelledDifference[];
  busy?: boolean;
  onReload?(): void;
  onOverwrite?(): void;
  /** In a plain form (no script): its own controls in place of the two buttons. */
  choices?: ReactNode;
}

const SHOWN = 12;
const cell = (v: string) =>
  v === '' ? <span className="text-navy-500 italic">(empty)</span> : v.length > 240 ? `${v.slice(0, 239)}…` : v;

/**
 * A save refused because someone saved a newer version (src/lib/admin/versions.ts): what they
 * changed beside what you have, field by field, and the two ways on. Nothing is saved until
 * the editor picks one; focus moves here so a keyboard or screen-reader user learns at once.
 */
export function ConflictPanel({ conflict, message, differences, busy = false, onReload, onOverwrite, choices }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [conflict.version]);
  const extra = differences.length - SHOWN;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="conflict-heading"
      className="rounded-xl border-2 border-mustard-500 bg-mustard-50 p-4 text-navy-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-navy-700"
    >
      <h3 id="conflict-heading" className="flex items-center gap-2 text-base font-bold text-navy-950">
        <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0 text-mustard-700" />
        {conflict.by} saved a newer version
      </h3>
      <p className="mt-1 text-sm">{message}</p>
      {differences.length === 0 ? (
        <p className="mt-3 text-sm">Their version and yours hold the same words: loading theirs loses nothing.</p>
      ) : (
        <div className="mt-3 rounded-lg border border-navy-100 bg-paper">
          {/* Wide screens: one row per field, the two versions side by side. */}
          <table className="hidden w-full table-fixed text-left text-sm sm:table">
            <caption className="sr-only">What differs between your version and {conflict.by}’s</caption>
            <thead className="bg-navy-50 text-navy-800">
              <tr>
                <th scope="col" className="w-1/4 px-3 py-2 font-semibold">
                  Field
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Yours (not saved)
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {conflict.by}’s, {conflict.atLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {differences.slice(0, SHOWN).map((d) => (
                <tr key={d.path} className="border-t border-navy-100 align-top">
                  <th scope="row" className="px-3 py-2 font-medium break-words text-navy-800">
                    {d.label}
                  </th>
                  <td className="px-3 py-2 break-words">{cell(d.mine)}</td>
                  <td className="px-3 py-2 break-words">{cell(d.theirs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* Phones: each field with its two versions one under the other, nothing to scroll sideways. */}
          <ul className="divide-y divide-navy-100 text-sm sm:hidden">
            {differences.slice(0, SHOWN).map((d) => (
              <li key={d.path} className="px-3 py-2">
                <p className="font-semibold break-words text-navy-900">{d.label}</p>
                <dl className="mt-1 space-y-1">
                  <div>
                    <dt className="text-xs font-semibold text-navy-700">Yours (not saved)</dt>
                    <dd className="break-words">{cell(d.mine)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs font-semibold text-navy-700">
                      {conflict.by}’s, {conflict.atLabel}
                    </dt>
                    <dd className="break-words">{cell(d.theirs)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          {extra > 0 && (
            <p className="border-t border-navy-100 px-3 py-2 text-sm text-navy-700">
              and {extra} more {extra === 1 ? 'field' : 'fields'}.
            </p>
          )}
        </div>
      )}
      {choices ?? (
        <>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" onClick={onReload} disabled={busy} className={buttonClasses('default', 'sm')}>
              <RefreshCw aria-hidden="true" className="h-4 w-4" /> Load their version
            </button>
            <button type="button" onClick={onOverwrite} disabled={busy} className={buttonClasses('outline', 'sm')}>
              <Save aria-hidden="true" className="h-4 w-4" /> Save mine over theirs
            </button>
          </div>
          <p className="mt-2 text-xs text-navy-700">
            Loading theirs drops your unsaved changes. Saving yours replaces theirs; the audit log records that you chose to.
          </p>
        </>
      )}
    </div>
  );
}

/** Labels for a flat form: 'metaTitle' → 'Meta title', using the form's own names where given. */
export function labelDifferences(differences: ValueDifference[], labels: Record<string, string> = {}): LabelledDifference[] {
  return differences.map((d) => {
    const [head, ...rest] = d.path.split('.');
    const base = labels[head ?? ''] ?? humanise(head ?? '');
    return {
      ...d,
      label: rest.length ? `${base} ${rest.map((r) => (/^\d+$/.test(r) ? `#${Number(r) + 1}` : humanise(r))).join(' ')}` : base,
    };
  });
}

export function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
