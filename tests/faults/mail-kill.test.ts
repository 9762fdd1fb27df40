// Issue 37, finding 7: the server is SIGKILLed while the mail server is answering
// one message (it has the message; the 250 has not reached the app), so that
// message is still 'sending' and goes out again once its lease lapses. The copy
// must carry the same Message-ID as the first, made from the outbox id and the
// site's domain, so receiving servers drop it; every other message goes once.
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../support/server.ts';
import { startSmtp, type TestSmtp } from '../../support/smtp.ts';
import { testDatabases } from '../helpers/databases.ts';
import { appDatabase, waitFor, type AppDatabase } from './helpers.ts';
import { insertDueNewsletter } from '../helpers/outbox.ts';

const MESSAGES = 60;
const HELD = 25; // the message whose answer the kill interrupts

describe.each(testDatabases())('SIGKILL during an SMTP transaction on %s', (kind) => {
  let adb: AppDatabase | undefined;
  let smtp: TestSmtp | undefined;
  const servers: RunningServer[] = [];

  afterAll(async () => {
    for (const s of servers) await s.stop('SIGKILL');
    await smtp?.close();
    await adb?.cleanup();
  });

  it('a message sent again after the lease carries the same Message-ID; the rest go once', async () => {
    adb = await appDatabase(kind, 'nm-mailkill-');
    smtp = await startSmtp();
    const env = {
      ...adb.env,
      SITE_URL: 'https://www.northmill.example',
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '200',
      LOG_LEVEL: 'warn',
    };
    const first = await startServer(env);
    servers.push(first);
    const db = adb.open();
    const held = smtp.holdAnswerTo(HELD);
    // A newsletter's worth of messages, due now.
    await insertDueNewsletter(db.db, MESSAGES);

    const { mail, release } = await held;
    expect(await first.stop('SIGKILL')).toBeNull();
    servers.splice(servers.indexOf(first), 1);
    release(); // to a connection that is gone
    const heldId = mail.header('x-outbox-id')!;
    const heldRow = await db.db.selectFrom('email_outbox').select(['status']).where('id', '=', heldId).executeTakeFirstOrThrow();
    expect(heldRow.status, 'the killed process never learnt the message was taken').toBe('sending');

    // Its lease lapses (5 minutes in production): the next instance sends it again.
    await db.db
      .updateTable('email_outbox')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('status', '=', 'sending')
      .execute();
    servers.push(await startServer(env));
    await waitFor(
      async () => (await db.db.selectFrom('email_outbox').select('id').where('status', '!=', 'sent').execute()).length === 0,
      'every message to be sent',
      30_000,
      200,
    );

    const byOutboxId = new Map<string, string[]>();
    for (const m of smtp.messages) {
      const id = m.header('x-outbox-id')!;
      byOutboxId.set(id, [...(byOutboxId.get(id) ?? []), m.header('message-id') ?? '']);
    }
    expect(byOutboxId.size).toBe(MESSAGES);
    const twice = [...byOutboxId].filter(([, ids]) => ids.length > 1);
    expect(twice.map(([id]) => id)).toEqual([heldId]);
    const [copyA, copyB] = byOutboxId.get(heldId)!;
    expect(copyA).toBe(`<${heldId}@www.northmill.example>`);
    expect(copyB, 'the copy is the same message to the receiver').toBe(copyA);
    // Every message's id is its own and stable: made from its outbox id.
    for (const [id, ids] of byOutboxId) expect(ids[0]).toBe(`<${id}@www.northmill.example>`);
    console.info(`[mail-kill ${kind}] ${smtp.messages.length} deliveries of ${MESSAGES} messages; the repeat carried ${copyA}`);
  });
});
