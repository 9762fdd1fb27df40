// The issue editor's server side: start an issue (from a post or blank), send
// a test, schedule. Actions call these with the staff member's database handle.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId } from '../db/values.ts';
import { getPostById, getPublishedBySlug } from '../repositories/blog-posts.ts';
import { insertIssue, type IssueFields } from '../repositories/newsletter-issues.ts';
import { enqueueEmail } from '../repositories/outbox.ts';
import { sanitizePostHtml } from '../blog/sanitize.ts';
import { renderIssue } from './issue-email.ts';
import { escapeHtml } from '../../escape-html.ts';

/** An issue's first draft: a published post's title, excerpt or article, cover and link; or a blank page. */
export async function startIssue(
  db: Kysely<Database>,
  by: string,
  siteUrl: string,
  from?: { postId: string; include: 'excerpt' | 'full' },
): Promise<{ id: string } | { error: 'post-missing' }> {
  let fields: IssueFields = { subject: 'Untitled newsletter', bodyHtml: '', postId: null, coverMediaId: null, linkUrl: null };
  if (from) {
    const byId = await getPostById(db, from.postId);
    // Only what visitors can read now: published, live, not in the bin.
    const post = byId && (await getPublishedBySlug(db, byId.slug));
    if (!post || post.id !== from.postId) return { error: 'post-missing' };
    const body =
      from.include === 'full'
        ? sanitizePostHtml(post.content)
        : `<p>${escapeHtml(post.excerpt || post.metaDescription || post.title)}</p>`;
    fields = {
      subject: post.title.slice(0, 150),
      bodyHtml: body,
      postId: post.id,
      coverMediaId: post.coverMediaId ?? null,
      linkUrl: new URL(`/blog/${post.slug}`, siteUrl).href,
    };
  }
  const id = newId();
  await insertIssue(db, id, fields, by);
  return { id };
}

/** The issue as it will arrive, to the staff member's own address, through the outbox. */
export async function sendTestIssue(
  db: Kysely<Database>,
  issue: Pick<IssueFields, 'subject' | 'bodyHtml' | 'coverMediaId' | 'linkUrl'>,
  to: string,
  siteUrl: string,
) {
  // A test carries a link to the unsubscribe page without a token: it unsubscribes nobody.
  const link = new URL('/newsletter/unsubscribe', siteUrl).href;
  const { html, text } = await renderIssue(db, issue, siteUrl, link);
  return enqueueEmail(db, {
    kind: 'newsletter-test',
    submissionId: null,
    to,
    replyTo: null,
    subject: `[Test] ${issue.subject}`,
    text,
    html,
    attachmentId: null,
  });
}
