// Queues a due issue: one outbox message per confirmed subscriber, at slots
// NEWSLETTER_RATE_PER_MINUTE apart (the outbox sends a message when its slot
// comes). Every instance runs this; the issue lease lets one queue at a time,
// and the delivery primary key makes a second queuing (after a crash mid-way)
// add only the recipients still missing.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/create-db.ts';
import { nowIso } from '../db/values.ts';
import {
  claimDueIssue,
  freezeIssue,
  getFrozenBody,
  markIssueQueued,
  queueTiming,
  renewIssueLease,
  type ClaimedIssue,
} from '../repositories/newsletter-issues.ts';
import { countDeliveries, lastPendingSlot, nextRecipients, queueRecipients } from '../repositories/newsletter-deliveries.ts';
import { unsubscribeToken, unsubscribeUrl } from '../email/unsubscribe.ts';
import { renderIssue } from './issue-email.ts';

export interface QueueOptions {
  database: Db;
  siteUrl: string;
  ratePerMinute: number;
  leaseMs?: number;
  batchSize?: number;
  workerId?: string;
}

/** The headers RFC 8058 asks for: an https link (the site's) that takes a one-click POST. */
export function unsubscribeHeaders(link: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

async function queueClaimed(o: QueueOptions, workerId: string, issue: ClaimedIssue): Promise<number> {
  const db = o.database.db;
  const leaseMs = o.leaseMs ?? 120_000;
  if (!(await getFrozenBody(db, issue.id))) {
    const body = await renderIssue(
      db,
      { subject: issue.subject, bodyHtml: issue.body_html, coverMediaId: issue.cover_media_id, linkUrl: issue.link_url },
      o.siteUrl,
    );
    // After any other issue's messages still waiting, so two issues together keep the one rate.
    const after = await lastPendingSlot(db);
    const gap = 60_000 / o.ratePerMinute;
    const startedAt = after && Date.parse(after) + gap > Date.now() ? new Date(Date.parse(after) + gap).toISOString() : nowIso();
    await freezeIssue(db, issue.id, { ...body, ratePerMinute: o.ratePerMinute, startedAt });
  }
  const timing = await queueTiming(db, issue.id);
  const gapMs = 60_000 / timing.ratePerMinute;
  const start = Date.parse(timing.startedAt);
  let position = await countDeliveries(db, issue.id);
  let added = 0;
  for (;;) {
    const batch = await nextRecipients(db, issue.id, o.batchSize ?? 250);
    if (batch.length === 0) break;
    const at = nowIso();
    const messages = [];
    for (const [i, r] of batch.entries()) {
      messages.push({
        ...r,
        headers: unsubscribeHeaders(unsubscribeUrl(o.siteUrl, await unsubscribeToken(db, r.id))),
        nextAttemptAt: new Date(start + (position + i) * gapMs).toISOString(),
      });
    }
    const n = await queueRecipients(db, { id: issue.id, subject: issue.subject }, messages, position, at);
    added += n;
    position += batch.length;
    if (!(await renewIssueLease(db, issue.id, workerId, leaseMs))) return added; // another instance took over
  }
  await markIssueQueued(db, issue.id, workerId);
  return added;
}

/** Queues every issue that is due now; returns how many messages it added. */
export async function queueDueIssues(o: QueueOptions): Promise<number> {
  const workerId = o.workerId ?? randomUUID();
  let total = 0;
  for (;;) {
    const issue = await claimDueIssue(o.database.db, {
      workerId,
      leaseMs: o.leaseMs ?? 120_000,
      pg: o.database.kind === 'postgres',
    });
    if (!issue) return total;
    total += await queueClaimed(o, workerId, issue);
  }
}

/** The background job: looks for due issues every `pollMs` and nudges the outbox when it queued some. */
export function startNewsletterScheduler(o: QueueOptions & { logger: Logger; pollMs: number; kick: () => void }) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  const pass = () =>
    (inFlight = inFlight.then(async () => {
      if (stopped) return;
      try {
        const n = await queueDueIssues(o);
        if (n > 0) {
          o.logger.info({ messages: n }, 'newsletter queued');
          o.kick();
        }
      } catch (err) {
        o.logger.error({ err }, 'newsletter queuing failed');
      }
    }));
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void pass().finally(schedule), o.pollMs);
    timer.unref();
  };
  schedule();
  return {
    kick: pass,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
    },
  };
}
