import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/create-db.ts';
import { claimDue, markFailed, markSent, type OutboxRow } from '../repositories/outbox.ts';
import { getAttachmentForMail } from '../repositories/enquiries.ts';

export interface MailWorkerOptions {
  database: Db;
  logger: Logger;
  smtpUrl: string | undefined;
  from: string;
  pollMs: number;
  leaseMs?: number;
  /** Overrides the backoff (tests). */
  retryDelayMs?: number;
}

async function loadAttachment(database: Db, id: string | null) {
  if (!id) return [];
  const a = await getAttachmentForMail(database.db, id);
  return a ? [{ filename: a.filename, contentType: a.content_type, content: Buffer.from(a.data) }] : [];
}

// Drains the outbox. Without SMTP_URL it does nothing: messages wait in the
// outbox (staff see "not sent: no mail server configured") and go out once
// a mail server is configured. Nothing is ever dropped.
export function startMailWorker(o: MailWorkerOptions) {
  const workerId = randomUUID();
  // nodemailer (40 modules) is loaded only when there is a mail server to
  // talk to: without SMTP_URL it would sit in every instance's memory unused.
  const transport = o.smtpUrl
    ? import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url: o.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
      )
    : null;
  let timer: NodeJS.Timeout | undefined;
  // Every pass is chained on this one promise, so passes never overlap and
  // stop() can wait for whatever is in flight.
  let inFlight: Promise<void> = Promise.resolve();
  let stopped = false;

  async function send(row: OutboxRow) {
    try {
      const info = await (
        await transport!
      ).sendMail({
        from: o.from,
        to: row.to_address,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        attachments: await loadAttachment(o.database, row.attachment_id),
        headers: { 'X-Outbox-Id': row.id },
      });
      await markSent(o.database.db, row, workerId, `accepted: ${String(info.response ?? '').slice(0, 200)}`);
      o.logger.info({ outboxId: row.id, kind: row.kind }, 'email sent');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await markFailed(o.database.db, row, workerId, message, o.retryDelayMs);
      o.logger.warn({ outboxId: row.id, kind: row.kind, attempt: row.attempts + 1, error: message }, 'email send failed');
    }
  }

  async function tick(): Promise<void> {
    if (!transport || stopped) return;
    try {
      // One message per claim: its lease covers only its own send, so a slow
      // server cannot let a lease lapse while the message waits in a batch
      // (another instance would then send it too).
      while (!stopped) {
        const [row] = await claimDue(o.database.db, {
          workerId,
          leaseMs: o.leaseMs ?? 300_000,
          limit: 1,
          pg: o.database.kind === 'postgres',
        });
        if (!row) break;
        await send(row);
      }
    } catch (err) {
      o.logger.error({ err }, 'mail worker tick failed');
    }
  }

  const pass = (): Promise<void> => (inFlight = inFlight.then(tick));
  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void pass().finally(schedule), o.pollMs);
    timer.unref();
  }
  schedule();

  return {
    /** Runs one pass now (after an enquiry commits, so mail goes out promptly). */
    kick: pass,
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
      (await transport)?.close();
    },
  };
}
