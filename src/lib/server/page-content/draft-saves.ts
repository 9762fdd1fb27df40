/*
 * A page draft save, counted for its author and audited once per editing session (issue 24,
 * finding 7): autosave runs every few seconds, so a save within DRAFT_SESSION_MS of the
 * author's last one extends that session's audit entry (count, sections, time) instead of
 * adding another. The entry is written through the one auditor (audit.ts, auditRun), so its
 * id is ordered like every other entry's.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { auditRun } from '../foundation/audit.ts';
import { countDraftSave, draftAuthorId, findDraftAuthor } from '../repositories/draft-authors.ts';
import { nowIso } from '../db/values.ts';

export const DRAFT_SESSION_MS = 30 * 60_000;

export interface DraftSave {
  kind: 'page';
  key: string;
  staff: { id: string; name: string; email: string };
  /** Audit detail of this save (what it changed); merged into the session's entry. */
  changedSections: string[];
}

/** Records one draft save: a new audit entry, or the current session's entry extended. */
export async function recordDraftSave(db: Kysely<Database>, save: DraftSave, now = Date.now()): Promise<void> {
  const at = nowIso();
  const row = await findDraftAuthor(db, draftAuthorId(save.kind, save.key, save.staff.id));
  const open = row && now - Date.parse(row.lastAt) < DRAFT_SESSION_MS ? row.auditId : null;
  const auditId = await auditRun(db, save.staff, {
    action: 'content.saveDraft',
    targetType: 'content_page',
    targetId: save.key,
    openId: open,
    detail: (previous) => {
      if (!previous) return { saves: 1, sections: save.changedSections, from: at, to: at };
      const sections = [...new Set([...((previous.sections as string[] | undefined) ?? []), ...save.changedSections])];
      return { ...previous, saves: Number(previous.saves ?? 1) + 1, sections, to: at };
    },
  });
  await countDraftSave(db, { ...save, auditId });
}
