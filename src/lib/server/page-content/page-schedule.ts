/*
 * Scheduled page changes (issue 23): staff pick a UK time at which a page's draft goes live,
 * as posts can be scheduled. The schedule is a row (page_schedules), so it survives restarts;
 * the background job (jobs.ts, every 30 s) publishes what is due. Whatever the draft holds at
 * that time is what goes live, as with a scheduled post in WordPress or Ghost.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.ts';
import * as pages from '../repositories/content-pages.ts';
import * as schedules from '../repositories/page-schedules.ts';
import { findStaffById } from '../repositories/staff.ts';
import { auditor } from '../audit.ts';
import { diffDocuments } from '../../page-content/document-diff.ts';
import { validatePageDocument } from './page-validation.ts';
import { pageChangeRefusal } from './page-policy.ts';
import { decide } from '../../policy/decide.ts';
import { pageChange } from '../../policy/states.ts';
import type { PageActor } from './pages-service.ts';
import type { ContentFieldError } from './page-validation.ts';

/** A publish time must be at least this far ahead: an earlier one is 'Publish now'. */
export const MIN_SCHEDULE_LEAD_MS = 60_000;
/** And no further than a year, which is always a typing mistake. */
export const MAX_SCHEDULE_LEAD_MS = 366 * 24 * 60 * 60 * 1000;

export type ScheduleResult =
  | { ok: true; value: schedules.PageSchedule }
  | { ok: false; reason: 'not-found' | 'no-draft' | 'too-soon' | 'too-late' }
  /** The draft changes owner-only fields: only the owner can schedule it (the policy). */
  | { ok: false; reason: 'forbidden'; errors: ContentFieldError[] };

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
  if (refused) return { ok: false, reason: 'forbidden', errors: refused.errors };
  if (publishAt.getTime() < now + MIN_SCHEDULE_LEAD_MS) return { ok: false, reason: 'too-soon' };
  if (publishAt.getTime() > now + MAX_SCHEDULE_LEAD_MS) return { ok: false, reason: 'too-late' };
  const at = publishAt.toISOString();
  await schedules.setPageSchedule(db, slug, at, actor.id);
  await auditor(db, actor)('content.schedulePublish', 'content_page', slug, { publishAt: at });
  return { ok: true, value: (await schedules.getPageSchedule(db, slug))! };
}

/**
 * False when nothing was scheduled (already published, or cancelled in another tab). A schedule
 * that would publish owner-only changes is the owner's to cancel (the policy: 'forbidden').
 */
export async function cancelPageSchedule(
  db: Kysely<Database>,
  slug: string,
  actor: PageActor,
): Promise<boolean | { ok: false; reason: 'forbidden'; errors: ContentFieldError[] }> {
  const schedule = await schedules.getPageSchedule(db, slug);
  if (!schedule) return false;
  const page = await pages.getContentPage(db, slug);
  if (page?.draft) {
    const refused = pageChangeRefusal(actor, 'unschedule', [[page.published, page.draft]], 'The schedule was not cancelled.');
    if (refused) return { ok: false, reason: 'forbidden', errors: refused.errors };
  }
  if (!(await schedules.deletePageSchedule(db, slug))) return false;
  await auditor(db, actor)('content.cancelSchedule', 'content_page', slug, { publishAt: schedule.publishAt });
  return true;
}

export const getPageSchedule = schedules.getPageSchedule;
export const listPageSchedules = schedules.listPageSchedules;

/**
 * Publishes every page whose time has come; returns the slugs published. Each runs in its own
 * transaction that first claims the schedule, so a second instance running the same job at the
 * same moment finds nothing to claim. A draft that no longer passes the schemas, or that was
 * discarded, is not published: the schedule is dropped and the audit log says why.
 */
export async function publishDuePages(db: Kysely<Database>, logger: Logger, now = new Date()): Promise<string[]> {
  const published: string[] = [];
  for (const due of await schedules.dueSchedules(db, now.toISOString())) {
    // The job publishes as the person who scheduled it: the draft may have changed since.
    const scheduler = due.createdBy ? await findStaffById(db, due.createdBy) : undefined;
    const outcome = await db.transaction().execute(async (trx) => {
      if (!(await schedules.claimSchedule(trx, due))) return null;
      const page = await pages.getContentPage(trx, due.slug);
      if (!page?.draft) return { page, skipped: 'There were no unpublished changes left to publish.' };
      const checked = validatePageDocument(page.draft);
      if (!checked.ok) return { page, skipped: 'The draft has fields that need attention.' };
      // Deny by default: a schedule whose author is gone publishes nothing.
      const decision = scheduler
        ? decide(
            { role: scheduler.role === 'owner' ? 'owner' : 'staff' },
            'publish',
            pageChange([page.published, page.draft]).record,
          )
        : { allowed: false as const, message: 'The account that scheduled it no longer exists.' };
      if (!decision.allowed) return { page, skipped: `Not published: ${decision.message}` };
      const revision = await pages.writePublished(trx, page, checked.doc, due.createdBy, 'Published as scheduled');
      return { page, revision, before: page.published, after: checked.doc };
    });
    if (!outcome) continue;
    const actor = { id: scheduler?.id ?? null, email: scheduler?.email ?? 'system' };
    if ('skipped' in outcome) {
      logger.warn({ slug: due.slug, reason: outcome.skipped }, 'scheduled page publish skipped');
      await auditor(db, actor)('content.scheduleSkipped', 'content_page', due.slug, {
        publishAt: due.publishAt,
        reason: outcome.skipped,
      });
      continue;
    }
    await auditor(db, actor)('content.publishScheduled', 'content_page', due.slug, {
      publishAt: due.publishAt,
      revisionId: outcome.revision.id,
      changes: diffDocuments(outcome.before, outcome.after),
    });
    logger.info({ slug: due.slug, publishAt: due.publishAt }, 'scheduled page published');
    published.push(due.slug);
  }
  return published;
}
