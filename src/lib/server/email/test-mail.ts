// 'Send a test e-mail' (Admin › Content › Settings): one message through the
// real outbox and worker to the signed-in owner's own address, then wait a
// few seconds for the mail server's answer so the page can show it.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { enqueueEmail, outboxStatus } from '../repositories/outbox.ts';
import { kickMailWorker } from './mail-kick.ts';
import { testEmail } from './messages/site.tsx';
import { plainSmtpError } from './smtp-answer.ts';

export type TestMailResult =
  { status: 'sent'; to: string } | { status: 'failed'; to: string; error: string } | { status: 'waiting'; to: string };

export async function sendTestMail(
  db: Kysely<Database>,
  o: { to: string; name: string; siteUrl: string; waitMs?: number },
): Promise<TestMailResult> {
  const id = await enqueueEmail(db, {
    kind: 'mail-test',
    submissionId: null,
    to: o.to,
    replyTo: null,
    ...testEmail({ name: o.name, siteUrl: o.siteUrl }),
    attachmentId: null,
  });
  kickMailWorker();
  const deadline = Date.now() + (o.waitMs ?? 10_000);
  for (;;) {
    const row = await outboxStatus(db, id);
    if (row?.status === 'sent') return { status: 'sent', to: o.to };
    // One failed attempt is enough to report: the worker keeps retrying it anyway.
    if (row && row.attempts > 0 && row.last_error) return { status: 'failed', to: o.to, error: plainSmtpError(row.last_error) };
    if (Date.now() >= deadline) return { status: 'waiting', to: o.to };
    await new Promise((r) => setTimeout(r, 250));
  }
}
