// What a publish changed, section by section, for the audit log and the revisions view.
import { changedFields, type Change } from '../audit-diff.ts';
import type { PageDocument } from './page-document.ts';

export interface DocumentDiff {
  added: string[];
  removed: string[];
  /** True when the remaining sections changed order. */
  reordered: boolean;
  /** Per section id: the data fields (and `hidden`) that differ, as { from, to }. */
  changed: Record<string, Record<string, Change>>;
}

export function diffDocuments(before: PageDocument, after: PageDocument): DocumentDiff {
  const oldById = new Map(before.sections.map((s) => [s.id, s]));
  const newIds = new Set(after.sections.map((s) => s.id));
  const changed: DocumentDiff['changed'] = {};
  for (const s of after.sections) {
    const old = oldById.get(s.id);
    if (!old) continue;
    const fields = changedFields(
      { ...(old.data as Record<string, unknown>), hidden: old.hidden, type: old.type },
      { ...(s.data as Record<string, unknown>), hidden: s.hidden, type: s.type },
    );
    if (Object.keys(fields).length > 0) changed[s.id] = fields;
  }
  const keptOld = before.sections.map((s) => s.id).filter((id) => newIds.has(id));
  const keptNew = after.sections.map((s) => s.id).filter((id) => oldById.has(id));
  return {
    added: after.sections.map((s) => s.id).filter((id) => !oldById.has(id)),
    removed: before.sections.map((s) => s.id).filter((id) => !newIds.has(id)),
    reordered: keptOld.join('|') !== keptNew.join('|'),
    changed,
  };
}
