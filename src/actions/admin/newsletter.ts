import { ActionError } from 'astro:actions';
import { staffAction } from './staff-action.ts';
import { createIssueSchema, issueIdSchema, saveIssueSchema, scheduleIssueSchema } from '../../lib/admin/newsletter.ts';
import { fieldError } from '../../lib/server/foundation/field-error.ts';
import { getRuntime } from '../../lib/server/foundation/runtime.ts';
import { kickMailWorker } from '../../lib/server/email/mail-kick.ts';
import { kickNewsletterQueue } from '../../lib/server/newsletter-send/queue-kick.ts';
import { issueReport } from '../../lib/server/repositories/newsletter-deliveries.ts';
import { countSendableSubscribers } from '../../lib/server/repositories/newsletter.ts';
import { sendTestIssue, startIssue } from '../../lib/server/newsletter-send/issues.ts';
import {
  issueFor,
  removeIssue,
  saveIssue,
  scheduleIssue,
  type IssueOutcome,
} from '../../lib/server/newsletter-send/issue-changes.ts';
import { fromUkInput } from '../../lib/uk-time.ts';
import { stripHtml } from '../../lib/server/blog/sanitize.ts';

// Thin wrappers: the rules (who may change an issue in which state) are in
// lib/server/newsletter-send/issue-changes.ts, which asks the policy.
const siteUrl = () => getRuntime().config.SITE_URL;
const notFound = () => new ActionError({ code: 'NOT_FOUND', message: 'That newsletter no longer exists.' });

function unwrap<T>(outcome: IssueOutcome<T>, conflict: string): T {
  if (outcome.ok) return outcome.value;
  if (outcome.reason === 'missing') throw notFound();
  if (outcome.reason === 'invalid') throw fieldError(outcome.field, outcome.message);
  throw new ActionError({ code: 'CONFLICT', message: conflict });
}

export const create = staffAction({
  action: 'admin.newsletter.create',
  changes: 'none',
  input: createIssueSchema,
  errorMessage: 'Error starting the newsletter',
  handler: async (input, { db, user, audit }) => {
    const r = await startIssue(
      db,
      user.email,
      siteUrl(),
      input.postId ? { postId: input.postId, include: input.include } : undefined,
    );
    if ('error' in r) throw fieldError('postId', 'Pick a published post.');
    await audit('newsletter.create', 'newsletter_issue', r.id, { postId: input.postId ?? null });
    return r;
  },
});

export const save = staffAction({
  action: 'admin.newsletter.save',
  changes: 'none',
  input: saveIssueSchema,
  errorMessage: 'Error saving the newsletter',
  handler: async ({ id, updatedAt, ...f }, { db, user, audit }) => {
    const saved = unwrap(
      await saveIssue(db, user, id, { ...f, linkUrl: f.linkUrl || null }, updatedAt),
      'Someone saved, scheduled or sent this newsletter after you opened it. Reload to see it as it is now.',
    );
    await audit('newsletter.save', 'newsletter_issue', id, { subject: f.subject });
    return saved;
  },
});

export const sendTest = staffAction({
  action: 'admin.newsletter.sendTest',
  changes: 'none',
  input: issueIdSchema,
  errorMessage: 'Error sending the test',
  handler: async ({ id }, { db, user, audit }) => {
    const issue = await issueFor(db, user, 'sendTest', id);
    if (!issue) throw notFound();
    if (!stripHtml(issue.bodyHtml)) throw fieldError('bodyHtml', 'Write the newsletter (and save it) before sending a test.');
    await sendTestIssue(db, issue, user.email, siteUrl());
    await audit('newsletter.test', 'newsletter_issue', id, { to: user.email });
    kickMailWorker();
    return { to: user.email, mailConfigured: Boolean(getRuntime().config.SMTP_URL) };
  },
});

export const schedule = staffAction({
  action: 'admin.newsletter.schedule',
  changes: 'none',
  input: scheduleIssueSchema,
  errorMessage: 'Error scheduling the newsletter',
  handler: async ({ id, when, updatedAt }, { db, user, audit }) => {
    const at = when === null || when === 'now' ? when : fromUkInput(when);
    if (at === null && when !== null)
      throw fieldError('when', 'That time does not exist in the UK (the clocks go forward then). Pick another.');
    const done = unwrap(
      await scheduleIssue(db, user, id, at, updatedAt),
      'This newsletter changed after you opened it (saved, scheduled or sent by someone else): reload and check it before sending.',
    );
    await audit(done.scheduledAt ? 'newsletter.schedule' : 'newsletter.unschedule', 'newsletter_issue', id, {
      at: done.scheduledAt,
    });
    if (when === 'now') kickNewsletterQueue();
    return { ...done, recipients: await countSendableSubscribers(db) };
  },
});

export const report = staffAction({
  action: 'admin.newsletter.report',
  changes: 'none',
  input: issueIdSchema,
  errorMessage: 'Error loading the report',
  handler: async ({ id }, { db, user }) => {
    const issue = await issueFor(db, user, 'read', id);
    if (!issue) throw notFound();
    return { status: issue.status, report: await issueReport(db, id, issue.queueStartedAt) };
  },
});

export const remove = staffAction({
  action: 'admin.newsletter.remove',
  changes: 'none',
  input: issueIdSchema,
  errorMessage: 'Error deleting the newsletter',
  handler: async ({ id }, { db, user, audit }) => {
    const removed = unwrap(
      await removeIssue(db, user, id),
      'This newsletter was scheduled or sent by someone else meanwhile: reload to see it as it is now.',
    );
    await audit('newsletter.delete', 'newsletter_issue', id, { subject: removed.subject, status: removed.status });
    return { ok: true };
  },
});
