/*
 * Scheduled page changes (issue 23; a change of its own since issue 38, trap 1). Scheduling
 * takes the saved draft out of the draft into page_schedules, with the live document it was made
 * from; the editor goes on with a fresh draft, and publishing that publishes only it. At its time
 * the background job (jobs.ts, every 30 s; scheduled-publish.ts) applies the scheduled change
 * field by field onto what is live then: fields it did not change keep today's values. Before
 * then it can be rescheduled, moved back to the draft, or cancelled. Every step asks the policy
 * with the change it would make (staff cannot schedule or drop an owner's price change).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import * as pages from '../repositories/content-pages.ts';
import * as schedules from '../repositories/page-schedules.ts';
import { auditor } from '../foundation/audit.ts';
import { diffDocuments } from '../../page-content/document-diff.ts';
import { mergeDocuments } from '../../admin/merge.ts';
import { pageChangeRefusal } from './page-policy.ts';
import { bumpVersion } from '../repositories/record-versions.ts';
import { clearDraftAuthors } from '../repositories/draft-authors.ts';
import type { PageActor } from './pages-service.ts';
import type { ContentFieldError } from './page-validation.ts';
import { rebasedChange } from './scheduled-publish.ts';

/** A publish time must be at least this far ahead: an earlier one is 'Publish now'. */
export const MIN_SCHEDULE_LEAD_MS = 60_000;
/** And no further than a year, which is always a typing mistake. */
export const MAX_SCHEDULE_LEAD_MS = 366 * 24 * 60 * 60 * 1000;

type Forbidden = { ok: false; reason: 'forbidden'; errors: ContentFieldError[] };
export type ScheduleResult =
  | { ok: true; value: schedules.PageSchedule }
  | { ok: false; reason: 'not-found' | 'no-draft' | 'too-soon' | 'too-late' | 'already-scheduled' | 'none' }
  /** The change touches owner-only fields: only the owner can schedule or drop it (the policy). */
  | Forbidden;

const versionActor = (a: PageActor) => ({ id: a.id, email: a.email, name: a.name ?? a.email });

function timeRefusal(publishAt: Date, now: number): ScheduleResult | undefined {
  if (publishAt.getTime() < now + MIN_SCHEDULE_LEAD_MS) return { ok: false, reason: 'too-soon' };
  if (publishAt.getTime() > now + MAX_SCHEDULE_LEAD_MS) return { ok: false, reason: 'too-late' };
  return undefined;
}

/** Takes the saved draft out of the draft and schedules it; the draft starts again from the live page. */
export async function schedulePagePublish(
  db: Kysely<Database>,
  slug: string,
  publishAt: Date,
  actor: PageActor,
  now = Date.now(),
): Promise<ScheduleResult> {
  const page = await pages.getContentPage(db, slug);
  if (!page) return { ok: false, reason: 'not-found' };
  if (!page.draft) return { ok: false, reason: 'no-draft' };
  // Scheduling is publishing later: the same question as publishing now.
  const refused = pageChangeRefusal(actor, 'schedule', [[page.published, page.draft]], 'Nothing was scheduled.');
  if (refused) return refused;
  const late = timeRefusal(publishAt, now);
  if (late) return late;
  if (await schedules.getPageSchedule(db, slug)) return { ok: false, reason: 'already-scheduled' };
  const at = publishAt.toISOString();
  await db.transaction().execute(async (trx) => {
    await schedules.insertPageSchedule(trx, {
      slug,
      publishAt: at,
      staffId: actor.id,
      doc: page.draft!,
      baseDoc: page.published,
    });
    await pages.discardDraft(trx, slug, actor.id);
    // Open editors hold the draft that moved: their next save must not put it back unawares.
    await bumpVersion(trx, 'page', slug, versionActor(actor));
    await clearDraftAuthors(trx, 'page', slug);
  });
  await auditor(db, actor)('content.schedulePublish', 'content_page', slug, {
    publishAt: at,
    changes: diffDocuments(page.published, page.draft),
  });
  return { ok: true, value: (await schedules.getPageSchedule(db, slug))! };
}

/** The same change at another time. */
export async function reschedulePage(
  db: Kysely<Database>,
  slug: string,
  publishAt: Date,
  actor: PageActor,
  now = Date.now(),
): Promise<ScheduleResult> {
  const [page, schedule] = await Promise.all([pages.getContentPage(db, slug), schedules.getPageSchedule(db, slug)]);
  if (!page) return { ok: false, reason: 'not-found' };
  if (!schedule) return { ok: false, reason: 'none' };
  const refused = pageChangeRefusal(actor, 'schedule', [[page.published, schedule.doc]], 'The time was not changed.');
  if (refused) return refused;
  const late = timeRefusal(publishAt, now);
  if (late) return late;
  const at = publishAt.toISOString();
  if (!(await schedules.moveScheduleTime(db, slug, at))) return { ok: false, reason: 'none' };
  await auditor(db, actor)('content.reschedulePublish', 'content_page', slug, { from: schedule.publishAt, publishAt: at });
  return { ok: true, value: (await schedules.getPageSchedule(db, slug))! };
}

/**
 * Cancels the scheduled change (its words are gone; the history keeps none of it) or, with
 * `toDraft`, moves it back into the draft, merged field by field with any draft there is.
 * A change of owner-only fields is the owner's to call off (the policy: 'forbidden').
 */
export async function unschedulePage(
  db: Kysely<Database>,
  slug: string,
  actor: PageActor,
  toDraft = false,
): Promise<ScheduleResult> {
  const [page, schedule] = await Promise.all([pages.getContentPage(db, slug), schedules.getPageSchedule(db, slug)]);
  if (!page) return { ok: false, reason: 'not-found' };
  if (!schedule) return { ok: false, reason: 'none' };
  const what = toDraft ? 'The scheduled change was not moved.' : 'The schedule was not cancelled.';
  const refused = pageChangeRefusal(actor, 'unschedule', [[page.published, schedule.doc]], what);
  if (refused) return refused;
  const change = rebasedChange(schedule, page.published);
  // The draft's own edits win where both changed a field: it is the newer work.
  const draft = page.draft ? mergeDocuments(page.published, page.draft, change, 'mine').merged : change;
  const done = await db.transaction().execute(async (trx) => {
    if (!(await schedules.deletePageSchedule(trx, slug))) return false;
    if (toDraft) {
      await pages.saveDraft(trx, slug, draft, actor.id);
      await bumpVersion(trx, 'page', slug, versionActor(actor));
    }
    return true;
  });
  if (!done) return { ok: false, reason: 'none' };
  await auditor(db, actor)(toDraft ? 'content.scheduleToDraft' : 'content.cancelSchedule', 'content_page', slug, {
    publishAt: schedule.publishAt,
    changes: diffDocuments(page.published, change),
  });
  return { ok: true, value: schedule };
}

/** Kept for callers of the issue 23 name: false when nothing was scheduled. */
export async function cancelPageSchedule(db: Kysely<Database>, slug: string, actor: PageActor): Promise<boolean | Forbidden> {
  const result = await unschedulePage(db, slug, actor);
  if (result.ok) return true;
  return result.reason === 'forbidden' ? result : false;
}

export const getPageSchedule = schedules.getPageSchedule;
export const listPageSchedules = schedules.listPageSchedules;
