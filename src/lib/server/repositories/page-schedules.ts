import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, nowIso } from '../db/values.ts';

export interface PageSchedule {
  slug: string;
  publishAt: string;
  createdBy: string | null;
  createdAt: string;
}

type Row = { slug: string; publish_at: Date | string; created_by: string | null; created_at: Date | string };
const columns = ['slug', 'publish_at', 'created_by', 'created_at'] as const;
const toSchedule = (r: Row): PageSchedule => ({
  slug: r.slug,
  publishAt: iso(r.publish_at),
  createdBy: r.created_by,
  createdAt: iso(r.created_at),
});

export async function getPageSchedule(db: Kysely<Database>, slug: string): Promise<PageSchedule | undefined> {
  const row = await db.selectFrom('page_schedules').select(columns).where('slug', '=', slug).executeTakeFirst();
  return row ? toSchedule(row) : undefined;
}

export async function listPageSchedules(db: Kysely<Database>): Promise<PageSchedule[]> {
  return (await db.selectFrom('page_schedules').select(columns).orderBy('publish_at').execute()).map(toSchedule);
}

/** One schedule per page: a new time replaces the old one. */
export async function setPageSchedule(db: Kysely<Database>, slug: string, publishAt: string, staffId: string): Promise<void> {
  const values = { slug, publish_at: publishAt, created_by: staffId, created_at: nowIso() };
  await db
    .insertInto('page_schedules')
    .values(values)
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet({ publish_at: publishAt, created_by: staffId, created_at: values.created_at }),
    )
    .execute();
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
