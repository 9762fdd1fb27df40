/*
 * Who has changed a page's unpublished draft (migration 0015), so the publish can name them
 * (issue 24, finding 7). Each author's saves are one audit entry per editing session, written
 * through the one auditor (page-content/draft-saves.ts); this keeps the count and which entry.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, nowIso } from '../db/values.ts';

export interface DraftAuthor {
  staffId: string;
  name: string;
  email: string;
  firstAt: string;
  lastAt: string;
  saves: number;
}

/** One author's row for a draft: their saves so far and the audit entry of their editing session. */
export interface DraftAuthorRow {
  id: string;
  lastAt: string;
  saves: number;
  auditId: string;
}

export const draftAuthorId = (kind: 'page', key: string, staffId: string) => `${kind}:${key}:${staffId}`;

export async function findDraftAuthor(db: Kysely<Database>, id: string): Promise<DraftAuthorRow | undefined> {
  const row = await db.selectFrom('draft_authors').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { id: row.id, lastAt: iso(row.last_at), saves: Number(row.saves), auditId: row.audit_id };
}

/** Counts one more save by this author (the first adds their row), with the session's audit entry. */
export async function countDraftSave(
  db: Kysely<Database>,
  save: { kind: 'page'; key: string; staff: { id: string; name: string; email: string }; auditId: string },
  at = nowIso(),
): Promise<void> {
  const id = draftAuthorId(save.kind, save.key, save.staff.id);
  const row = await findDraftAuthor(db, id);
  if (row) {
    await db
      .updateTable('draft_authors')
      .set({ last_at: at, saves: row.saves + 1, audit_id: save.auditId, staff_name: save.staff.name })
      .where('id', '=', id)
      .execute();
    return;
  }
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
      audit_id: save.auditId,
    })
    .execute();
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
