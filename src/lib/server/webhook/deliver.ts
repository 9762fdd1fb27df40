import { createHmac } from 'node:crypto';
import type { AddressPolicy } from '../net/address-policy.ts';
import { OutboundRefused, outboundRequest } from '../net/outbound-request.ts';

/** `v1=<hex HMAC-SHA256(secret, "<unix seconds>.<body>")>`: a receiver recomputes it and rejects old timestamps. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A refusal a retry cannot fix (the link is wrong, revoked or private): the outbox gives up at once. */
export class PermanentWebhookError extends Error {}

/**
 * How long one attempt may take, connection to answer. Slack and Teams answer
 * in well under a second; a receiver that says nothing in 5 s is retried later
 * with the outbox's backoff, and waits only in the webhook lane (email/worker.ts).
 */
export const WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * POSTs one notification through the outbound guard (net/outbound-request.ts),
 * so the address connected to is checked, whatever the link's name resolves
 * to today. Signed afresh on every attempt (the timestamp is the attempt's),
 * never follows a redirect (the owner's link is where it goes), and treats
 * anything but 2xx as a failure for the outbox to retry.
 */
export async function postWebhook(
  url: string,
  body: string,
  secret: string | null,
  policy: AddressPolicy,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<string> {
  const timestamp = Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': 'Northmill-Webhook/1' };
  if (secret) {
    headers['X-Northmill-Timestamp'] = String(timestamp);
    headers['X-Northmill-Signature'] = webhookSignature(secret, timestamp, body);
  }
  let status: number;
  try {
    ({ status } = await outboundRequest(url, { policy, method: 'POST', headers, body, timeoutMs, maxRedirects: 0 }));
  } catch (err) {
    if (err instanceof OutboundRefused) throw new PermanentWebhookError(err.message);
    throw err;
  }
  const detail = `HTTP ${status}`;
  if (status >= 200 && status < 300) return detail;
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new PermanentWebhookError(detail);
  throw new Error(detail);
}
