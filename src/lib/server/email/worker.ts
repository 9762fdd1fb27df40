import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/create-db.ts';
import { claimDue, markFailed, markFinal, markSent, releaseClaim, type OutboxRow } from '../repositories/outbox.ts';
import { takeSendSlot } from '../repositories/newsletter-pace.ts';
import { getAttachmentForMail } from '../repositories/enquiries.ts';
import { json } from '../db/values.ts';
import { isPermanentRefusal, newsletterMessages, suppressRefused } from './newsletter-message.ts';
import { PermanentWebhookError, postWebhook } from '../webhook/deliver.ts';
import { webhookSecret } from '../webhook/settings.ts';
import { addressPolicy, type AddressPolicy } from '../net/address-policy.ts';
import { MAIL_LANES, WEBHOOK_LANES, kindsOf, type Lane } from './lanes.ts';
import { messageId } from './message-id.ts';

export interface MailWorkerOptions {
  database: Db;
  logger: Logger;
  smtpUrl: string | undefined;
  from: string;
  pollMs: number;
  leaseMs?: number;
  /** Overrides the backoff (tests). */
  retryDelayMs?: number;
  /** Newsletter messages a minute across all instances (NEWSLETTER_RATE_PER_MINUTE); unset: no pacing beyond the queue's slots. */
  newsletterRatePerMinute?: number;
  /** nodemailer's DKIM signing options (config.ts dkimOptions). */
  dkim?: { domainName: string; keySelector: string; privateKey: string };
  /** Where webhooks may connect: addressPolicy(OUTBOUND_ALLOW_NETWORKS). Unset: public addresses only. */
  outboundPolicy?: AddressPolicy;
  /** The right-hand side of every Message-ID: the site's domain (SITE_URL's host). Unset: MAIL_FROM's domain. */
  messageIdDomain?: string;
}

async function loadAttachment(database: Db, id: string | null) {
  if (!id) return [];
  const a = await getAttachmentForMail(database.db, id);
  return a ? [{ filename: a.filename, contentType: a.content_type, content: Buffer.from(a.data) }] : [];
}

// Drains the outbox: e-mail through SMTP, chat notifications (kind 'webhook')
// over HTTPS, in two loops that never wait for each other (email/lanes.ts).
// Without SMTP_URL e-mail waits in the outbox (staff see "not sent: no mail
// server configured") and goes out once a mail server is configured; webhooks
// go out regardless. Nothing is ever dropped.
export function startMailWorker(o: MailWorkerOptions) {
  const workerId = randomUUID();
  const db = o.database.db;
  const policy = o.outboundPolicy ?? addressPolicy();
  const idDomain = o.messageIdDomain ?? /@([^<>@\s]+)>?$/.exec(o.from)?.[1] ?? 'localhost';
  // nodemailer (40 modules) is loaded only when there is a mail server to
  // talk to: without SMTP_URL it would sit in every instance's memory unused.
  const transport = o.smtpUrl
    ? import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          url: o.smtpUrl,
          // One kept-open connection: messages go one at a time anyway, and a
          // new connection per message costs ~120 ms (a newsletter to 10,000
          // would take 20 minutes of handshakes; bench:newsletter).
          pool: true,
          maxConnections: 1,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
          ...(o.dkim ? { dkim: o.dkim } : {}),
        }),
      )
    : null;
  const newsletter = newsletterMessages(db);
  let stopped = false;
  /** Newsletter messages wait (other mail does not) until this time: the shared rate's next slot. */
  let newsletterPausedUntil = 0;
  let paceTimer: NodeJS.Timeout | undefined;

  async function sendWebhook(row: OutboxRow) {
    const format = json<Record<string, string>>(row.headers, {}).format;
    try {
      const secret = format === 'json' ? await webhookSecret(db) : null;
      const detail = await postWebhook(row.to_address, row.text_body, secret, policy);
      await markSent(db, row, workerId, detail);
      o.logger.info({ outboxId: row.id, kind: row.kind }, 'webhook delivered');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof PermanentWebhookError) await markFinal(db, row, workerId, 'failed', `refused: ${message}`);
      else await markFailed(db, row, workerId, message, o.retryDelayMs);
      o.logger.warn({ outboxId: row.id, kind: row.kind, attempt: row.attempts + 1, error: message }, 'webhook failed');
    }
  }

  async function sendMail(row: OutboxRow) {
    let html = row.html_body ?? undefined;
    let text = row.text_body;
    let headers = json<Record<string, string>>(row.headers, {});
    if (row.kind === 'newsletter' && row.newsletter_issue_id) {
      const m = await newsletter(row);
      if ('skip' in m) return markFinal(db, row, workerId, 'cancelled', m.skip);
      ({ html, text, headers } = m);
      if (o.newsletterRatePerMinute) {
        const wait = await takeSendSlot(db, 60_000 / o.newsletterRatePerMinute);
        if (wait > 0) {
          // Not its turn: give it back, carry on with other mail, come back when the slot opens.
          await releaseClaim(db, row, workerId);
          newsletterPausedUntil = Date.now() + wait;
          clearTimeout(paceTimer);
          paceTimer = setTimeout(() => void mail?.pass(), wait);
          paceTimer.unref();
          return;
        }
      }
    }
    const message = {
      from: o.from,
      to: row.to_address,
      replyTo: row.reply_to ?? undefined,
      subject: row.subject,
      text,
      html,
      attachments: await loadAttachment(o.database, row.attachment_id),
      // The same on every attempt at this message, so a copy sent again after a crash
      // (the send done, the process killed before it was marked) is dropped by the receiver.
      messageId: messageId(row, idDomain),
      headers: { ...headers, 'X-Outbox-Id': row.id },
    };
    let response: string;
    try {
      response = String((await (await transport!).sendMail(message)).response ?? '');
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      if (row.kind === 'newsletter' && isPermanentRefusal(err)) {
        // Retrying a permanent refusal only hurts the sender's reputation.
        await markFinal(db, row, workerId, 'failed', `refused permanently: ${error}`);
        await suppressRefused(db, row.to_address, error);
        o.logger.warn({ outboxId: row.id, kind: row.kind, error }, 'newsletter address refused: suppressed');
        return;
      }
      await markFailed(db, row, workerId, error, o.retryDelayMs);
      o.logger.warn({ outboxId: row.id, kind: row.kind, attempt: row.attempts + 1, error }, 'email send failed');
      return;
    }
    // Nothing between the server's 250 and this: the shorter the gap, the rarer a second copy.
    await markSent(db, row, workerId, `accepted: ${response.slice(0, 200)}`);
    o.logger.info({ outboxId: row.id, kind: row.kind }, 'email sent');
  }

  /** The next due message of the first lane that has one (lanes.ts), leased to this worker. */
  async function claimNext(lanes: readonly Lane[]): Promise<OutboxRow | undefined> {
    for (const lane of lanes) {
      if (lane === 'newsletter' && Date.now() < newsletterPausedUntil) continue;
      const [row] = await claimDue(db, {
        workerId,
        leaseMs: o.leaseMs ?? 300_000,
        limit: 1,
        pg: o.database.kind === 'postgres',
        onlyKinds: kindsOf(lane),
      });
      if (row) return row;
    }
    return undefined;
  }

  /**
   * One loop over some lanes. Its passes are chained on one promise, so they
   * never overlap and stop() can wait for whatever is in flight; the other
   * loop runs beside it.
   */
  function loop(name: string, lanes: readonly Lane[], send: (row: OutboxRow) => Promise<unknown>) {
    let inFlight: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    async function tick(): Promise<void> {
      // One message per claim: its lease covers only its own send, so a slow
      // server cannot let a lease lapse while the message waits in a batch
      // (another instance would then send it too).
      try {
        while (!stopped) {
          const row = await claimNext(lanes);
          if (!row) break;
          await send(row);
        }
      } catch (err) {
        o.logger.error({ err, loop: name }, 'mail worker tick failed');
      }
    }
    const pass = (): Promise<void> => (inFlight = inFlight.then(() => (stopped ? undefined : tick())));
    function schedule() {
      if (stopped) return;
      timer = setTimeout(() => void pass().finally(schedule), o.pollMs);
      timer.unref();
    }
    schedule();
    return {
      pass,
      async stop() {
        clearTimeout(timer);
        await inFlight;
      },
    };
  }

  const mail = transport ? loop('mail', MAIL_LANES, sendMail) : null;
  const webhooks = loop('webhooks', WEBHOOK_LANES, sendWebhook);

  return {
    /** Runs a pass of both loops now (after an enquiry commits, so mail goes out promptly). */
    kick: async (): Promise<void> => {
      await Promise.all([mail?.pass(), webhooks.pass()]);
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(paceTimer);
      await Promise.all([mail?.stop(), webhooks.stop()]);
      (await transport)?.close();
    },
  };
}
