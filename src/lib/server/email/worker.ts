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
import { mailTransports, type ActiveTransport } from './transport.ts';

export interface MailWorkerOptions {
  database: Db;
  logger: Logger;
  smtpUrl: string | undefined;
  from: string;
  /** The key that decrypts the mail server password saved in the admin (settings-key.ts). */
  settingsKey?: () => Promise<Buffer>;
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
// Without a mail server (SMTP_URL, or one saved in the admin: transport.ts)
// e-mail waits in the outbox (staff see "not sent: no mail server configured")
// and goes out once one is configured, without a restart; webhooks go out
// regardless. Nothing is ever dropped.
const noKey = () => Promise.reject(new Error('no settings key was given to the mail worker'));

export function startMailWorker(o: MailWorkerOptions) {
  const workerId = randomUUID();
  const db = o.database.db;
  const policy = o.outboundPolicy ?? addressPolicy();
  const idDomain = o.messageIdDomain ?? /@([^<>@\s]+)>?$/.exec(o.from)?.[1] ?? 'localhost';
  const transports = mailTransports({ db, smtpUrl: o.smtpUrl, from: o.from, dkim: o.dkim, key: o.settingsKey ?? noKey });
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

  async function sendMail({ row, t }: { row: OutboxRow; t: ActiveTransport }) {
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
          paceTimer = setTimeout(() => void mail.pass(), wait);
          paceTimer.unref();
          return;
        }
      }
    }
    const message = {
      from: t.from,
      to: row.to_address,
      replyTo: row.reply_to ?? t.replyTo,
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
      response = String((await t.transport.sendMail(message)).response ?? '');
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
  function loop<T>(name: string, claim: () => Promise<T | undefined>, send: (next: T) => Promise<unknown>) {
    let inFlight: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    async function tick(): Promise<void> {
      // One message per claim: its lease covers only its own send, so a slow
      // server cannot let a lease lapse while the message waits in a batch
      // (another instance would then send it too).
      try {
        while (!stopped) {
          const next = await claim();
          if (!next) break;
          await send(next);
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

  /** A message to send and the server to send it through; nothing is claimed while there is no server. */
  async function claimMail() {
    const t = await transports.current();
    if (!t) return undefined;
    const row = await claimNext(MAIL_LANES);
    return row ? { row, t } : undefined;
  }

  const mail = loop('mail', claimMail, sendMail);
  const webhooks = loop('webhooks', () => claimNext(WEBHOOK_LANES), sendWebhook);

  return {
    /** Runs a pass of both loops now (after an enquiry commits, so mail goes out promptly). */
    kick: async (): Promise<void> => {
      await Promise.all([mail.pass(), webhooks.pass()]);
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(paceTimer);
      await Promise.all([mail.stop(), webhooks.stop()]);
      transports.close();
    },
  };
}
