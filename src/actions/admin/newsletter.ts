import { ActionError } from 'astro:actions';
import { staffAction } from './staff-action.ts';
import { createIssueSchema, issueIdSchema, saveIssueSchema, scheduleIssueSchema } from '../../lib/admin/newsletter.ts';
import { fieldError } from '../../lib/server/field-error.ts';
import { getRuntime } from '../../lib/server/runtime.ts';
import { kickMailWorker, kickNewsletterQueue } from '../../lib/server/jobs.ts';
import { deleteDraft, getIssue, setSchedule, updateIssue } from '../../lib/server/repositories/newsletter-issues.ts';
import { issueReport } from '../../lib/server/repositories/newsletter-deliveries.ts';
import { countSendableSubscribers } from '../../lib/server/repositories/newsletter.ts';
import { sendTestIssue, startIssue } from '../../lib/server/newsletter-send/issues.ts';
import { fromUkInput } from '../../lib/uk-time.ts';
import { stripHtml } from '../../lib/server/blog/sanitize.ts';

const siteUrl = () => getRuntime().config.SITE_URL;
const notFound = () => new ActionError({ code: 'NOT_FOUND', message: 'That newsletter no longer exists.' });

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
  handler: async ({ id, updatedAt, ...f }, { db, audit }) => {
    const result = await updateIssue(
      db,
      id,
      { ...f, linkUrl: f.linkUrl || null, postId: (await getIssue(db, id))?.postId ?? null },
      updatedAt,
    );
    if (result === 'missing') throw notFound();
    if (result === 'sent')
      throw new ActionError({ code: 'CONFLICT', message: 'This newsletter is already being sent: it can no longer change.' });
    if (result === 'conflict')
      throw new ActionError({
        code: 'CONFLICT',
        message: 'Someone saved this newsletter after you opened it. Reload to see their version.',
      });
    await audit('newsletter.save', 'newsletter_issue', id, { subject: f.subject });
    return { updatedAt: (await getIssue(db, id))!.updatedAt };
  },
});

export const sendTest = staffAction({
  action: 'admin.newsletter.sendTest',
  changes: 'none',
  input: issueIdSchema,
  errorMessage: 'Error sending the test',
  handler: async ({ id }, { db, user, audit }) => {
    const issue = await getIssue(db, id);
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
  handler: async ({ id, when }, { db, audit }) => {
    const issue = await getIssue(db, id);
    if (!issue) throw notFound();
    if (when !== null && !stripHtml(issue.bodyHtml))
      throw fieldError('bodyHtml', 'Write the newsletter (and save it) before sending it.');
    let at: string | null = null;
    if (when === 'now') at = new Date().toISOString();
    else if (when !== null) {
      const d = fromUkInput(when);
      if (!d) throw fieldError('when', 'That time does not exist in the UK (the clocks go forward then). Pick another.');
      if (d.getTime() < Date.now() + 60_000) throw fieldError('when', 'Pick a time at least a minute from now, or use Send now.');
      at = d.toISOString();
    }
    if (!(await setSchedule(db, id, at)))
      throw new ActionError({
        code: 'CONFLICT',
        message: 'This newsletter is already being sent: the schedule can no longer change.',
      });
    await audit(at ? 'newsletter.schedule' : 'newsletter.unschedule', 'newsletter_issue', id, { at });
    if (when === 'now') kickNewsletterQueue();
    return { status: at ? 'scheduled' : 'draft', scheduledAt: at, recipients: await countSendableSubscribers(db) };
  },
});

export const report = staffAction({
  action: 'admin.newsletter.report',
  changes: 'none',
  input: issueIdSchema,
  errorMessage: 'Error loading the report',
  handler: async ({ id }, { db }) => {
    const issue = await getIssue(db, id);
    if (!issue) throw notFound();
    return { status: issue.status, report: await issueReport(db, id, issue.queueStartedAt) };
  },
});

export const remove = staffAction({
  action: 'admin.newsletter.remove',
  changes: 'none',
  input: issueIdSchema,
  errorMessage: 'Error deleting the newsletter',
  handler: async ({ id }, { db, audit }) => {
    if (!(await deleteDraft(db, id)))
      throw new ActionError({ code: 'CONFLICT', message: 'Only a newsletter that has not been sent can be deleted.' });
    await audit('newsletter.delete', 'newsletter_issue', id);
    return { ok: true };
  },
});
