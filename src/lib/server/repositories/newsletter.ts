import type { Kysely, Selectable } from 'kysely';
import type { Database, NewsletterSubscribersTable } from '../db/schema.ts';
import { iso } from '../db/values.ts';

export interface Subscriber {
  id: string;
  email: string;
  consentText: string;
  source: string;
  createdAt: string;
  /** When the address followed the confirmation link; null while unconfirmed. */
  confirmedAt: string | null;
  /** When the address used the one-click unsubscribe; null while subscribed. */
  unsubscribedAt: string | null;
}

const toSubscriber = (r: Selectable<NewsletterSubscribersTable>): Subscriber => ({
  id: r.id,
  email: r.email,
  consentText: r.consent_text,
  source: r.source,
  createdAt: iso(r.created_at),
  confirmedAt: r.confirmed_at ? iso(r.confirmed_at) : null,
  unsubscribedAt: r.unsubscribed_at ? iso(r.unsubscribed_at) : null,
});

export interface NewSubscriber {
  id: string;
  /** Already normalised (trimmed, lower-cased) by the caller. */
  email: string;
  consentText: string;
  source: string;
  createdAt: string;
}

/** Stores an unconfirmed subscriber; a second row for the same address is silently dropped by the unique index. */
export async function insertSubscriberIfAbsent(db: Kysely<Database>, s: NewSubscriber): Promise<void> {
  await db
    .insertInto('newsletter_subscribers')
    .values({
      id: s.id,
      email: s.email,
      consent_text: s.consentText,
      source: s.source,
      created_at: s.createdAt,
      confirmed_at: null,
    })
    // Two simultaneous sign-ups for one address: the unique index keeps one.
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

export async function findSubscriber(db: Kysely<Database>, email: string): Promise<Subscriber | undefined> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? toSubscriber(row) : undefined;
}

/** Subscribers, oldest first; `confirmedOnly` for the staff CSV export (unconfirmed addresses never leave). */
export async function listSubscribers(db: Kysely<Database>, { confirmedOnly = false } = {}): Promise<Subscriber[]> {
  let q = db.selectFrom('newsletter_subscribers').selectAll();
  // Unsubscribed and refused addresses are no longer subscribers: they never leave either.
  if (confirmedOnly)
    q = q.where('confirmed_at', 'is not', null).where('unsubscribed_at', 'is', null).where('suppressed_at', 'is', null);
  const rows = await q.orderBy('created_at').orderBy('id').execute();
  return rows.map(toSubscriber);
}

/** Sets the confirmation time if it is not set yet; true when this call set it. */
export async function markSubscriberConfirmed(db: Kysely<Database>, id: string, at: string): Promise<boolean> {
  const res = await db
    .updateTable('newsletter_subscribers')
    .set({ confirmed_at: at })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function subscriberExists(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('newsletter_subscribers').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Housekeeping: addresses never confirmed within the link's lifetime are deleted. */
export async function deleteUnconfirmedOlderThan(db: Kysely<Database>, cutoffIso: string): Promise<number> {
  const res = await db
    .deleteFrom('newsletter_subscribers')
    .where('confirmed_at', 'is', null)
    .where('created_at', '<', cutoffIso)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Confirmed addresses that still want mail: not unsubscribed, not refused by a mail server. */
export async function countSendableSubscribers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null)
    .where('suppressed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Immediate one-click unsubscribe; true when this call did it (a repeat is harmless). */
export async function markUnsubscribed(db: Kysely<Database>, id: string, at: string): Promise<boolean> {
  const res = await db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: at })
    .where('id', '=', id)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** A permanent (5xx) refusal: the address is never sent a newsletter again. */
export async function suppressAddress(db: Kysely<Database>, email: string, reason: string, at: string): Promise<boolean> {
  const res = await db
    .updateTable('newsletter_subscribers')
    .set({ suppressed_at: at, suppressed_reason: reason.slice(0, 500) })
    .where('email', '=', email.trim().toLowerCase())
    .where('suppressed_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Signing up again after unsubscribing starts over: unconfirmed, with the new consent record. */
export async function restartSubscription(db: Kysely<Database>, id: string, consentText: string, source: string, at: string) {
  await db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: null, confirmed_at: null, consent_text: consentText, source, created_at: at })
    .where('id', '=', id)
    .where('unsubscribed_at', 'is not', null)
    .execute();
}

/** Whether a newsletter may still go to this subscriber (checked again just before each send). */
export async function isSendable(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where('id', '=', id)
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null)
    .where('suppressed_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function subscriberEmailById(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('newsletter_subscribers').select('email').where('id', '=', id).executeTakeFirst();
  return row?.email;
}

export interface SubscriberCounts {
  /** Confirmed, subscribed and not refused: who the next issue goes to. */
  sendable: number;
  unconfirmed: number;
  unsubscribed: number;
  suppressed: number;
}

export async function subscriberCounts(db: Kysely<Database>): Promise<SubscriberCounts> {
  const rows = await db
    .selectFrom('newsletter_subscribers')
    .select((eb) => [
      eb
        .case()
        .when('unsubscribed_at', 'is not', null)
        .then('unsubscribed')
        .when('suppressed_at', 'is not', null)
        .then('suppressed')
        .when('confirmed_at', 'is', null)
        .then('unconfirmed')
        .else('sendable')
        .end()
        .as('state'),
      eb.fn.countAll().as('n'),
    ])
    .groupBy('state')
    .execute();
  const out: SubscriberCounts = { sendable: 0, unconfirmed: 0, unsubscribed: 0, suppressed: 0 };
  for (const r of rows) out[r.state as keyof SubscriberCounts] = Number(r.n);
  return out;
}
