/*
 * A draft save based on an older version (issue 38, trap 2): rather than refuse it whole, or
 * let "save mine over theirs" take back a colleague's published change, the save is merged
 * field by field against the version the editor loaded (src/lib/admin/merge.ts). Fields only
 * the other side changed are kept from them; only fields both changed are a conflict, refused
 * until the editor chooses (overwrite: theirs give way on those fields alone).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PageDocument } from '../../page-content/page-document.ts';
import { fieldName, mergeDocuments } from '../../admin/merge.ts';
import { getVersion } from '../repositories/record-versions.ts';
import * as pages from '../repositories/content-pages.ts';
import { staleVersion } from '../versions/save-versioned.ts';

export interface StaleSaveMerge {
  doc: PageDocument;
  /** The version merged onto: the save claims the next one (refused if another save got there first). */
  version: number;
  summary: { fromTheirs: string[]; conflicts: string[]; by: string };
  audit: Record<string, unknown>;
  /** Mine over theirs in fields both changed: audited as a knowing overwrite too (whose work, when). */
  overwrite?: { basedOn: number; replaced: number; replacedBy: string | null; replacedAt: string | undefined };
}

/** Undefined when the save is based on the current version (nothing to merge). Throws the conflict when both changed a field. */
export async function mergeStaleSave(
  db: Kysely<Database>,
  slug: string,
  stored: PageDocument,
  mine: PageDocument,
  base: { version: number | undefined; overwrite?: boolean | undefined; doc: PageDocument },
): Promise<StaleSaveMerge | undefined> {
  if (base.version === undefined) return undefined;
  const now = await getVersion(db, 'page', slug);
  const current = now?.version ?? 0;
  if (current === base.version) return undefined;
  const result = mergeDocuments(base.doc, mine, stored, 'mine');
  const conflicts = result.conflicts.map((f) => fieldName(f));
  if (conflicts.length > 0 && !base.overwrite) {
    const refusal = await staleVersion(db, 'page', slug, 'page', async () => ({
      doc: (await pages.getPageForEditing(db, slug))?.doc,
    }));
    refusal.info.conflicts = conflicts;
    throw refusal;
  }
  const fromTheirs = result.fromTheirs.map((f) => fieldName(f));
  const by = now?.updatedByName ?? 'Someone';
  return {
    doc: result.merged,
    version: current,
    summary: { fromTheirs, conflicts, by },
    audit: { basedOn: base.version, mergedOnto: current, mergedOntoBy: by, keptFromThem: fromTheirs, mineOverTheirs: conflicts },
    overwrite:
      conflicts.length > 0
        ? { basedOn: base.version, replaced: current, replacedBy: now?.updatedByName ?? null, replacedAt: now?.updatedAt }
        : undefined,
  };
}
