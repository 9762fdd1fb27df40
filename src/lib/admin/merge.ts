/*
 * Three-way merge of a page document, field by field (issue 38, traps 1 and 2). `base` is the
 * version both sides started from; a field only one side changed is taken from that side without
 * asking; a field both changed to different values is a conflict, settled by `winner` (the
 * editor's explicit "save mine over theirs", or a scheduled change applied at its time). A field
 * is one top-level value of a section's data, its `hidden` switch, or the order of the sections.
 * Pure: used by the server's save and the scheduled-change job, and unit-tested alone.
 */
import type { PageDocument, SectionEnvelope } from '../page-content/page-document.ts';

/** A field both sides changed: `section` is the section id ('' for the section order). */
export interface MergeConflict {
  section: string;
  field: string;
}

export interface MergeResult {
  merged: PageDocument;
  /** Fields both sides changed to different values (settled by `winner`). */
  conflicts: MergeConflict[];
  /** Fields taken from `theirs` because only they changed them. */
  fromTheirs: MergeConflict[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const byId = (doc: PageDocument) => new Map(doc.sections.map((s) => [s.id, s]));
const ORDER: MergeConflict = { section: '', field: 'order' };

type Side = 'mine' | 'theirs';

/** One value: unchanged on a side means the other side's change wins. */
function pick<T>(base: T, mine: T, theirs: T, winner: Side): { value: T; took: 'base' | Side | 'conflict' } {
  if (same(mine, theirs)) return { value: mine, took: same(mine, base) ? 'base' : 'mine' };
  if (same(mine, base)) return { value: theirs, took: 'theirs' };
  if (same(theirs, base)) return { value: mine, took: 'mine' };
  return { value: winner === 'mine' ? mine : theirs, took: 'conflict' };
}

function mergeSection(
  id: string,
  base: SectionEnvelope,
  mine: SectionEnvelope,
  theirs: SectionEnvelope,
  winner: Side,
  out: Pick<MergeResult, 'conflicts' | 'fromTheirs'>,
): SectionEnvelope {
  const data: Record<string, unknown> = {};
  const b = base.data as Record<string, unknown>;
  const m = mine.data as Record<string, unknown>;
  const t = theirs.data as Record<string, unknown>;
  const record = (field: string, took: string) => {
    if (took === 'conflict') out.conflicts.push({ section: id, field });
    if (took === 'theirs') out.fromTheirs.push({ section: id, field });
  };
  for (const key of new Set([...Object.keys(b), ...Object.keys(m), ...Object.keys(t)])) {
    const r = pick(b[key], m[key], t[key], winner);
    record(key, r.took);
    if (r.value !== undefined) data[key] = r.value;
  }
  const hidden = pick(base.hidden, mine.hidden, theirs.hidden, winner);
  record('hidden', hidden.took);
  return { ...mine, hidden: hidden.value, data };
}

/** Section ids in merged order: one side's reordering is kept; both reordering is a conflict. */
function mergeOrder(base: string[], mine: string[], theirs: string[], winner: Side, out: MergeResult): string[] {
  const relative = (ids: string[], keep: Set<string>) => ids.filter((id) => keep.has(id));
  const common = new Set(base.filter((id) => mine.includes(id) && theirs.includes(id)));
  const r = pick(relative(base, common), relative(mine, common), relative(theirs, common), winner);
  if (r.took === 'conflict') out.conflicts.push(ORDER);
  if (r.took === 'theirs') out.fromTheirs.push(ORDER);
  const lead = r.took === 'theirs' || (r.took === 'conflict' && winner === 'theirs') ? theirs : mine;
  const other = lead === mine ? theirs : mine;
  // The leading side's order, with sections only the other side added placed after their predecessor.
  const order = [...lead];
  other.forEach((id, i) => {
    if (order.includes(id)) return;
    const after = other
      .slice(0, i)
      .reverse()
      .find((p) => order.includes(p));
    order.splice(after ? order.indexOf(after) + 1 : 0, 0, id);
  });
  return order;
}

export function mergeDocuments(base: PageDocument, mine: PageDocument, theirs: PageDocument, winner: Side = 'mine'): MergeResult {
  const out: MergeResult = { merged: { ...mine, sections: [] }, conflicts: [], fromTheirs: [] };
  const [b, m, t] = [byId(base), byId(mine), byId(theirs)];
  const kept = new Map<string, SectionEnvelope>();
  for (const id of new Set([...b.keys(), ...m.keys(), ...t.keys()])) {
    const [bs, ms, ts] = [b.get(id), m.get(id), t.get(id)];
    if (!bs) {
      // Added by one side (or both: then mine, field by field against nothing is a conflict).
      if (ms && ts && !same(ms, ts)) out.conflicts.push({ section: id, field: 'section' });
      const added = ms && ts ? (winner === 'mine' ? ms : ts) : (ms ?? ts)!;
      if (!ms) out.fromTheirs.push({ section: id, field: 'section' });
      kept.set(id, added);
      continue;
    }
    if (!ms || !ts) {
      // Removed by one side: gone, unless the other side changed it (then a conflict).
      const left = ms ?? ts;
      if (!left) continue;
      if (same(left, bs)) {
        if (!ts) out.fromTheirs.push({ section: id, field: 'section' });
        continue;
      }
      out.conflicts.push({ section: id, field: 'section' });
      const keep = (ms && winner === 'mine') || (ts && winner === 'theirs');
      if (keep) kept.set(id, left);
      continue;
    }
    kept.set(id, mergeSection(id, bs, ms, ts, winner, out));
  }
  const order = mergeOrder(
    base.sections.map((s) => s.id),
    mine.sections.map((s) => s.id),
    theirs.sections.map((s) => s.id),
    winner,
    out,
  );
  out.merged.sections = order.filter((id) => kept.has(id)).map((id) => kept.get(id)!);
  return out;
}

/** "hero: headline" — how a merged or conflicting field is named in messages and the audit log. */
export function fieldName(f: MergeConflict, label: (sectionId: string) => string = (s) => s): string {
  if (f.section === '') return 'the order of the sections';
  return f.field === 'section' ? `${label(f.section)} (whole section)` : `${label(f.section)}: ${f.field}`;
}

/** The fields `doc` changes from `base` (a scheduled change's own fields). */
export function changedFields(base: PageDocument, doc: PageDocument): MergeConflict[] {
  return mergeDocuments(base, base, doc).fromTheirs;
}
