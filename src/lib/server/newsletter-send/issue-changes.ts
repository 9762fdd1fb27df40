// Every change to a newsletter issue after it is started: save, schedule or unschedule, delete,
// and the read-only uses (a test to oneself, the report). Each reads the issue, asks the policy
// with its state (a scheduled issue is the owner's: src/lib/policy/rules.ts) and writes only
// while the issue is still in that state, so a schedule that lands between the question and
// the write makes the write a conflict rather than a rewrite of what goes out.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { authorize, type PolicyActor } from '../foundation/policy.ts';
import { issueRecord } from '../../policy/states.ts';
import {
  deleteIssue,
  getIssue,
  setSchedule,
  updateIssue,
  type IssueFields,
  type NewsletterIssue,
} from '../repositories/newsletter-issues.ts';
import { stripHtml } from '../blog/sanitize.ts';
import { iso } from '../db/values.ts';

export type IssueOutcome<T> =
  | { ok: true; value: T }
  /** missing: deleted; conflict: saved, scheduled or sent by someone else since it was read. */
  | { ok: false; reason: 'missing' | 'conflict' }
  | { ok: false; reason: 'invalid'; field: 'bodyHtml' | 'when'; message: string };

const missing = { ok: false, reason: 'missing' } as const;
const conflict = { ok: false, reason: 'conflict' } as const;

/** The issue for a read-only use (the report, a test to oneself), after the policy's say. */
export async function issueFor(
  db: Kysely<Database>,
  actor: PolicyActor,
  verb: 'read' | 'sendTest',
  id: string,
): Promise<NewsletterIssue | undefined> {
  const issue = await getIssue(db, id);
  if (issue) authorize(actor, verb, issueRecord(issue));
  return issue;
}

/** A new version of the words, based on the version the editor loaded (`updatedAt`). */
export async function saveIssue(
  db: Kysely<Database>,
  actor: PolicyActor,
  id: string,
  fields: Omit<IssueFields, 'postId'>,
  updatedAt: string,
): Promise<IssueOutcome<{ updatedAt: string }>> {
  const issue = await getIssue(db, id);
  if (!issue) return missing;
  authorize(actor, 'save', issueRecord(issue));
  const result = await updateIssue(db, id, { ...fields, postId: issue.postId }, updatedAt, issue.status);
  if (result === 'missing') return missing;
  if (result === 'conflict') return conflict;
  return { ok: true, value: { updatedAt: (await getIssue(db, id))!.updatedAt } };
}

/**
 * Sends now, at a time, or (null) puts a scheduled issue back to draft. `at` is already read
 * from the UK time the editor picked; the lead time is checked here. Sending names the version
 * the sender read (`seen`): words saved by someone else since are a conflict, so what goes out
 * is what the owner looked at, not a rewrite saved a moment before.
 */
export async function scheduleIssue(
  db: Kysely<Database>,
  actor: PolicyActor,
  id: string,
  at: Date | 'now' | null,
  seen: string | undefined,
  now = Date.now(),
): Promise<IssueOutcome<{ status: 'draft' | 'scheduled'; scheduledAt: string | null }>> {
  const issue = await getIssue(db, id);
  if (!issue) return missing;
  authorize(actor, at === null ? 'unschedule' : 'schedule', issueRecord(issue));
  if (at !== null && seen === undefined)
    return { ok: false, reason: 'invalid', field: 'when', message: 'Reload the page: it does not say which version to send.' };
  if (at !== null && iso(seen!) !== issue.updatedAt) return conflict;
  if (at !== null && !stripHtml(issue.bodyHtml))
    return { ok: false, reason: 'invalid', field: 'bodyHtml', message: 'Write the newsletter (and save it) before sending it.' };
  if (at instanceof Date && at.getTime() < now + 60_000)
    return { ok: false, reason: 'invalid', field: 'when', message: 'Pick a time at least a minute from now, or use Send now.' };
  const when = at === null ? null : at === 'now' ? new Date(now).toISOString() : at.toISOString();
  // The policy allowed it for the issue as read: a draft or a scheduled issue.
  const from = issue.status as 'draft' | 'scheduled';
  if (!(await setSchedule(db, id, when, from, at === null ? undefined : issue.updatedAt))) return conflict;
  return { ok: true, value: { status: when ? 'scheduled' : 'draft', scheduledAt: when } };
}

/** Deletes an issue that has not started sending; a scheduled one is an unschedule too (owner only). */
export async function removeIssue(db: Kysely<Database>, actor: PolicyActor, id: string): Promise<IssueOutcome<NewsletterIssue>> {
  const issue = await getIssue(db, id);
  if (!issue) return missing;
  authorize(actor, 'remove', issueRecord(issue));
  if (!(await deleteIssue(db, id, issue.status as 'draft' | 'scheduled'))) return conflict;
  return { ok: true, value: issue };
}
