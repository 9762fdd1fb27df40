import type { PageDocument } from '../../../lib/page-content/page-document.ts';
import { valueDifferences } from '../../../lib/admin/versions.ts';
import { humanise, type LabelledDifference } from '../ui/ConflictPanel.tsx';

/**
 * Field by field, what differs between the document in this tab and the one stored, labelled the
 * way the form reads: 'Section 3 (Questions and answers) › Questions #2 › Answer'.
 */
export function docDifferences(
  mine: PageDocument,
  theirs: PageDocument,
  typeLabel: (type: string) => string | undefined,
): LabelledDifference[] {
  return valueDifferences(mine, theirs).map((d) => {
    const [, index, ...rest] = d.path.split('.');
    const i = Number(index);
    const section = mine.sections[i] ?? theirs.sections[i];
    const name = section ? (typeLabel(section.type) ?? section.type) : 'section';
    const field = rest[0] === 'data' ? rest.slice(1) : rest;
    const parts = field.map((p) => (/^\d+$/.test(p) ? `#${Number(p) + 1}` : humanise(p)));
    const label = [`Section ${Number.isFinite(i) ? i + 1 : '?'} (${name})`, ...parts].join(' › ');
    return { ...d, label };
  });
}
