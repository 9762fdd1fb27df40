/*
 * Who has changed a page's unpublished draft (migration 0015), so the publish can name them
 * (issue 24, finding 7). Each author's saves are one audit row per editing session: autosave
 * runs every few seconds, so a save within DRAFT_SESSION_MS of the author's last one updates
 * that row (count and time) instead of adding another.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, json, newId, nowIso } from '../db/values.ts';

export const DRAFT_SESSION_MS = 30 * 60_000;

export interface DraftAuthor {
  staffId: string;
  name: string;
  email: string;
  firstAt: string;
  lastAt: string;
  saves: number;
}

export interface DraftSave {
  kind: 'page';
  key: string;
  staff: { id: string; name: string; email: string };
  /** Audit detail of this save (what it changed); merged into the session's row. */
  changedSections: string[];
}

/** Records one draft save: a new audit row, or the current session's row updated in place. */
export async function recordDraftSave(db: Kysely<Database>, save: DraftSave): Promise<void> {
  const id = `${save.kind}:${save.key}:${save.staff.id}`;
  const at = nowIso();
  const row = await db.selectFrom('draft_authors').selectAll().where('id', '=', id).executeTakeFirst();
  const audit = row
    ? await db.selectFrom('audit_log').select(['id', 'detail']).where('id', '=', row.audit_id).executeTakeFirst()
    : undefined;
  const fresh = row && audit && Date.now() - Date.parse(iso(row.last_at)) < DRAFT_SESSION_MS;
  if (fresh) {
    const detail = json<{ saves?: number; sections?: string[]; from?: string }>(audit.detail, {});
    const sections = [...new Set([...(detail.sections ?? []), ...save.changedSections])];
    await db
      .updateTable('audit_log')
      .set({ created_at: at, detail: JSON.stringify({ ...detail, saves: (detail.saves ?? 1) + 1, sections, to: at }) })
      .where('id', '=', audit.id)
      .execute();
    await db
      .updateTable('draft_authors')
      .set({ last_at: at, saves: Number(row.saves) + 1, staff_name: save.staff.name })
      .where('id', '=', id)
      .execute();
    return;
  }
  const auditId = newId();
  await db
    .insertInto('audit_log')
    .values({
      id: auditId,
      created_at: at,
      actor_id: save.staff.id,
      actor_email: save.staff.email,
      action: 'content.saveDraft',
      target_type: 'content_page',
      target_id: save.key,
      detail: JSON.stringify({ saves: 1, sections: save.changedSections, from: at, to: at }),
    })
    .execute();
  if (row) {
    await db
      .updateTable('draft_authors')
      .set({ last_at: at, saves: Number(row.saves) + 1, audit_id: auditId, staff_name: save.staff.name })
      .where('id', '=', id)
      .execute();
  } else {
    await db
      .insertInto('draft_authors')
      .values({
        id,
        kind: save.kind,
        record_key: save.key,
        staff_id: save.staff.id,
        staff_name: save.staff.name,
        staff_email: save.staff.email,
        first_at: at,
        last_at: at,
        saves: 1,
        audit_id: auditId,
      })
      .execute();
  }
}

/** The draft's authors, first to start first. */
export async function listDraftAuthors(db: Kysely<Database>, kind: 'page', key: string): Promise<DraftAuthor[]> {
  const rows = await db
    .selectFrom('draft_authors')
    .selectAll()
    .where('kind', '=', kind)
    .where('record_key', '=', key)
    .orderBy('first_at')
    .execute();
  return rows.map((r) => ({
    staffId: r.staff_id,
    name: r.staff_name,
    email: r.staff_email,
    firstAt: iso(r.first_at),
    lastAt: iso(r.last_at),
    saves: Number(r.saves),
  }));
}

/** The draft was published or discarded: its next changes start a new list. */
export async function clearDraftAuthors(db: Kysely<Database>, kind: 'page', key: string): Promise<void> {
  await db.deleteFrom('draft_authors').where('kind', '=', kind).where('record_key', '=', key).execute();
}
