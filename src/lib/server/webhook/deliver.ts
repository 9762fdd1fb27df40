import { createHmac } from 'node:crypto';

/** `v1=<hex HMAC-SHA256(secret, "<unix seconds>.<body>")>`: a receiver recomputes it and rejects old timestamps. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A refusal a retry cannot fix (the link is wrong or revoked): the outbox gives up at once. */
export class PermanentWebhookError extends Error {}

/**
 * POSTs one notification. Signed afresh on every attempt (the timestamp is the
 * attempt's), never follows a redirect (the owner's link is where it goes),
 * and treats anything but 2xx as a failure for the outbox to retry.
 */
export async function postWebhook(url: string, body: string, secret: string | null, timeoutMs = 10_000): Promise<string> {
  const timestamp = Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': 'Northmill-Webhook/1' };
  if (secret) {
    headers['X-Northmill-Timestamp'] = String(timestamp);
    headers['X-Northmill-Signature'] = webhookSignature(secret, timestamp, body);
  }
  const res = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  const detail = `HTTP ${res.status}`;
  await res.body?.cancel();
  if (res.ok) return detail;
  if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) throw new PermanentWebhookError(detail);
  throw new Error(detail);
}
