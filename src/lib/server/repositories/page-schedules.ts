import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, json, nowIso } from '../db/values.ts';
import type { PageDocument } from '../../page-content/page-document.ts';

/** A scheduled change (0032): its own document and the live one it was made from, apart from the draft. */
export interface PageSchedule {
  slug: string;
  publishAt: string;
  createdBy: string | null;
  createdAt: string;
  doc: PageDocument;
  baseDoc: PageDocument;
}

type Row = {
  slug: string;
  publish_at: Date | string;
  created_by: string | null;
  created_at: Date | string;
  doc: unknown;
  base_doc: unknown;
};
const columns = ['slug', 'publish_at', 'created_by', 'created_at', 'doc', 'base_doc'] as const;
const EMPTY: PageDocument = { sections: [] };
const toSchedule = (r: Row): PageSchedule => ({
  slug: r.slug,
  publishAt: iso(r.publish_at),
  createdBy: r.created_by,
  createdAt: iso(r.created_at),
  doc: json<PageDocument>(r.doc, EMPTY),
  baseDoc: json<PageDocument>(r.base_doc, EMPTY),
});

export async function getPageSchedule(db: Kysely<Database>, slug: string): Promise<PageSchedule | undefined> {
  const row = await db.selectFrom('page_schedules').select(columns).where('slug', '=', slug).executeTakeFirst();
  return row ? toSchedule(row) : undefined;
}

export async function listPageSchedules(db: Kysely<Database>): Promise<PageSchedule[]> {
  return (await db.selectFrom('page_schedules').select(columns).orderBy('publish_at').execute()).map(toSchedule);
}

/** One scheduled change per page (the caller checks there is none): `doc` made from the live `baseDoc`. */
export async function insertPageSchedule(
  db: Kysely<Database>,
  s: { slug: string; publishAt: string; staffId: string; doc: PageDocument; baseDoc: PageDocument },
): Promise<void> {
  await db
    .insertInto('page_schedules')
    .values({
      slug: s.slug,
      publish_at: s.publishAt,
      created_by: s.staffId,
      created_at: nowIso(),
      doc: JSON.stringify(s.doc),
      base_doc: JSON.stringify(s.baseDoc),
    })
    .execute();
}

/** A new time for the same change; false when it went live or was cancelled meanwhile. */
export async function moveScheduleTime(db: Kysely<Database>, slug: string, publishAt: string): Promise<boolean> {
  const res = await db.updateTable('page_schedules').set({ publish_at: publishAt }).where('slug', '=', slug).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deletePageSchedule(db: Kysely<Database>, slug: string): Promise<boolean> {
  const res = await db.deleteFrom('page_schedules').where('slug', '=', slug).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Schedules whose time has come. */
export async function dueSchedules(db: Kysely<Database>, now = nowIso()): Promise<PageSchedule[]> {
  const rows = await db
    .selectFrom('page_schedules')
    .select(columns)
    .where('publish_at', '<=', now)
    .orderBy('publish_at')
    .execute();
  return rows.map(toSchedule);
}

/**
 * Takes a due schedule inside the caller's transaction. Only one instance's delete finds the
 * row (PostgreSQL locks it for the others until commit; SQLite has one writer), so the page is
 * published once however many instances run the job.
 */
export async function claimSchedule(trx: Kysely<Database>, schedule: PageSchedule): Promise<boolean> {
  const res = await trx
    .deleteFrom('page_schedules')
    .where('slug', '=', schedule.slug)
    .where('publish_at', '=', schedule.publishAt)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
