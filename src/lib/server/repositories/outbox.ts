import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database, EmailOutboxTable } from '../db/schema.ts';
import { bool, iso, isoOrNull, newId, nowIso } from '../db/values.ts';

export interface OutgoingEmail {
  kind:
    | 'enquiry-notification'
    | 'enquiry-confirmation'
    | 'security-alert'
    | 'newsletter-confirmation'
    | 'account-link'
    | 'newsletter-test'
    | 'mail-test'
    /** A chat notification: to = the webhook URL, text = the JSON body (email/webhook.ts). */
    | 'webhook';
  submissionId: string | null;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachmentId: string | null;
  /** Extra message headers (List-Unsubscribe) or, for a webhook, its format. */
  headers?: Record<string, string>;
}

export async function enqueueEmail(db: Kysely<Database>, m: OutgoingEmail, at = nowIso()): Promise<string> {
  const id = newId();
  await db
    .insertInto('email_outbox')
    .values({
      id,
      created_at: at,
      kind: m.kind,
      submission_id: m.submissionId,
      to_address: m.to,
      reply_to: m.replyTo,
      subject: m.subject,
      text_body: m.text,
      html_body: m.html,
      attachment_id: m.attachmentId,
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      locked_until: null,
      locked_by: null,
      last_error: null,
      sent_at: null,
      headers: m.headers ? JSON.stringify(m.headers) : null,
    })
    .execute();
  return id;
}

export type OutboxRow = Selectable<EmailOutboxTable>;

/**
 * Atomically claims up to `limit` due messages for one worker. On PostgreSQL
 * the inner SELECT skips rows another instance has locked; SQLite has a
 * single writer, so the UPDATE ... RETURNING is atomic by itself. A claim is
 * a lease: if the worker dies, the row becomes claimable when it expires.
 */
export async function claimDue(
  db: Kysely<Database>,
  opts: { workerId: string; leaseMs: number; limit: number; pg: boolean; onlyKinds?: string[]; exceptKinds?: string[] },
): Promise<OutboxRow[]> {
  const now = nowIso();
  const leaseUntil = new Date(Date.now() + opts.leaseMs).toISOString();
  // Two index-ordered lookups instead of one OR: with the OR, SQLite sorted
  // every due row on each claim (11 ms per claim with 10,000 newsletter
  // messages due); each of these reads one entry of email_outbox_due.
  const lookups = [
    (eb: ExpressionBuilder<Database, 'email_outbox'>) => eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
    (eb: ExpressionBuilder<Database, 'email_outbox'>) => eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
  ];
  const claimed: OutboxRow[] = [];
  for (const where of lookups) {
    let due = db
      .selectFrom('email_outbox')
      .select('id')
      .where(where)
      .orderBy('status')
      .orderBy('next_attempt_at')
      .limit(opts.limit - claimed.length);
    if (opts.onlyKinds) due = due.where('kind', 'in', opts.onlyKinds);
    if (opts.exceptKinds) due = due.where('kind', 'not in', opts.exceptKinds);
    if (opts.pg) due = due.forUpdate().skipLocked();
    claimed.push(
      ...(await db
        .updateTable('email_outbox')
        .set({ status: 'sending', locked_until: leaseUntil, locked_by: opts.workerId })
        .where('id', 'in', due)
        .returningAll()
        .execute()),
    );
    if (claimed.length >= opts.limit) break;
  }
  return claimed;
}

async function recordAttempt(db: Kysely<Database>, outboxId: string, ok: boolean, detail: string) {
  await db
    .insertInto('email_attempts')
    .values({ id: newId(), outbox_id: outboxId, created_at: nowIso(), ok, detail: detail.slice(0, 1000) })
    .execute();
}

/**
 * Marks a message sent the moment the mail server (or webhook receiver) took it:
 * one statement, committed on its own, because until it commits a crash means the
 * message is sent again after its lease. The attempt's line in the history follows.
 */
export async function markSent(db: Kysely<Database>, row: OutboxRow, workerId: string, detail: string) {
  await db
    .updateTable('email_outbox')
    .set({
      status: 'sent',
      sent_at: nowIso(),
      attempts: row.attempts + 1,
      locked_until: null,
      locked_by: null,
      last_error: null,
    })
    .where('id', '=', row.id)
    .where('locked_by', '=', workerId)
    .execute();
  await recordAttempt(db, row.id, true, detail);
}

export const MAX_ATTEMPTS = 8;

/** Exponential backoff: 30 s, 1 min, 2 min ... capped at 1 hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export async function markFailed(db: Kysely<Database>, row: OutboxRow, workerId: string, error: string, baseDelayMs?: number) {
  const attempts = row.attempts + 1;
  const giveUp = attempts >= MAX_ATTEMPTS;
  const delay = baseDelayMs ?? backoffMs(attempts);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('email_outbox')
      .set({
        status: giveUp ? 'failed' : 'pending',
        attempts,
        next_attempt_at: new Date(Date.now() + delay).toISOString(),
        locked_until: null,
        locked_by: null,
        last_error: error.slice(0, 1000),
      })
      .where('id', '=', row.id)
      .where('locked_by', '=', workerId)
      .execute();
    await recordAttempt(trx, row.id, false, error);
  });
}

/**
 * Ends a message without sending it: 'failed' at once for a permanent refusal
 * (no retries), 'cancelled' when the recipient unsubscribed before their turn.
 */
export async function markFinal(
  db: Kysely<Database>,
  row: OutboxRow,
  workerId: string,
  status: 'failed' | 'cancelled',
  detail: string,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('email_outbox')
      .set({
        status,
        attempts: status === 'failed' ? row.attempts + 1 : row.attempts,
        locked_until: null,
        locked_by: null,
        last_error: detail.slice(0, 1000),
      })
      .where('id', '=', row.id)
      .where('locked_by', '=', workerId)
      .execute();
    await recordAttempt(trx, row.id, false, detail);
  });
}

/** Gives a claimed message back untouched (no attempt counted): it was not its turn. */
export async function releaseClaim(db: Kysely<Database>, row: OutboxRow, workerId: string) {
  await db
    .updateTable('email_outbox')
    .set({ status: 'pending', locked_until: null, locked_by: null })
    .where('id', '=', row.id)
    .where('locked_by', '=', workerId)
    .execute();
}

/** The most recent message of a kind with its attempts (the settings page's 'last delivery'). */
export async function latestOfKind(db: Kysely<Database>, kind: string) {
  const row = await db
    .selectFrom('email_outbox')
    .select(['id', 'status', 'attempts', 'last_error', 'sent_at', 'created_at', 'next_attempt_at'])
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    sentAt: isoOrNull(row.sent_at),
    createdAt: iso(row.created_at),
    nextAttemptAt: iso(row.next_attempt_at),
  };
}

/** Staff 'Resend': queue the message again now, keeping its history. */
export async function requeue(db: Kysely<Database>, id: string): Promise<boolean> {
  const res = await db
    .updateTable('email_outbox')
    .set((eb) => ({
      status: 'pending',
      attempts: 0,
      next_attempt_at: nowIso(),
      locked_until: null,
      locked_by: null,
      // A deliberate resend is a new message to the receiver: a Message-ID of its own (email/message-id.ts).
      resends: eb('resends', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '!=', 'sending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export interface OutboxSummary {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
  history: { at: string; ok: boolean; detail: string }[];
}

export async function listForSubmission(db: Kysely<Database>, submissionId: string): Promise<OutboxSummary[]> {
  const rows = await db
    .selectFrom('email_outbox')
    .selectAll()
    .where('submission_id', '=', submissionId)
    // The chat notification's address is the owner's secret webhook link: not listed with the e-mails.
    .where('kind', '!=', 'webhook')
    .orderBy('created_at')
    .execute();
  const out: OutboxSummary[] = [];
  for (const r of rows) {
    const attempts = await db
      .selectFrom('email_attempts')
      .selectAll()
      .where('outbox_id', '=', r.id)
      .orderBy('created_at')
      .execute();
    out.push({
      id: r.id,
      kind: r.kind,
      to: r.to_address,
      subject: r.subject,
      status: r.status,
      attempts: r.attempts,
      lastError: r.last_error,
      sentAt: isoOrNull(r.sent_at),
      createdAt: iso(r.created_at),
      history: attempts.map((a) => ({ at: iso(a.created_at), ok: bool(a.ok), detail: a.detail })),
    });
  }
  return out;
}

export interface MailHealth {
  /** Messages still to go out (pending, or being sent). */
  waiting: number;
  oldestWaitingAt: string | null;
  /** Messages given up on after MAX_ATTEMPTS. */
  givenUp: number;
  /** The newest send attempt, by any instance. */
  lastAttempt: { at: string; ok: boolean; detail: string } | null;
}

/** What the admin banner says about mail (email_attempts is indexed on created_at for the last attempt). */
export async function mailHealth(db: Kysely<Database>): Promise<MailHealth> {
  const [waiting, givenUp, last] = await Promise.all([
    db
      .selectFrom('email_outbox')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'failed')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('email_attempts')
      .select(['created_at', 'ok', 'detail'])
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    waiting: Number(waiting.n),
    oldestWaitingAt: waiting.oldest ? iso(waiting.oldest as string | Date) : null,
    givenUp: Number(givenUp.n),
    lastAttempt: last ? { at: iso(last.created_at), ok: bool(last.ok), detail: last.detail } : null,
  };
}

/** One message's delivery state (the test e-mail waits on it). */
export async function outboxStatus(db: Kysely<Database>, id: string) {
  return db.selectFrom('email_outbox').select(['status', 'last_error', 'attempts']).where('id', '=', id).executeTakeFirst();
}
