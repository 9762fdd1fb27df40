import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { enqueueEmail } from '../repositories/outbox.ts';
import { getWebhookSettings } from './settings.ts';
import { webhookBody, type EnquirySummary } from './payload.ts';
import type { WebhookSettings } from '../../webhook/settings.ts';

/**
 * Queues the chat notification in the caller's transaction, so it exists
 * exactly when the enquiry does; the outbox worker delivers it with the same
 * lease, retries and backoff as e-mail. Returns the outbox id, or null when
 * no webhook is set up.
 */
export async function enqueueWebhook(
  db: Kysely<Database>,
  e: EnquirySummary & { submissionId: string | null },
  business: string,
  settings?: WebhookSettings,
  at?: string,
): Promise<string | null> {
  const s = settings ?? (await getWebhookSettings(db));
  if (!s.url || (!s.enabled && !e.test)) return null;
  const body = JSON.stringify(webhookBody(s.format, e, s.fields, business));
  return enqueueEmail(
    db,
    {
      kind: 'webhook',
      submissionId: e.submissionId,
      to: s.url,
      replyTo: null,
      subject: e.test ? 'Test notification' : 'New enquiry notification',
      text: body,
      html: null,
      attachmentId: null,
      headers: { format: s.format },
    },
    at,
  );
}
