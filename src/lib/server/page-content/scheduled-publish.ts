/*
 * The job's half of scheduled page changes (page-schedule.ts): publishes every change whose
 * time has come, field by field onto what is live then (issue 38, trap 1), so a quick fix
 * published meanwhile stays and the scheduled change keeps its own fields. A draft waiting then
 * is rebased too (its own edits kept), so publishing it later does not take the change back.
 * Each page runs in its own transaction that first claims the schedule, so a second instance
 * running the same job at the same moment finds nothing to claim.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.ts';
import * as pages from '../repositories/content-pages.ts';
import * as schedules from '../repositories/page-schedules.ts';
import { findStaffById } from '../repositories/staff.ts';
import { bumpVersion } from '../repositories/record-versions.ts';
import { auditor } from '../foundation/audit.ts';
import { diffDocuments } from '../../page-content/document-diff.ts';
import { mergeDocuments } from '../../admin/merge.ts';
import { validatePageDocument } from './page-validation.ts';
import { decide } from '../../policy/decide.ts';
import { pageChange } from '../../policy/states.ts';
import type { PageDocument } from '../../page-content/page-document.ts';

/** The scheduled change as it would go live now: onto today's live page, field by field. */
export function rebasedChange(schedule: schedules.PageSchedule, live: PageDocument): PageDocument {
  return mergeDocuments(schedule.baseDoc, schedule.doc, live, 'mine').merged;
}

/** Returns the slugs published. A change that no longer passes the schemas, or the policy, is dropped and audited. */
export async function publishDuePages(db: Kysely<Database>, logger: Logger, now = new Date()): Promise<string[]> {
  const published: string[] = [];
  for (const due of await schedules.dueSchedules(db, now.toISOString())) {
    // The job publishes as the person who scheduled it.
    const scheduler = due.createdBy ? await findStaffById(db, due.createdBy) : undefined;
    const who = { id: scheduler?.id ?? '', name: `${scheduler?.display_name || 'Someone'} (scheduled)` };
    const outcome = await db.transaction().execute(async (trx) => {
      if (!(await schedules.claimSchedule(trx, due))) return null;
      const page = await pages.getContentPage(trx, due.slug);
      if (!page) return null;
      const checked = validatePageDocument(rebasedChange(due, page.published));
      if (!checked.ok) return { skipped: 'The scheduled change has fields that need attention.' };
      // Deny by default: a schedule whose author is gone publishes nothing.
      const decision = scheduler
        ? decide(
            { role: scheduler.role === 'owner' ? 'owner' : 'staff' },
            'publish',
            pageChange([page.published, checked.doc]).record,
          )
        : { allowed: false as const, message: 'The account that scheduled it no longer exists.' };
      if (!decision.allowed) return { skipped: `Not published: ${decision.message}` };
      const draft = page.draft ? mergeDocuments(page.published, page.draft, checked.doc, 'mine').merged : null;
      const revision = await pages.writePublished(trx, page, checked.doc, due.createdBy, 'Published as scheduled', draft);
      // Open editors are based on the page before it: the heartbeat tells them it changed.
      await bumpVersion(trx, 'page', due.slug, who);
      return { revision, before: page.published, after: checked.doc };
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
