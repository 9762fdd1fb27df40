// Every newsletter e-mail's own unsubscribe link (List-Unsubscribe, RFC 8058), put in by the mail
// worker as it sends (newsletter-message.ts). In email/, not newsletter-send/: the worker and the
// message template need it, and newsletter-send/ builds on email/, so the two would import each other.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getSetting, insertSettingIfAbsent } from '../repositories/settings.ts';
import { markUnsubscribed, subscriberExists } from '../repositories/newsletter.ts';
import { escapeHtml } from '../../escape-html.ts';

/** Stands in a rendered issue for each recipient's own unsubscribe link until it is sent. */
export const UNSUBSCRIBE_PLACEHOLDER = '%%NORTHMILL_UNSUBSCRIBE_URL%%';

/** The rendered issue with a recipient's link (or the preview's) where the placeholder is. */
export function withUnsubscribeLink(body: { html: string; text: string }, link: string) {
  return {
    html: body.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, escapeHtml(link)),
    text: body.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, link),
  };
}

// Unsubscribe links never expire (an old issue's link must still work), so the
// token is `<subscriber id>.<HMAC>`, signed with a key kept in the database so
// every instance signs and checks alike. It is separate from the confirmation
// key: one leaking does not forge the other.
let cached: { db: Kysely<Database>; key: string } | undefined;
async function secret(db: Kysely<Database>): Promise<string> {
  if (cached?.db === db) return cached.key;
  await insertSettingIfAbsent(db, 'newsletter_unsubscribe_secret', randomBytes(32).toString('hex'));
  const key = (await getSetting(db, 'newsletter_unsubscribe_secret'))!;
  cached = { db, key };
  return key;
}

/** After a site restore: the key may be the archive's now (site-archive/jobs.ts). */
export function forgetUnsubscribeSecret(): void {
  cached = undefined;
}

const sign = (key: string, id: string) => createHmac('sha256', key).update(`newsletter-unsubscribe:${id}`).digest('base64url');

export async function unsubscribeToken(db: Kysely<Database>, subscriberId: string): Promise<string> {
  return `${subscriberId}.${sign(await secret(db), subscriberId)}`;
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return new URL(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, siteUrl).href;
}

/** The subscriber id a token names, or null when it is malformed or forged. */
export async function readUnsubscribeToken(db: Kysely<Database>, token: string | null | undefined): Promise<string | null> {
  const m = /^([\w-]{1,64})\.([\w-]{43})$/.exec(token ?? '');
  if (!m) return null;
  const expected = Buffer.from(sign(await secret(db), m[1]!));
  const given = Buffer.from(m[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? m[1]! : null;
}

export type UnsubscribeResult = 'unsubscribed' | 'already-unsubscribed' | 'invalid';

/** One POST, no sign-in, immediate; a repeat is harmless. */
export async function unsubscribe(db: Kysely<Database>, token: string | null | undefined, at = new Date().toISOString()) {
  const id = await readUnsubscribeToken(db, token);
  if (!id) return 'invalid' satisfies UnsubscribeResult;
  if (await markUnsubscribed(db, id, at)) return 'unsubscribed' satisfies UnsubscribeResult;
  return ((await subscriberExists(db, id)) ? 'already-unsubscribed' : 'invalid') satisfies UnsubscribeResult;
}
