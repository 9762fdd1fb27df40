// What a newsletter outbox row sends: the issue's frozen body with this
// recipient's unsubscribe link, unless they left the list before their turn.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { OutboxRow } from '../repositories/outbox.ts';
import { getFrozenBody } from '../repositories/newsletter-issues.ts';
import { deliveryFor } from '../repositories/newsletter-deliveries.ts';
import { isSendable, suppressAddress } from '../repositories/newsletter.ts';
import { withUnsubscribeLink } from './unsubscribe.ts';
import { json, nowIso } from '../db/values.ts';

export type NewsletterMessage = { skip: string } | { html: string; text: string; headers: Record<string, string> };

/** One issue's body per worker at a time: every message of a send shares it. */
export function newsletterMessages(db: Kysely<Database>) {
  let cached: { id: string; body: { html: string; text: string } } | undefined;
  return async (row: OutboxRow): Promise<NewsletterMessage> => {
    const headers = json<Record<string, string>>(row.headers, {});
    const delivery = await deliveryFor(db, row.id);
    if (delivery && !(await isSendable(db, delivery.subscriber_id))) return { skip: 'unsubscribed before sending' };
    const issueId = row.newsletter_issue_id!;
    if (cached?.id !== issueId) {
      const body = await getFrozenBody(db, issueId);
      if (!body) return { skip: 'the issue was deleted' };
      cached = { id: issueId, body };
    }
    const link = /^<(https?:[^>]+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    return { ...withUnsubscribeLink(cached.body, link), headers };
  };
}

/** A 5xx reply is the mail server saying "never": the address is not sent newsletters again. */
export function isPermanentRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export async function suppressRefused(db: Kysely<Database>, address: string, message: string) {
  return suppressAddress(db, address, message, nowIso());
}
