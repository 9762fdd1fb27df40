import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { newId, nowIso } from '../db/values.ts';
import { consume } from '../repositories/rate-limits.ts';
import { findSubscriber, insertSubscriberIfAbsent, restartSubscription } from '../repositories/newsletter.ts';
import { sendConfirmation } from './confirm.ts';

export { NEWSLETTER_CONSENT_TEXT } from '../../newsletter/consent-text.ts';
import { NEWSLETTER_CONSENT_TEXT } from '../../newsletter/consent-text.ts';

export const NEWSLETTER_RATE_LIMIT = { bucket: 'newsletter', limit: 5, windowMs: 10 * 60 * 1000 } as const;

export const NEWSLETTER_THANKS = 'Thanks for subscribing! Check your inbox: we have sent you a link to confirm your address.';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

/** The address as stored: trimmed and lower-cased, so "A@B.com" and "a@b.com" are one subscriber. */
export const newsletterEmail = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .min(1, INVALID_EMAIL_MESSAGE)
  .max(254, INVALID_EMAIL_MESSAGE)
  .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }))
  .transform((v) => v.toLowerCase());

export const newsletterInput = z.object({ email: newsletterEmail });

export type SubscribeResult =
  | { status: 'subscribed'; id: string }
  | { status: 'already-subscribed'; id: string }
  | { status: 'rate-limited'; retryAfterSeconds: number };

export interface SubscribeOptions {
  source?: string;
  consentText?: string;
  /** Hashed client key for rate limiting; omitted = no limit (tests, imports). */
  clientKey?: string;
  rateLimits?: boolean;
  now?: string;
  /** The public site's origin: when given, the confirmation e-mail (double opt-in) is queued with a link there. */
  siteUrl?: string;
}

/**
 * Stores a subscriber once, unconfirmed, and queues the confirmation e-mail
 * (double opt-in: only confirmed addresses are exported; unconfirmed ones
 * expire). Subscribing again (in any letter case) keeps the first row and its
 * consent record, and re-sends the link while it is unconfirmed; callers thank
 * the visitor either way so the form does not reveal who is already on the list.
 */
export async function subscribeToNewsletter(
  db: Kysely<Database>,
  rawEmail: string,
  options: SubscribeOptions = {},
): Promise<SubscribeResult> {
  const email = newsletterEmail.parse(rawEmail);
  if (options.rateLimits && options.clientKey) {
    const { bucket, limit, windowMs } = NEWSLETTER_RATE_LIMIT;
    const rl = await consume(db, bucket, options.clientKey, limit, windowMs);
    if (!rl.allowed) return { status: 'rate-limited', retryAfterSeconds: rl.retryAfterSeconds };
  }
  const existing = await findSubscriber(db, email);
  if (existing?.unsubscribedAt) {
    // Signing up again after unsubscribing: a fresh consent and a fresh double opt-in.
    await restartSubscription(
      db,
      existing.id,
      options.consentText ?? NEWSLETTER_CONSENT_TEXT,
      options.source ?? 'blog',
      options.now ?? nowIso(),
    );
    if (options.siteUrl) await sendConfirmation(db, existing, options.siteUrl);
    return { status: 'subscribed', id: existing.id };
  }
  if (existing) {
    if (!existing.confirmedAt && options.siteUrl) await sendConfirmation(db, existing, options.siteUrl);
    return { status: 'already-subscribed', id: existing.id };
  }
  const id = newId();
  await insertSubscriberIfAbsent(db, {
    id,
    email,
    consentText: options.consentText ?? NEWSLETTER_CONSENT_TEXT,
    source: options.source ?? 'blog',
    createdAt: options.now ?? nowIso(),
  });
  const stored = await findSubscriber(db, email);
  if (stored && stored.id !== id) return { status: 'already-subscribed', id: stored.id };
  if (options.siteUrl) await sendConfirmation(db, { id, email }, options.siteUrl);
  return { status: 'subscribed', id };
}
