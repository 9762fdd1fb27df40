// An issue's e-mail, built the same way for the admin preview, the test send
// and the real send, so what staff look at is what subscribers get.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { NewsletterIssue } from '../repositories/newsletter-issues.ts';
import { getMedia } from '../repositories/media.ts';
import { getSettings } from '../repositories/settings.ts';
import { coverEnclosures } from '../media/enclosures.ts';
import { defaultSettings } from '../foundation/runtime.ts';
import { loadConfig } from '../foundation/config.ts';
import { newsletterEmail, type NewsletterContent } from '../email/messages/newsletter.tsx';
import { UNSUBSCRIBE_PLACEHOLDER } from '../email/unsubscribe.ts';

type IssueParts = Pick<NewsletterIssue, 'subject' | 'bodyHtml' | 'coverMediaId' | 'linkUrl'>;

export async function issueContent(db: Kysely<Database>, issue: IssueParts, siteUrl: string): Promise<NewsletterContent> {
  let coverUrl: string | null = null;
  let coverAlt = '';
  if (issue.coverMediaId) {
    const enclosure = (await coverEnclosures(db, [issue.coverMediaId]))[issue.coverMediaId];
    if (enclosure) {
      coverUrl = new URL(enclosure.path, siteUrl).href;
      coverAlt = (await getMedia(db, issue.coverMediaId))?.alt ?? '';
    }
  }
  return { subject: issue.subject, bodyHtml: issue.bodyHtml, coverUrl, coverAlt, linkUrl: issue.linkUrl };
}

/** HTML and text with the placeholder (or a given link) where each recipient's unsubscribe link goes. */
export async function renderIssue(
  db: Kysely<Database>,
  issue: IssueParts,
  siteUrl: string,
  unsubscribe = UNSUBSCRIBE_PLACEHOLDER,
) {
  // Stored business details over the environment's defaults, as on the site.
  const settings = await getSettings(db, defaultSettings(loadConfig()));
  const sender = { businessName: settings.businessName, businessAddress: settings.businessAddress, siteUrl };
  const { html, text } = newsletterEmail(await issueContent(db, issue, siteUrl), sender, unsubscribe);
  return { html, text };
}
