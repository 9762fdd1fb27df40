import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId, num } from '../db/values.ts';

export interface Recipient {
  id: string;
  email: string;
}

/** The next confirmed, still-subscribed addresses this issue has not been queued for, in id order. */
export async function nextRecipients(db: Kysely<Database>, issueId: string, limit: number): Promise<Recipient[]> {
  return db
    .selectFrom('newsletter_subscribers as s')
    .select(['s.id', 's.email'])
    .where('s.confirmed_at', 'is not', null)
    .where('s.unsubscribed_at', 'is', null)
    .where('s.suppressed_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('newsletter_deliveries as d')
            .select('d.subscriber_id')
            .where('d.issue_id', '=', issueId)
            .whereRef('d.subscriber_id', '=', 's.id'),
        ),
      ),
    )
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

export async function countDeliveries(db: Kysely<Database>, issueId: string): Promise<number> {
  const row = await db
    .selectFrom('newsletter_deliveries')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('issue_id', '=', issueId)
    .executeTakeFirstOrThrow();
  return num(row.n as number);
}

export interface QueuedMessage extends Recipient {
  headers: Record<string, string>;
  nextAttemptAt: string;
}

/**
 * One delivery row and one outbox message per recipient, in one transaction.
 * The delivery's primary key (issue, subscriber) is the guard: a recipient
 * another instance queued already is skipped, and gets no second message.
 */
export async function queueRecipients(
  db: Kysely<Database>,
  issue: { id: string; subject: string },
  messages: QueuedMessage[],
  firstPosition: number,
  at: string,
): Promise<number> {
  if (messages.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const ids = messages.map(() => newId());
    const inserted = await trx
      .insertInto('newsletter_deliveries')
      .values(
        messages.map((m, i) => ({
          issue_id: issue.id,
          subscriber_id: m.id,
          email: m.email,
          outbox_id: ids[i]!,
          position: firstPosition + i,
          created_at: at,
        })),
      )
      .onConflict((oc) => oc.columns(['issue_id', 'subscriber_id']).doNothing())
      .returning(['subscriber_id', 'outbox_id'])
      .execute();
    const fresh = new Set(inserted.map((r) => r.outbox_id));
    const rows = messages
      .map((m, i) => ({ m, id: ids[i]! }))
      .filter(({ id }) => fresh.has(id))
      .map(({ m, id }) => ({
        id,
        created_at: at,
        kind: 'newsletter',
        submission_id: null,
        to_address: m.email,
        reply_to: null,
        subject: issue.subject,
        // The body is the issue's frozen copy (newsletter_issue_id): not stored per recipient.
        text_body: '',
        html_body: null,
        attachment_id: null,
        status: 'pending',
        attempts: 0,
        next_attempt_at: m.nextAttemptAt,
        locked_until: null,
        locked_by: null,
        last_error: null,
        sent_at: null,
        headers: JSON.stringify(m.headers),
        newsletter_issue_id: issue.id,
      }));
    if (rows.length > 0) await trx.insertInto('email_outbox').values(rows).execute();
    return rows.length;
  });
}

/** The subscriber an outbox message is for (newsletter messages only). */
export async function deliveryFor(db: Kysely<Database>, outboxId: string) {
  return db
    .selectFrom('newsletter_deliveries')
    .select(['subscriber_id', 'issue_id'])
    .where('outbox_id', '=', outboxId)
    .executeTakeFirst();
}

export interface IssueReport {
  queued: number;
  sent: number;
  failed: number;
  /** Unsubscribed or refused before their turn came: not sent. */
  skipped: number;
  waiting: number;
  unsubscribedSince: number;
}

export async function issueReport(db: Kysely<Database>, issueId: string, since: string | null): Promise<IssueReport> {
  const rows = await db
    .selectFrom('newsletter_deliveries as d')
    .innerJoin('email_outbox as o', 'o.id', 'd.outbox_id')
    .select(['o.status', (eb) => eb.fn.countAll().as('n')])
    .where('d.issue_id', '=', issueId)
    .groupBy('o.status')
    .execute();
  const by = new Map(rows.map((r) => [r.status, num(r.n as number)]));
  const queued = await countDeliveries(db, issueId);
  let unsubscribedSince = 0;
  if (since) {
    const u = await db
      .selectFrom('newsletter_deliveries as d')
      .innerJoin('newsletter_subscribers as s', 's.id', 'd.subscriber_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('d.issue_id', '=', issueId)
      .where('s.unsubscribed_at', '>=', since)
      .executeTakeFirstOrThrow();
    unsubscribedSince = num(u.n as number);
  }
  const sent = by.get('sent') ?? 0;
  const failed = by.get('failed') ?? 0;
  const skipped = by.get('cancelled') ?? 0;
  return { queued, sent, failed, skipped, waiting: queued - sent - failed - skipped, unsubscribedSince };
}

/** The latest slot any newsletter message still waits for: a second issue queues after it, so the rate holds across issues. */
export async function lastPendingSlot(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.max('next_attempt_at').as('last'))
    .where('kind', '=', 'newsletter')
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirst();
  return row?.last ? new Date(row.last as string | Date).toISOString() : null;
}
