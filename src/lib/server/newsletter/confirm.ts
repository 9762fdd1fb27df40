import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getSetting, insertSettingIfAbsent } from '../repositories/settings.ts';
import { enqueueEmail } from '../repositories/outbox.ts';
import { consumeAll } from '../repositories/rate-limits.ts';
import { markSubscriberConfirmed, subscriberExists } from '../repositories/newsletter.ts';
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_CONFIRM_MAIL_LIMITS } from '../../security-limits.ts';
import { mailboxKey } from './mailbox.ts';
import { newsletterConfirmationEmail } from '../email/messages/site.tsx';

export const CONFIRM_TTL_MS = NEWSLETTER_CONFIRM_DAYS * 24 * 60 * 60 * 1000;

// The link's key lives in the database so every app instance signs and checks alike.
let cached: string | undefined;
async function secret(db: Kysely<Database>): Promise<string> {
  if (cached) return cached;
  await insertSettingIfAbsent(db, 'newsletter_token_secret', randomBytes(32).toString('hex'));
  cached = (await getSetting(db, 'newsletter_token_secret'))!;
  return cached;
}

const sign = (key: string, payload: string) =>
  createHmac('sha256', key).update(`newsletter-confirm:${payload}`).digest('base64url');

/** `<subscriber id>.<expiry ms>.<HMAC>`: names the row, expires, cannot be forged. */
export async function confirmToken(db: Kysely<Database>, subscriberId: string, now = Date.now()): Promise<string> {
  const payload = `${subscriberId}.${now + CONFIRM_TTL_MS}`;
  return `${payload}.${sign(await secret(db), payload)}`;
}

/** The subscriber id a token names, or null when it is malformed, forged or expired. */
export async function readConfirmToken(
  db: Kysely<Database>,
  token: string | null | undefined,
  now = Date.now(),
): Promise<string | null> {
  const m = /^([\w-]{1,64})\.(\d{10,16})\.([\w-]{43})$/.exec(token ?? '');
  if (!m) return null;
  const expected = Buffer.from(sign(await secret(db), `${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(m[2]) > now ? m[1]! : null;
}

/**
 * Queues the confirmation e-mail (through the outbox) unless its mailbox had one in the last
 * 10 minutes or 4 today, so the form cannot mail-bomb a stranger, with or without `+tags`.
 */
export async function sendConfirmation(
  db: Kysely<Database>,
  s: { id: string; email: string },
  siteUrl: string,
): Promise<boolean> {
  const mailbox = mailboxKey(s.email);
  const { gapMs, perDay } = NEWSLETTER_CONFIRM_MAIL_LIMITS;
  const slot = await consumeAll(db, [
    { bucket: 'newsletter-confirm-mail', key: mailbox, limit: 1, windowMs: gapMs },
    { bucket: 'newsletter-confirm-mail-day', key: mailbox, limit: perDay, windowMs: 24 * 60 * 60 * 1000 },
  ]);
  if (!slot.allowed) return false;
  const link = new URL(`/newsletter/confirm?token=${encodeURIComponent(await confirmToken(db, s.id))}`, siteUrl).href;
  await enqueueEmail(db, {
    kind: 'newsletter-confirmation',
    submissionId: null,
    to: s.email,
    replyTo: null,
    ...newsletterConfirmationEmail({ link, days: NEWSLETTER_CONFIRM_DAYS }),
    attachmentId: null,
  });
  return true;
}

export type ConfirmResult = 'confirmed' | 'already-confirmed' | 'invalid';

/** Records the confirmation time once; a repeat click is harmless. */
export async function confirmSubscription(
  db: Kysely<Database>,
  token: string | null | undefined,
  at = new Date().toISOString(),
): Promise<ConfirmResult> {
  const id = await readConfirmToken(db, token);
  if (!id) return 'invalid';
  if (await markSubscriberConfirmed(db, id, at)) return 'confirmed';
  return (await subscriberExists(db, id)) ? 'already-confirmed' : 'invalid';
}
