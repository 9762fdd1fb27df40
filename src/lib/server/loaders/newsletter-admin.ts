// /admin/newsletter (issues and subscribers), /admin/newsletter/[id] (the
// editor and report) and its e-mail preview. Staff-checked by the routes.
import { getRuntime } from '../foundation/runtime.ts';
import { getFrozenBody, getIssue, listIssues, type NewsletterIssue } from '../repositories/newsletter-issues.ts';
import { withUnsubscribeLink } from '../email/unsubscribe.ts';
import { issueReport, type IssueReport } from '../repositories/newsletter-deliveries.ts';
import { subscriberCounts } from '../repositories/newsletter.ts';
import { listAllPublished } from '../repositories/blog-posts.ts';
import { getMedia } from '../repositories/media.ts';
import { renderIssue } from '../newsletter-send/issue-email.ts';
import { latestOfKind } from '../repositories/outbox.ts';
import { getWebhookSettings, webhookSecret } from '../webhook/settings.ts';

export interface IssueRow extends Pick<NewsletterIssue, 'id' | 'subject' | 'status' | 'scheduledAt' | 'queuedAt' | 'updatedAt'> {
  report: IssueReport | null;
}

export async function loadNewsletterList() {
  const { database } = getRuntime();
  const db = database.db;
  const issues = await listIssues(db);
  const rows: IssueRow[] = [];
  for (const i of issues) {
    rows.push({
      id: i.id,
      subject: i.subject,
      status: i.status,
      scheduledAt: i.scheduledAt,
      queuedAt: i.queuedAt,
      updatedAt: i.updatedAt,
      report: i.queueStartedAt ? await issueReport(db, i.id, i.queueStartedAt) : null,
    });
  }
  const posts = (await listAllPublished(db)).slice(0, 100).map((p) => ({ id: p.id, title: p.title }));
  return { issues: rows, counts: await subscriberCounts(db), posts };
}

export async function loadIssueEditor(id: string) {
  const { database, config } = getRuntime();
  const issue = await getIssue(database.db, id);
  if (!issue) return null;
  const cover = issue.coverMediaId ? await getMedia(database.db, issue.coverMediaId) : undefined;
  return {
    issue,
    cover: cover ? { id: cover.id, alt: cover.alt } : null,
    report: issue.queueStartedAt ? await issueReport(database.db, id, issue.queueStartedAt) : null,
    counts: await subscriberCounts(database.db),
    mailConfigured: Boolean(config.SMTP_URL),
    ratePerMinute: config.NEWSLETTER_RATE_PER_MINUTE,
  };
}

/** The e-mail as a subscriber receives it (with a link to the unsubscribe page, no token), HTML or plain text. */
export async function loadIssuePreview(id: string) {
  const { database, config } = getRuntime();
  const issue = await getIssue(database.db, id);
  if (!issue) return null;
  const link = new URL('/newsletter/unsubscribe', config.SITE_URL).href;
  // Once sending has begun, what subscribers got is the frozen copy, not a fresh rendering.
  const frozen = await getFrozenBody(database.db, id);
  if (frozen) return withUnsubscribeLink(frozen, link);
  return renderIssue(database.db, issue, config.SITE_URL, link);
}

/** The owner's notification settings: the webhook, its signing key and how its last delivery went. */
export async function loadNotificationSettings() {
  const db = getRuntime().database.db;
  const settings = await getWebhookSettings(db);
  return {
    settings,
    secret: settings.format === 'json' ? await webhookSecret(db) : null,
    last: await latestOfKind(db, 'webhook'),
  };
}
