import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from './db/schema.ts';
import { iso, newId, nowIso } from './db/values.ts';
import { consume } from './repositories/rate-limits.ts';

/** Shown beside the form and stored with each address as the record of consent. */
export const NEWSLETTER_CONSENT_TEXT =
  'By subscribing you agree to receive our occasional newsletter by email. You can unsubscribe at any time, and we use your address only as our Privacy Policy describes.';

export const NEWSLETTER_RATE_LIMIT = { bucket: 'newsletter', limit: 5, windowMs: 10 * 60 * 1000 } as const;

export const NEWSLETTER_THANKS = 'Thanks for subscribing! Look out for our next newsletter in your inbox.';

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
}

/**
 * Stores a subscriber once. Subscribing again (in any letter case) keeps the
 * first row and its consent record; callers thank the visitor either way so
 * the form does not reveal who is already on the list.
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
  if (existing) return { status: 'already-subscribed', id: existing.id };
  const id = newId();
  await db
    .insertInto('newsletter_subscribers')
    .values({
      id,
      email,
      consent_text: options.consentText ?? NEWSLETTER_CONSENT_TEXT,
      source: options.source ?? 'blog',
      created_at: options.now ?? nowIso(),
    })
    // Two simultaneous sign-ups for one address: the unique index keeps one.
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const stored = await findSubscriber(db, email);
  return stored && stored.id !== id ? { status: 'already-subscribed', id: stored.id } : { status: 'subscribed', id };
}

export interface Subscriber {
  id: string;
  email: string;
  consentText: string;
  source: string;
  createdAt: string;
}

export async function findSubscriber(db: Kysely<Database>, email: string): Promise<Subscriber | undefined> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, consentText: row.consent_text, source: row.source, createdAt: iso(row.created_at) } : undefined;
}

/** Every subscriber, oldest first (for the staff CSV export). */
export async function listSubscribers(db: Kysely<Database>): Promise<Subscriber[]> {
  const rows = await db.selectFrom('newsletter_subscribers').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, email: r.email, consentText: r.consent_text, source: r.source, createdAt: iso(r.created_at) }));
}
