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
}

const toSubscriber = (r: Selectable<NewsletterSubscribersTable>): Subscriber => ({
  id: r.id,
  email: r.email,
  consentText: r.consent_text,
  source: r.source,
  createdAt: iso(r.created_at),
  confirmedAt: r.confirmed_at ? iso(r.confirmed_at) : null,
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
  if (confirmedOnly) q = q.where('confirmed_at', 'is not', null);
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
