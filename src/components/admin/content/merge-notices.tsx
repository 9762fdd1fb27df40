// What the page editor says about someone else's change (issue 38, trap 2): that the page
// changed since this tab loaded it (the heartbeat's answer), and what a merged save took in.
import { RefreshCw } from 'lucide-react';
import type { PageDocument } from '../../../lib/page-content/page-document.ts';
import { humanise, type LabelledDifference } from '../ui/ConflictPanel.tsx';
import { buttonClasses } from '../../ui/button-styles.ts';
import type { MergeNote } from './use-draft-saving.ts';

const list = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** 'hero: subheading' as the form reads it: 'Page hero › Subheading'. */
export function fieldLabel(name: string, doc: PageDocument, typeLabel: (type: string) => string | undefined): string {
  const [id, field] = name.split(': ');
  const section = doc.sections.find((s) => s.id === id);
  if (!section || !field) return name;
  return `${typeLabel(section.type) ?? section.type} › ${humanise(field)}`;
}

/** The toast after a save that merged a newer version in. */
export function mergedMessage(note: MergeNote, label: (name: string) => string = (n) => n): string {
  const kept = note.fromTheirs.length
    ? `Kept ${note.by}’s change to ${list(note.fromTheirs.map(label))} and saved yours beside it.`
    : '';
  const over = note.conflicts.length ? ` Yours replaced theirs in ${list(note.conflicts.map(label))}.` : '';
  return `Draft saved, merged with ${note.by}’s newer version. ${kept}${over}`.trim();
}

/** Only the differences in fields both sides changed (the merge keeps the rest from whoever changed them). */
export function conflictingDifferences(
  differences: LabelledDifference[],
  mine: PageDocument,
  conflicts: string[] | undefined,
): LabelledDifference[] {
  if (!conflicts) return differences;
  const names = new Set(conflicts);
  return differences.filter((d) => {
    const [, index, where, field] = d.path.split('.');
    const id = mine.sections[Number(index)]?.id ?? '';
    const name = where === 'data' ? `${id}: ${field}` : `${id}: ${where}`;
    return names.has(name) || names.has(`${id} (whole section)`) || names.has('the order of the sections');
  });
}

export function ChangedElsewhere({ by, atLabel }: { by: string; atLabel: string }) {
  return (
    <div
      role="status"
      className="mt-3 flex flex-wrap items-center gap-2 rounded-lg border border-mustard-200 bg-mustard-50 px-3 py-2 text-sm text-navy-900"
    >
      <p className="mr-auto">
        <strong>
          {by} changed this page at {atLabel}
        </strong>
        , after you opened it. Your next save keeps their changes and yours, field by field; a field you both changed is yours to
        choose.
      </p>
      <button type="button" onClick={() => location.reload()} className={buttonClasses('outline', 'sm')}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" /> Load the latest
      </button>
    </div>
  );
}
