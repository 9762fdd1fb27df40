import type { Kysely, Selectable } from 'kysely';
import type { Database, NewsletterIssuesTable } from '../db/schema.ts';
import { iso, isoOrNull, nowIso } from '../db/values.ts';
import type { IssueStatus } from '../../policy/states.ts';

export type { IssueStatus };

export interface NewsletterIssue {
  id: string;
  createdAt: string;
  updatedAt: string;
  createdBy: string;
  subject: string;
  bodyHtml: string;
  postId: string | null;
  coverMediaId: string | null;
  linkUrl: string | null;
  status: IssueStatus;
  scheduledAt: string | null;
  queueStartedAt: string | null;
  queuedAt: string | null;
}

const toIssue = (r: Selectable<NewsletterIssuesTable>): NewsletterIssue => ({
  id: r.id,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  createdBy: r.created_by,
  subject: r.subject,
  bodyHtml: r.body_html,
  postId: r.post_id,
  coverMediaId: r.cover_media_id,
  linkUrl: r.link_url,
  status: r.status as IssueStatus,
  scheduledAt: isoOrNull(r.scheduled_at),
  queueStartedAt: isoOrNull(r.queue_started_at),
  queuedAt: isoOrNull(r.queued_at),
});

export interface IssueFields {
  subject: string;
  bodyHtml: string;
  postId: string | null;
  coverMediaId: string | null;
  linkUrl: string | null;
}

export async function insertIssue(db: Kysely<Database>, id: string, f: IssueFields, by: string, at = nowIso()) {
  await db
    .insertInto('newsletter_issues')
    .values({
      id,
      created_at: at,
      updated_at: at,
      created_by: by,
      subject: f.subject,
      body_html: f.bodyHtml,
      post_id: f.postId,
      cover_media_id: f.coverMediaId,
      link_url: f.linkUrl,
      status: 'draft',
    })
    .execute();
}

/**
 * Saves an issue only if nobody saved it since `expectedUpdatedAt` and it is still in the state
 * the policy was asked about (`status`): scheduling or sending it in between makes it a conflict.
 */
export async function updateIssue(
  db: Kysely<Database>,
  id: string,
  f: IssueFields,
  expectedUpdatedAt: string,
  status: IssueStatus,
  at = nowIso(),
) {
  const rows = await db.selectFrom('newsletter_issues').select(['updated_at', 'status']).where('id', '=', id).executeTakeFirst();
  if (!rows) return 'missing' as const;
  if (rows.status !== status || iso(rows.updated_at) !== iso(expectedUpdatedAt)) return 'conflict' as const;
  const res = await db
    .updateTable('newsletter_issues')
    .set({
      subject: f.subject,
      body_html: f.bodyHtml,
      post_id: f.postId,
      cover_media_id: f.coverMediaId,
      link_url: f.linkUrl,
      updated_at: at,
    })
    .where('id', '=', id)
    .where('updated_at', '=', rows.updated_at as string)
    .where('status', '=', status)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0 ? ('saved' as const) : ('conflict' as const);
}

export async function getIssue(db: Kysely<Database>, id: string): Promise<NewsletterIssue | undefined> {
  const row = await db.selectFrom('newsletter_issues').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toIssue(row) : undefined;
}

export async function listIssues(db: Kysely<Database>, limit = 50): Promise<NewsletterIssue[]> {
  const rows = await db.selectFrom('newsletter_issues').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
  return rows.map(toIssue);
}

/**
 * Sets when an issue goes out (null puts it back to draft), only while it is still in the state
 * `from` the policy was asked about; false when it moved on (sending began, or someone else
 * scheduled or unscheduled it first).
 */
export async function setSchedule(
  db: Kysely<Database>,
  id: string,
  at: string | null,
  from: 'draft' | 'scheduled',
  /** The version the sender read: nobody may have saved it since. */
  expectedUpdatedAt?: string,
): Promise<boolean> {
  let update = db
    .updateTable('newsletter_issues')
    .set({ status: at ? 'scheduled' : 'draft', scheduled_at: at, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', from);
  if (expectedUpdatedAt !== undefined) {
    // Compared as stored (each database writes its own timestamp text), as updateIssue does.
    const row = await db.selectFrom('newsletter_issues').select('updated_at').where('id', '=', id).executeTakeFirst();
    if (!row || iso(row.updated_at) !== iso(expectedUpdatedAt)) return false;
    update = update.where('updated_at', '=', row.updated_at as string);
  }
  const res = await update.executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Deletes an issue that is still in the state (`from`) the policy was asked about. */
export async function deleteIssue(db: Kysely<Database>, id: string, from: 'draft' | 'scheduled'): Promise<boolean> {
  const res = await db.deleteFrom('newsletter_issues').where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export type ClaimedIssue = Selectable<NewsletterIssuesTable>;

/**
 * Takes one due issue for queuing, as a lease: a scheduled issue whose time
 * has come, or one whose queuing instance stopped (lease expired). PostgreSQL
 * skips a row another instance holds; SQLite's UPDATE is atomic by itself.
 */
export async function claimDueIssue(
  db: Kysely<Database>,
  o: { workerId: string; leaseMs: number; pg: boolean; now?: string },
): Promise<ClaimedIssue | undefined> {
  const now = o.now ?? nowIso();
  let due = db
    .selectFrom('newsletter_issues')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'scheduled'), eb('scheduled_at', '<=', now)]),
        eb.and([eb('status', '=', 'queuing'), eb('queue_locked_until', '<', now)]),
      ]),
    )
    .orderBy('scheduled_at')
    .limit(1);
  if (o.pg) due = due.forUpdate().skipLocked();
  return db
    .updateTable('newsletter_issues')
    .set({
      status: 'queuing',
      queue_locked_by: o.workerId,
      queue_locked_until: new Date(Date.parse(now) + o.leaseMs).toISOString(),
    })
    .where('id', 'in', due)
    .returningAll()
    .executeTakeFirst();
}

/** The first claimer freezes what is sent; a later claimer (after a crash) keeps it. */
export async function freezeIssue(
  db: Kysely<Database>,
  id: string,
  v: { html: string; text: string; ratePerMinute: number; startedAt: string },
): Promise<void> {
  await db
    .updateTable('newsletter_issues')
    .set({ rendered_html: v.html, rendered_text: v.text, rate_per_minute: v.ratePerMinute, queue_started_at: v.startedAt })
    .where('id', '=', id)
    .where('rendered_html', 'is', null)
    .execute();
}

/** Extends the lease while queuing; false when it was lost (another instance took over). */
export async function renewIssueLease(db: Kysely<Database>, id: string, workerId: string, leaseMs: number): Promise<boolean> {
  const res = await db
    .updateTable('newsletter_issues')
    .set({ queue_locked_until: new Date(Date.now() + leaseMs).toISOString() })
    .where('id', '=', id)
    .where('queue_locked_by', '=', workerId)
    .where('status', '=', 'queuing')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function markIssueQueued(db: Kysely<Database>, id: string, workerId: string): Promise<void> {
  await db
    .updateTable('newsletter_issues')
    .set({ status: 'queued', queued_at: nowIso(), queue_locked_by: null, queue_locked_until: null })
    .where('id', '=', id)
    .where('queue_locked_by', '=', workerId)
    .execute();
}

/** The frozen body a newsletter outbox row sends. */
export async function getFrozenBody(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom('newsletter_issues')
    .select(['rendered_html', 'rendered_text'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.rendered_html != null && row.rendered_text != null ? { html: row.rendered_html, text: row.rendered_text } : null;
}

/** The pace frozen when queuing began: every instance that continues it keeps the same slots. */
export async function queueTiming(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom('newsletter_issues')
    .select(['rate_per_minute', 'queue_started_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ratePerMinute: row.rate_per_minute ?? 60, startedAt: iso(row.queue_started_at ?? nowIso()) };
}
